import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../tests/support/browserStorage';
import {
  defaultAccountId,
  importAccountDefault,
  readImportAccountId,
  rememberImportAccountId,
  rememberLastAccountId,
} from './lastAccount';

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

describe("an import's account, remembered per file signature", () => {
  beforeEach(() => vi.stubGlobal('localStorage', browserStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is the account the same signature went into last, per person, apart from the last used one', () => {
    rememberImportAccountId('ann', 'ofx:1111', 'cash');
    rememberImportAccountId('ann', 'csv:2222', 'giro');
    rememberLastAccountId('ann', 'giro');
    expect(readImportAccountId('ann', 'ofx:1111')).toBe('cash');
    expect(readImportAccountId('ann', 'csv:2222')).toBe('giro');
    expect(readImportAccountId('bob', 'ofx:1111')).toBeUndefined();
    expect(readImportAccountId('ann', 'ofx:3333')).toBeUndefined();
  });

  it('starts the import in the remembered account while it is open, else the last used one, else the first open one', () => {
    expect(importAccountDefault('cash', 'giro', accounts)).toBe('cash');
    expect(importAccountDefault('card', 'cash', accounts)).toBe('cash');
    expect(importAccountDefault('gone', undefined, accounts)).toBe('giro');
    expect(importAccountDefault(undefined, undefined, [])).toBeUndefined();
  });

  it('asks again, failing nothing, when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberImportAccountId('ann', 'ofx:1111', 'cash')).not.toThrow();
    expect(readImportAccountId('ann', 'ofx:1111')).toBeUndefined();
  });
});
