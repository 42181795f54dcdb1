/** The wording of the Rules screen and its form (issue 48, item 1). */
export const rulesTexts = {
  title: 'Rules',
  subtitle: 'Categorise, rename and tag transactions as they are imported, in the order listed',
  listName: 'Rules, in the order they run',
  add: 'Add rule',
  update: 'Update rule',
  loading: 'Loading rules...',
  empty: 'No rules yet.',
  emptyHint: 'A rule such as "payee contains REWE: category Groceries" categorises every import from that shop.',
  emptyAction: 'Add your first rule',
  fetchFailed: 'Failed to read the rules',
  addTitle: 'Add rule',
  editTitle: 'Edit rule',
  added: 'Rule added.',
  updated: 'Rule updated.',
  addFailed: 'Failed to add the rule.',
  updateFailed: 'Failed to update the rule.',
  confirmDelete: 'Delete this rule? Transactions it already changed stay as they are.',
  deleted: 'Rule deleted.',
  deleteFailed: 'Failed to delete the rule',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveFailed: 'Failed to move the rule',
  disabled: 'Off',
  valueRequired: 'Give the condition a value.',
  amountRequired: 'Give the amount, or both ends of the range.',
  actionRequired: 'Choose at least one thing the rule sets: a category, a payee, tags or a split.',
  splitFormat: 'Write a split as categories with whole-number shares, such as "Food: 3, Household: 1".',
  categoryOrSplit: 'A split sets the categories: leave "Set category" empty, or the split.',
  splitLabel: 'Or split by shares',
  splitHint: 'Such as "Food: 3, Household: 1": the amount divided 3 to 1',
  nameLabel: 'Name (optional)',
  fieldLabel: 'When the',
  opLabel: 'Test',
  valueLabel: 'Value',
  minLabel: 'From amount',
  maxLabel: 'To amount',
  categoryLabel: 'Set category',
  payeeLabel: 'Rename payee to',
  tagsLabel: 'Add tags',
  tagsHint: 'Separated by commas',
  enabledLabel: 'Run this rule',
  moreConditions: (count: number) =>
    `This rule has ${count} more ${count === 1 ? 'condition' : 'conditions'}, kept as they are.`,
} as const;

export const fieldChoices = [
  { value: 'payee', label: 'payee' },
  { value: 'description', label: 'description' },
  { value: 'amount', label: 'amount' },
  { value: 'account', label: 'account' },
  { value: 'type', label: 'type' },
  { value: 'currency', label: 'currency' },
] as const;

export const textOpChoices = [
  { value: 'contains', label: 'contains' },
  { value: 'equals', label: 'equals' },
  { value: 'starts_with', label: 'starts with' },
  { value: 'matches', label: 'matches the pattern' },
] as const;

export const amountOpChoices = [
  { value: 'equals', label: 'is exactly' },
  { value: 'between', label: 'is between' },
] as const;

const transactions = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'transaction' : 'transactions'}`;

export const runRulesTexts = {
  heading: 'Run the rules on your transactions',
  intro: 'Fills the category where a transaction has none, renames payees and adds tags. Undoable.',
  check: 'Check transactions',
  checking: 'Checking every transaction...',
  running: 'Changing...',
  wouldChange: (n: number) =>
    n === 0 ? 'The rules would change no transaction.' : `The rules would change ${transactions(n)}.`,
  apply: (n: number) => `Change ${transactions(n)}`,
  changed: (n: number) => `Rules applied to ${transactions(n)}.`,
  failed: 'Failed to run the rules.',
} as const;
