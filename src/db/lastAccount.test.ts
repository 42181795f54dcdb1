import { describe, expect, it } from 'vitest';
import { defaultAccountId } from './lastAccount';

const accounts = [
  { account: { id: 'card', closed: true } },
  { account: { id: 'giro', closed: false } },
  { account: { id: 'cash', closed: false } },
];

describe("the add form's account", () => {
  it('is the last used one while it is open, else the first open one, else none', () => {
    expect(defaultAccountId('cash', accounts)).toBe('cash');
    expect(defaultAccountId('card', accounts)).toBe('giro');
    expect(defaultAccountId(undefined, accounts)).toBe('giro');
    expect(defaultAccountId('gone', [])).toBeUndefined();
  });
});
