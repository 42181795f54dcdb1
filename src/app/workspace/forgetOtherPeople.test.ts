import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, type SessionUser } from '../../api/session';
import { databaseNameFor, MoneyKitchenDb } from '../../db/database';
import { forgetOnSessionChange } from './forgetOnSessionChange';
import { forgetOtherPeople } from './forgetOtherPeople';
import { browserStorage } from '../../../tests/support/browserStorage';

const alice = '0190f2a4-1111-7000-8000-00000000000a';
const bob = '0190f2a4-2222-7000-8000-00000000000b';
const carol = '0190f2a4-3333-7000-8000-00000000000c';

/** A person's database as the app leaves it, with `unsent` changes in its outbox. */
async function personDatabase(userId: string, unsent = 0) {
  const db = new MoneyKitchenDb(databaseNameFor(userId));
  await db.open();
  for (let i = 0; i < unsent; i += 1) {
    await db.outbox.add({ mutation: { name: 'transaction.put.v1', args: { id: `t${i}` } } } as never);
  }
  db.close();
}

const names = async () => (await Dexie.getDatabaseNames()).sort();

const signIn = (id: string) =>
  saveSession({ accessToken: 'a', refreshToken: 'r', user: { id, username: id } as SessionUser });

beforeEach(() => {
  vi.stubGlobal('localStorage', browserStorage());
  vi.stubGlobal('window', new EventTarget());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
});

describe('forgetting other people on a shared browser (ASVS V8.2.3)', () => {
  it("next person on the browser: deletes others' copies with nothing unsent, keeps one with unsent changes and the worker's own", async () => {
    await personDatabase(alice);
    await personDatabase(bob, 2);
    await personDatabase(carol);
    const workerSession = new Dexie('money-kitchen-session');
    workerSession.version(1).stores({ session: 'key' });
    await workerSession.open();
    workerSession.close();
    const deleted = await forgetOtherPeople(carol);
    expect(deleted).toEqual([databaseNameFor(alice)]);
    expect(await names()).toEqual([databaseNameFor(bob), databaseNameFor(carol), 'money-kitchen-session'].sort());
  });

  it('deletes every copy with nothing unsent when nobody stays signed in', async () => {
    await personDatabase(alice);
    await personDatabase(bob, 1);
    await forgetOtherPeople(undefined);
    expect(await names()).toEqual([databaseNameFor(bob)]);
  });

  it("another person signs in: the previous person's copy goes; a refused refresh ends the session and its own copy goes", async () => {
    await personDatabase(alice);
    signIn(alice);
    const watch = forgetOnSessionChange();
    await watch.settled();
    expect(await names()).toEqual([databaseNameFor(alice)]);

    signIn(bob);
    await personDatabase(bob);
    await watch.settled();
    expect(await names()).toEqual([databaseNameFor(bob)]);

    // What http.ts does when the server refuses the refresh token.
    clearSession();
    await watch.settled();
    expect(await names()).toEqual([]);
    watch.stop();
  });

  it('keeps the copy of a person whose session ended with changes still unsent', async () => {
    await personDatabase(alice, 3);
    signIn(alice);
    const watch = forgetOnSessionChange();
    clearSession();
    await watch.settled();
    expect(await names()).toEqual([databaseNameFor(alice)]);
    watch.stop();
  });
});
