import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import { runCommand } from '../../db/commands/runCommand';
import type { MoneyKitchenDb } from '../../db/database';
import { freshTestDb } from '../../db/queries/testDb';
import { WorkspaceContext } from '../workspace/WorkspaceContext';
import { fakeStorage, installStorage, type FakeStorage } from './fakeStorage';
import { getStorageState, refreshStorageState, resetStorageState } from './storagePersistence';
import { StorageWarning } from './StorageWarning';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
  act(() => resetStorageState());
});
afterEach(() => {
  db.close();
  installStorage(undefined);
});

const warning = /^Changes are waiting on this device, and this browser may clear them/;

async function renderWarning(storage: Partial<FakeStorage> | undefined, waiting: number) {
  installStorage(storage);
  for (let i = 0; i < waiting; i += 1) {
    const record = aTransaction();
    await runCommand(db, [{ kind: 'transaction', op: 'put', id: record.id, record }]);
  }
  const view = render(
    <WorkspaceContext.Provider value={{ db, engine: {} as never }}>
      <p>sidebar</p>
      <StorageWarning />
    </WorkspaceContext.Provider>,
  );
  await waitFor(() => expect(getStorageState().persistence).not.toBe('unknown'));
  return view;
}

describe('StorageWarning', () => {
  it('warns when changes wait and storage is not persistent', async () => {
    await renderWarning(fakeStorage({ persisted: false }), 2);
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('warns when changes wait in a browser that does not say whether it keeps them', async () => {
    await renderWarning(undefined, 1);
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('says nothing when storage is persistent', async () => {
    const storage = fakeStorage({ persisted: true });
    await renderWarning(storage, 2);
    expect(screen.queryByText(warning)).toBeNull();
    // The same two changes, once the browser no longer keeps the storage: the warning shows.
    storage.persisted.mockResolvedValue(false);
    await act(() => refreshStorageState());
    expect(await screen.findByText(warning)).toBeTruthy();
  });

  it('says nothing when nothing waits, and goes once the changes are sent', async () => {
    await renderWarning(fakeStorage({ persisted: false }), 0);
    expect(screen.queryByText(warning)).toBeNull();
    const record = aTransaction();
    await act(() => runCommand(db, [{ kind: 'transaction', op: 'put', id: record.id, record }]));
    expect(await screen.findByText(warning)).toBeTruthy();
    await act(() => db.outbox.clear());
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
  });
});
