import { verifiedUser, type E2eUser } from './e2eAccounts';

/** Calls the REST API as `user`; throws on any answer but 2xx, so a bad seed fails loudly. */
export async function restClient(baseUrl: string, user: E2eUser) {
  const login = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const { access } = (await login.json()) as { access: string };
  return async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as unknown;
  };
}

/** Twelve expense categories (long names among them) and three income ones: a usual month's pie. */
export const seededExpenseCategories = [
  'Groceries and household supplies',
  'Rent',
  'Electricity and water',
  'Transport',
  'Restaurants',
  'Subscriptions',
  'Healthcare',
  'Clothing',
  'Education',
  'Gifts',
  'Insurance',
  'Entertainment',
];

export const seededIncomeCategories = ['Salary', 'Freelance work', 'Interest'];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A verified person with a month of data in several currencies (JPY among them), a target, wishes
 * and a scheduled item, all made through the REST API so the app meets them by its normal sync.
 */
export async function seededUser(baseUrl: string, dataDir: string, prefix = 'seeded'): Promise<E2eUser> {
  const user = await verifiedUser(baseUrl, dataDir, prefix);
  const post = await restClient(baseUrl, user);
  const date = today();
  let amount = 13;
  for (const category of seededExpenseCategories) {
    amount += 17;
    await post('finance-management/transaction/add-transactions/', {
      amount: `${amount}.45`,
      currency: 'USD',
      trans_status: 'withdraw',
      category,
      trans_details: `${category} for the month`,
      date,
    });
  }
  for (const [index, category] of seededIncomeCategories.entries()) {
    await post('finance-management/transaction/add-transactions/', {
      amount: `${(3 - index) * 1000}.55`,
      currency: 'USD',
      trans_status: 'deposit',
      category,
      trans_details: `${category} of the month`,
      date,
    });
  }
  await post('finance-management/transaction/add-transactions/', {
    amount: '12500',
    currency: 'JPY',
    trans_status: 'withdraw',
    category: 'Travel',
    trans_details: 'Train in Kyoto',
    date,
  });
  await post('finance-management/transaction/add-transactions/', {
    amount: '250',
    currency: 'EUR',
    trans_status: 'deposit',
    category: 'Freelance work',
    trans_details: 'Logo design',
    date: `${date.slice(0, 4)}-01-15`,
  });
  await post('finance-management/target/manage-target/', { target: '500' });
  const year = Number(date.slice(0, 4));
  const wishes = [
    {
      price: '899.99',
      currency: 'EUR',
      year,
      wish_details: 'Stand mixer with a long description that wraps on a phone screen',
      link: 'https://shop.example.org/mixer',
    },
    { price: '45000', currency: 'JPY', year, wish_details: 'Kitchen knife', link: '' },
  ];
  for (const wish of wishes) await post('finance-management/wishlist/add-wish/', wish);
  // The rent is active; the salary paused.
  const scheduled = [
    ['withdraw', 28, '1200', 'Rent', 'Flat on Market Street', true],
    ['deposit', 1, '3000', 'Salary', '', false],
  ] as const;
  for (const [kind, day, amount, category, details, active] of scheduled) {
    await post('finance-management/scheduled-trans/add-scheduled-trans/', {
      scheduled_trans_status: kind,
      day_of_month: day,
      amount,
      currency: 'USD',
      category,
      scheduled_trans_details: details,
      status: active,
    });
  }
  await seedBudgets(post, date);
  return user;
}

/**
 * Budgets have no REST endpoint (devices make them), so they are pushed as a device would: one well
 * within its limit with rollover since last month, one past 80% and one over (issue 18, section 1).
 */
async function seedBudgets(post: (path: string, body: object) => Promise<unknown>, date: string) {
  const month = date.slice(0, 7);
  const lastMonth = new Date(`${month}-15T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const budget = (id: string, category: string, from: string, limit: number, rollover: boolean) => ({
    id: `seed-budget-${id}`,
    category,
    month: from,
    limit_cents: limit,
    currency: 'USD',
    rollover,
    stopped: false,
    created_at: `${date}T08:00:00.000Z`,
  });
  const budgets = [
    budget('groceries', seededExpenseCategories[0]!, lastMonth.toISOString().slice(0, 7), 40000, true),
    budget('rent', 'Rent', month, 5000, false),
    budget('transport', 'Transport', month, 6000, false),
  ];
  const answer = (await post('sync/push/', {
    protocol: 1,
    client_id: 'seed',
    mutations: budgets.map((args, i) => ({ number: i + 1, name: 'budget.put.v1', args })),
  })) as { results: { status: string; error?: string }[] };
  const refused = answer.results.find((result) => result.status !== 'applied');
  if (refused) throw new Error(`A seeded budget was refused: ${refused.error}`);
}
