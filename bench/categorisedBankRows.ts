import type { IsoDate } from '../src/domain/dates';
import type { Cents } from '../src/domain/money';
import type { TransactionKind } from '../src/domain/transactionKind';
import { mulberry32 } from '../tests/support/mulberry32';

/**
 * A person's categorised bank history for measuring the learned suggestions (issue 48, item 2):
 * someone in Berlin with a German current account, a UK card from a year in London, trips to France
 * and family in Cairo. Payees and purpose lines are written as banks export them: German SEPA lines
 * ("SEPA-LASTSCHRIFT", "EREF+"), card lines ("POS 12/03 ..."), UK ones ("TESCO STORES 2234 LONDON"),
 * French ("CB CARREFOUR CITY 12/03"), Arabic ones from an Egyptian card. Deterministic: one seed.
 *
 * Noise as in real data: some payees in two categories (Amazon is shopping and presents, PayPal
 * carries anything, dm is health and shopping), one-off payees (restaurants, hotels) whose only
 * clue is a generic word, card numbers and dates that differ on every line.
 */
export interface CategorisedRow {
  date: IsoDate;
  trans_status: TransactionKind;
  payee: string;
  trans_details: string;
  amount_cents: Cents;
  account_id: string;
  category: string;
}

type Random = () => number;
type Text = (random: Random, date: IsoDate) => string;

