import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../../../sw/sessionStore';
import { clearSession, saveSession, saveTokens, type SessionUser } from '../../api/session';
import { mirrorSessionForWorker } from './sessionMirror';
import { browserStorage } from '../../../tests/support/browserStorage';

const user = { id: 'cook-3', username: 'cook', email: 'cook@example.org' } as SessionUser;
let store: SessionStore;

beforeEach(() => {
  vi.stubGlobal('localStorage', browserStorage());
  vi.stubGlobal('window', new EventTarget());
  store = new SessionStore();
});
afterEach(async () => {
  store.close();
  vi.unstubAllGlobals();
  await Dexie.delete('money-kitchen-session');
});

const row = async () => {
  const reader = new SessionStore();
  try {
    return await reader.session.get('current');
  } finally {
    reader.close();
  }
};

describe('mirrorSessionForWorker', () => {
  it('keeps the user id and access token for the worker, never the refresh token, and clears them on sign-out', async () => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    const mirror = mirrorSessionForWorker(store);
    await mirror.settled();
    expect(await row()).toEqual({ key: 'current', userId: 'cook-3', accessToken: 'access-1' });

    saveTokens('access-2', 'refresh-2');
    await mirror.settled();
    expect(await row()).toEqual({ key: 'current', userId: 'cook-3', accessToken: 'access-2' });
    expect(JSON.stringify(await row())).not.toContain('refresh');

    clearSession();
    await mirror.settled();
    expect(await row()).toBeUndefined();
    mirror.stop();
  });
});
