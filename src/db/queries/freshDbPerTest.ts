/**
 * Test-only: importing `db` from here gives each test of the file a fresh database of its own
 * (freshTestDb), closed after the test. The binding is live: read it inside tests and hooks.
 */
import { afterEach, beforeEach } from 'vitest';
import type { MoneyKitchenDb } from '../database';
import { freshTestDb } from './testDb';

export let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});
afterEach(() => db.close());