/** A kind of line the person's statements hold: who, what, how often, how much, which account. */
interface Merchant {
  category: string;
  kind?: TransactionKind;
  payee: Text;
  details: Text;
  /** Expected lines a week (everyday spending), or a monthly line on `monthDay`. */
  perWeek?: number;
  monthDay?: number;
  /** Weekday weights, Sunday first (shops are shut on Sundays in Germany). */
  weekdays?: readonly number[];
  euros: [number, number];
  account: 'giro' | 'uk' | 'egypt';
  /** Only in these years of the history (0 = the first). */
  years?: readonly number[];
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const oneOf = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** A name met once: a market stall or a restaurant on a trip, made of syllables. */
const madeUpName = (random: Random) =>
  Array.from({ length: 3 }, () => oneOf(random, ['ka', 'lo', 'mi', 'ran', 'te', 'zu', 'bel', 'no', 'sa', 'vi'])).join(
    '',
  );
const dayMonth = (date: IsoDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const fixed =
  (text: string): Text =>
  () =>
    text;

const shops = [1, 1, 1, 1, 1, 3, 0] as const; // Saturday is the big shopping day
const evenings = [1, 0.5, 0.5, 0.7, 1, 2, 2] as const;
const workdays = [0.2, 1, 1, 1, 1, 1, 0.4] as const;

const merchants: readonly Merchant[] = [
  // Groceries
  {
    category: 'Groceries',
    payee: fixed('REWE Markt GmbH'),
    details: (r) => `REWE SAGT DANKE ${digits(r, 4)}`,
    perWeek: 1.6,
    weekdays: shops,
    euros: [8, 120],
    account: 'giro',
  },
  {
    category: 'Groceries',
    payee: fixed('LIDL DIENSTLEISTUNG'),
    details: (r, d) => `POS ${dayMonth(d)} LIDL SAGT DANKE BERLIN ${digits(r, 6)}`,
    perWeek: 0.9,
    weekdays: shops,
    euros: [5, 70],
    account: 'giro',
  },
  {
    category: 'Groceries',
    payee: fixed('Bäckerei Kamps'),
    details: (r, d) => `Kartenzahlung girocard ${dayMonth(d)} ${digits(r, 4)}`,
    perWeek: 1.2,
    weekdays: [1, 1, 1, 1, 1, 1.5, 0],
    euros: [2, 12],
    account: 'giro',
  },
  {
    category: 'Groceries',
    payee: fixed('TESCO STORES'),
    details: (r) => `TESCO STORES ${digits(r, 4)} LONDON`,
    perWeek: 1.5,
    weekdays: shops,
    euros: [6, 90],
    account: 'uk',
    years: [1],
  },
  {
    category: 'Groceries',
    payee: fixed('كارفور'),
    details: (r) => `شراء بطاقة كارفور المعادي ${digits(r, 5)}`,
    perWeek: 0.1,
    euros: [10, 80],
    account: 'egypt',
  },
  // Eating out
  {
    category: 'Eating out',
    payee: fixed('Lieferando.de'),
    details: (r) => `SEPA-LASTSCHRIFT Lieferando Bestellung ${digits(r, 9)}`,
    perWeek: 0.6,
    weekdays: evenings,
    euros: [14, 45],
    account: 'giro',
  },
  {
    category: 'Eating out',
    payee: (r) => oneOf(r, ['Restaurant Zur Linde', 'Restaurant Olivio', 'Trattoria Da Enzo', 'Sushi Circle']),
    details: (r, d) => `POS ${dayMonth(d)} ${digits(r, 6)} Kartenzahlung`,
    perWeek: 0.5,
    weekdays: evenings,
    euros: [18, 90],
    account: 'giro',
  },
  {
    category: 'Eating out',
    payee: (r) => `${oneOf(r, ['Imbiss', 'Bistro', 'Restaurant', 'SumUp *Bar'])} ${madeUpName(r)}`,
    details: (r, d) => `POS ${dayMonth(d)} ${digits(r, 6)} Kartenzahlung`,
    perWeek: 0.3,
    weekdays: evenings,
    euros: [6, 60],
    account: 'giro',
  },
  {
    category: 'Eating out',
    payee: fixed('PRET A MANGER'),
    details: (r, d) => `CARD PAYMENT TO PRET A MANGER ${digits(r, 4)} ON ${dayMonth(d)}`,
    perWeek: 1.5,
    weekdays: workdays,
    euros: [4, 12],
    account: 'uk',
    years: [1],
  },
  {
    category: 'Eating out',
    payee: (r) =>
      `${oneOf(r, ['Café', 'Cafe', 'Kaffeehaus'])} ${oneOf(r, ['Einstein', 'Mitte', 'Am Park', 'Luna', 'Nord', 'Blau'])}`,
    details: (r, d) => `Kartenzahlung ${dayMonth(d)} ${digits(r, 4)}`,
    perWeek: 0.8,
    euros: [3, 14],
    account: 'giro',
  },
  // Transport
  {
    category: 'Transport',
    payee: fixed('BVG Berliner Verkehrsbetriebe'),
    details: (r) => `SEPA-LASTSCHRIFT Abo Monatskarte ABO-NR ${digits(r, 8)}`,
    monthDay: 1,
    euros: [86, 86],
    account: 'giro',
  },
  {
    category: 'Transport',
    payee: fixed('DB Vertrieb GmbH'),
    details: (r) => `Fahrkarte ${digits(r, 10)} EREF+${digits(r, 12)}`,
    perWeek: 0.15,
    euros: [19, 140],
    account: 'giro',
  },
  {
    category: 'Transport',
    payee: fixed('TFL TRAVEL CH'),
    details: (r) => `TFL TRAVEL CH TFL.GOV.UK/CP ${digits(r, 4)}`,
    perWeek: 3,
    weekdays: workdays,
    euros: [3, 9],
    account: 'uk',
    years: [1],
  },
  {
    category: 'Transport',
    payee: (r) => oneOf(r, ['Shell Deutschland', 'ARAL Station', 'TotalEnergies']),
    details: (r, d) => `POS ${dayMonth(d)} TANKSTELLE ${digits(r, 4)}`,
    perWeek: 0.2,
    euros: [30, 75],
    account: 'giro',
  },
  {
    category: 'Transport',
    payee: fixed('Uber'),
    details: (r) => `رحلة أوبر القاهرة ${digits(r, 6)}`,
    perWeek: 0.1,
    euros: [2, 10],
    account: 'egypt',
  },
  // Shopping, and presents from the same shops
  {
    category: 'Shopping',
    payee: fixed('AMAZON EU S.A R.L.'),
    details: (r) => `${digits(r, 3)}-${digits(r, 7)}-${digits(r, 7)} Amazon.de ${digits(r, 12)}`,
    perWeek: 0.7,
    euros: [6, 150],
    account: 'giro',
  },
  {
    category: 'Gifts',
    payee: fixed('AMAZON EU S.A R.L.'),
    details: (r) => `${digits(r, 3)}-${digits(r, 7)}-${digits(r, 7)} Amazon.de ${digits(r, 12)}`,
    perWeek: 0.12,
    euros: [15, 80],
    account: 'giro',
  },
  {
    category: 'Gifts',
    payee: (r) => oneOf(r, ['Blumen Fleurop', 'Thalia Bücher', 'Galeries Lafayette']),
    details: (r, d) => `POS ${dayMonth(d)} ${digits(r, 6)} Kartenzahlung`,
    perWeek: 0.1,
    euros: [15, 90],
    account: 'giro',
  },
  {
    category: 'Shopping',
    payee: fixed('PayPal Europe S.a.r.l. et Cie S.C.A'),
    details: (r) => `PP.${digits(r, 4)}.PP . eBay, Ihr Einkauf bei eBay`,
    perWeek: 0.2,
    euros: [5, 120],
    account: 'giro',
  },
  {
    category: 'Health',
    payee: fixed('dm-drogerie markt'),
    details: (r, d) => `POS ${dayMonth(d)} DM FIL. ${digits(r, 4)} Kartenzahlung`,
    perWeek: 0.4,
    weekdays: shops,
    euros: [3, 40],
    account: 'giro',
  },
  {
    category: 'Shopping',
    payee: fixed('dm-drogerie markt'),
    details: (r, d) => `POS ${dayMonth(d)} DM FIL. ${digits(r, 4)} Kartenzahlung`,
    perWeek: 0.2,
    weekdays: shops,
    euros: [3, 40],
    account: 'giro',
  },
  {
    category: 'Health',
    payee: (r) => oneOf(r, ['Apotheke am Markt', 'Linden-Apotheke', 'Pharmacie Centrale']),
    details: (r, d) => `Kartenzahlung ${dayMonth(d)} ${digits(r, 4)}`,
    perWeek: 0.15,
    euros: [4, 60],
    account: 'giro',
  },
  // Monthly: rent, bills, subscriptions, income
  {
    category: 'Rent',
    payee: fixed('Hausverwaltung Berger & Co'),
    details: (_r, d) => `DAUERAUFTRAG Miete ${d.slice(5, 7)}/${d.slice(0, 4)} Whg 3 links`,
    monthDay: 1,
    euros: [1150, 1150],
    account: 'giro',
  },
  {
    category: 'Utilities',
    payee: fixed('Vattenfall Europe Sales GmbH'),
    details: (r) => `SEPA-LASTSCHRIFT Abschlag Strom Vertragskonto ${digits(r, 10)} EREF+${digits(r, 12)}`,
    monthDay: 15,
    euros: [62, 62],
    account: 'giro',
  },
  {
    category: 'Utilities',
    payee: fixed('EDF'),
    details: (r) => `PRLV SEPA EDF CLIENTS PARTICULIERS ECH ${digits(r, 6)}`,
    monthDay: 10,
    euros: [40, 90],
    account: 'giro',
    years: [0],
  },
  {
    category: 'Phone & internet',
    payee: fixed('Telefonica Germany GmbH'),
    details: (r) => `O2 Rechnung Kundenkonto ${digits(r, 10)}`,
    monthDay: 5,
    euros: [25, 25],
    account: 'giro',
  },
  {
    category: 'Subscriptions',
    payee: fixed('PayPal Europe S.a.r.l. et Cie S.C.A'),
    details: (r) => `PP.${digits(r, 4)}.PP . Spotify AB, Ihr Einkauf bei Spotify AB`,
    monthDay: 20,
    euros: [11, 11],
    account: 'giro',
  },
  {
    category: 'Subscriptions',
    payee: fixed('NETFLIX.COM'),
    details: fixed('NETFLIX.COM 866-579-7172 NL'),
    monthDay: 9,
    euros: [13, 13],
    account: 'giro',
  },
  {
    category: 'Insurance',
    payee: fixed('Techniker Krankenkasse'),
    details: (r) => `SEPA-LASTSCHRIFT Beitrag Zusatzversicherung MREF+${digits(r, 8)}`,
    monthDay: 3,
    euros: [18, 18],
    account: 'giro',
  },
  {
    category: 'Salary',
    kind: 'deposit',
    payee: fixed('Kiezsoft GmbH'),
    details: (_r, d) => `LOHN/GEHALT ${d.slice(5, 7)}/${d.slice(0, 4)} Personalnr 4471`,
    monthDay: 27,
    euros: [3350, 3420],
    account: 'giro',
  },
  {
    category: 'Refunds',
    kind: 'deposit',
    payee: fixed('AMAZON EU S.A R.L.'),
    details: (r) => `Erstattung ${digits(r, 3)}-${digits(r, 7)}-${digits(r, 7)} Amazon.de`,
    perWeek: 0.08,
    euros: [6, 80],
    account: 'giro',
  },
  // Cash and travel
  {
    category: 'Cash',
    payee: (r) => oneOf(r, ['Berliner Sparkasse', 'Deutsche Bank', 'Commerzbank']),
    details: (r, d) => `Bargeldauszahlung GA ${dayMonth(d)} ${digits(r, 6)}`,
    perWeek: 0.4,
    euros: [50, 200],
    account: 'giro',
  },
  {
    category: 'Cash',
    payee: fixed('البنك الأهلي المصري'),
    details: (r) => `سحب نقدي صراف آلي ${digits(r, 6)}`,
    perWeek: 0.1,
    euros: [20, 100],
    account: 'egypt',
  },
  {
    category: 'Travel',
    payee: (r) => oneOf(r, ['Hotel Le Petit Marais', 'Ibis Paris Gare', 'Marriott Zamalek', 'Premier Inn']),
    details: (r, d) => `CB ${dayMonth(d)} HOTEL FACT ${digits(r, 6)}`,
    perWeek: 0.06,
    euros: [80, 450],
    account: 'giro',
  },
  {
    category: 'Travel',
    payee: (r) => oneOf(r, ['Lufthansa', 'easyJet', 'EgyptAir']),
    details: (r) => `Flugticket Buchung ${digits(r, 6)} EREF+${digits(r, 12)}`,
    perWeek: 0.04,
    euros: [90, 700],
    account: 'giro',
  },
  {
    category: 'Entertainment',
    payee: (r) => oneOf(r, ['CineStar', 'Yorck Kinos', 'Eventim', 'Steam Games']),
    details: (r, d) => `POS ${dayMonth(d)} ${digits(r, 6)} Kartenzahlung`,
    perWeek: 0.35,
    weekdays: evenings,
    euros: [8, 60],
    account: 'giro',
  },
];

const dayMs = 86_400_000;

/**
 * `years` years of the person's statements up to `endDate`, in date order. Everyday lines fall on a
 * day with their weekly rate and weekday weights; monthly ones on their day, every month. The
 * amount is log-uniform in the merchant's range (a fixed bill is always the same).
 */
export function categorisedBankRows(endDate: IsoDate, years = 3, seed = 48_002): CategorisedRow[] {
  const random = mulberry32(seed);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const endYear = new Date(end).getUTCFullYear();
  const start = Date.UTC(endYear - years, new Date(end).getUTCMonth(), new Date(end).getUTCDate()) + dayMs;
  const rows: CategorisedRow[] = [];
  for (let time = start; time <= end; time += dayMs) {
    const day = new Date(time);
    const date = day.toISOString().slice(0, 10) as IsoDate;
    const year = Math.floor((time - start) / (365.25 * dayMs));
    for (const merchant of merchants) {
      if (merchant.years && !merchant.years.includes(year)) continue;
      const weights = merchant.weekdays ?? [1, 1, 1, 1, 1, 1, 1];
      const weekdayShare = weights[day.getUTCDay()]! / (weights.reduce((sum, w) => sum + w, 0) / 7);
      const happens =
        merchant.monthDay !== undefined
          ? day.getUTCDate() === merchant.monthDay
          : random() < ((merchant.perWeek ?? 0) / 7) * weekdayShare;
      if (!happens) continue;
      const [low, high] = merchant.euros;
      const euros = low === high ? low : Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
      rows.push({
        date,
        trans_status: merchant.kind ?? 'withdraw',
        payee: merchant.payee(random, date),
        trans_details: merchant.details(random, date),
        amount_cents: Math.max(1, Math.round(euros * 100)) as Cents,
        account_id: `person-${merchant.account}`,
        category: merchant.category,
      });
    }
  }
  // A person's own noise: now and then a line filed under another of their categories by hand.
  for (const row of rows) {
    if (random() < 0.02 && row.trans_status === 'withdraw') row.category = oneOf(random, ['Shopping', 'Gifts', 'Cash']);
  }
  return rows;
}

/** The distinct categories of some rows, sorted. */
export const categoriesOf = (rows: readonly CategorisedRow[]) => [...new Set(rows.map((row) => row.category))].sort();
