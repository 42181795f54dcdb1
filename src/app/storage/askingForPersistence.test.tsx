import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTestDb } from '../../db/queries/testDb';
import { captureInstallEvents, resetInstallState } from '../pwa/installState';
import { closeWorkspace, openWorkspace } from '../workspace/openWorkspace';
import { fakeStorage, installStorage } from './fakeStorage';
import { getStorageState, requestPersistentStorage, resetStorageState } from './storagePersistence';

// The workspace's sync would reach for a server; these tests are about storage only.
vi.mock('../../sync/triggers', () => ({ startSyncTriggers: () => () => undefined }));

beforeEach(() => {
  freshTestDb().close(); // gives Dexie an IndexedDB for the workspace's own database
  resetStorageState();
});
afterEach(() => {
  closeWorkspace();
  installStorage(undefined);
});

describe('asking the browser to keep the storage', () => {
  it('asks once, only when storage is not persistent yet, and reads the answer', async () => {
    const storage = fakeStorage({ persisted: false, grants: true });
    installStorage(storage);
    expect(await requestPersistentStorage()).toEqual({
      persistence: 'persistent',
      usage: 12_345_678,
      quota: 1_200_000_000,
    });
    await requestPersistentStorage();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('keeps working in browsers without the API, or whose persist() fails', async () => {
    installStorage(undefined);
    expect(await requestPersistentStorage()).toEqual({ persistence: 'unsupported' });
    const failing = fakeStorage({ persisted: false });
    failing.persist.mockRejectedValue(new Error('NotAllowedError'));
    installStorage(failing);
    expect((await requestPersistentStorage()).persistence).toBe('best-effort');
  });

  it('asks when the workspace opens', async () => {
    const storage = fakeStorage({ persisted: false, grants: true });
    installStorage(storage);
    const { db } = await openWorkspace('storage-user');
    await waitFor(() => expect(getStorageState().persistence).toBe('persistent'));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    // The sync engine reads its state as it starts: let that finish before the database closes.
    await db.syncState.count();
  });

  it('asks again after the app is installed', async () => {
    const stop = captureInstallEvents();
    const storage = fakeStorage({ persisted: false, grants: false });
    installStorage(storage);
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    stop();
    resetInstallState();
  });
});
