/**
 * Test-only: importing `db` from here runs each screen test of the file on a fresh local database
 * (eachScreenTest), with every mock's calls cleared first. The binding is live: read it inside tests.
 */
import { vi } from 'vitest';
import type { MoneyKitchenDb } from '../../src/db/database';
import { eachScreenTest } from './screenTest';

export let db: MoneyKitchenDb;
eachScreenTest((fresh) => {
  vi.clearAllMocks();
  db = fresh;
});
