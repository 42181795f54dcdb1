import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoneyKitchenDb } from '../../db/database';
import { freshTestDb } from '../../db/queries/testDb';
import { wcagAaTags } from '../../../tests/support/axe';
import { startSyncTriggers } from '../../sync/triggers';
import { closeWorkspace, openWorkspace } from './openWorkspace';
import { useDatabase } from './WorkspaceContext';
import { WorkspaceProvider, workspaceTexts } from './WorkspaceProvider';

// No server here: the workspace's sync and the stored user's refresh stay quiet.
vi.mock('../../sync/triggers', () => ({ startSyncTriggers: vi.fn(() => () => undefined) }));
vi.mock('../../sync/liveStream', () => ({ startLiveStream: () => () => undefined }));
vi.mock('../../api/auth', () => ({ fetchUserData: () => Promise.reject(new Error('offline')) }));

beforeEach(() => {
  freshTestDb().close(); // gives Dexie an IndexedDB for the workspace's own database
  vi.mocked(startSyncTriggers).mockClear();
});
afterEach(() => {
  closeWorkspace();
  vi.restoreAllMocks();
});

/** A screen that says, on its very first render, whether the database it was given is open. */
function FirstRead() {
  const db = useDatabase();
  const [openAtFirstRender] = useState(() => db.isOpen());
  return <p>{openAtFirstRender ? 'open at first render' : 'closed at first render'}</p>;
}

describe('opening the signed-in workspace', () => {
  it('renders the screens only once the database is open, so their first reads never queue on the opening', async () => {
    render(
      <WorkspaceProvider userId="opening-user">
        <FirstRead />
      </WorkspaceProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(workspaceTexts.opening);
    await screen.findByText('open at first render');
    expect(startSyncTriggers).toHaveBeenCalledTimes(1);
  });

  it('shows a remounted layout the open workspace at once, without opening it again', async () => {
    const workspace = await openWorkspace('opening-user');
    render(
      <WorkspaceProvider userId="opening-user">
        <FirstRead />
      </WorkspaceProvider>,
    );
    screen.getByText('open at first render');
    expect(await openWorkspace('opening-user')).toBe(workspace);
    expect(startSyncTriggers).toHaveBeenCalledTimes(1);
  });

  it('says so, with a way to try again, when the browser cannot open the database (storage full)', async () => {
    vi.spyOn(MoneyKitchenDb.prototype, 'open').mockRejectedValueOnce(new Error('QuotaExceededError'));
    render(
      <WorkspaceProvider userId="opening-user">
        <FirstRead />
      </WorkspaceProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(workspaceTexts.failed);
    screen.getByRole('button', { name: workspaceTexts.reload });
    expect(startSyncTriggers).not.toHaveBeenCalled();
    // The failure is not kept: the next opening tries again, and succeeds.
    const { db } = await openWorkspace('opening-user');
    expect(db.isOpen()).toBe(true);
  });

  it('passes axe-core’s WCAG A and AA rules while opening and when the opening failed', async () => {
    const violations = async (container: HTMLElement) =>
      (await axe.run(container, { runOnly: { type: 'tag', values: wcagAaTags } })).violations.map((v) => v.id);
    vi.spyOn(MoneyKitchenDb.prototype, 'open').mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { container } = render(
      <WorkspaceProvider userId="opening-user">
        <FirstRead />
      </WorkspaceProvider>,
    );
    expect(await violations(container)).toEqual([]);
    await screen.findByRole('alert');
    expect(await violations(container)).toEqual([]);
  });

  it('starts no sync and leaves no database open for a person who signed out while it opened', async () => {
    const realOpen = MoneyKitchenDb.prototype.open;
    let letOpen!: () => void;
    const opened = new Promise<void>((resolve) => (letOpen = resolve));
    const made = vi.spyOn(MoneyKitchenDb.prototype, 'open').mockImplementation(function (this: MoneyKitchenDb) {
      return opened.then(() => realOpen.call(this)) as ReturnType<MoneyKitchenDb['open']>;
    });
    const beforeMaking = openWorkspace('leaving-user');
    closeWorkspace();
    await expect(beforeMaking).rejects.toThrow();
    expect(made).not.toHaveBeenCalled();

    const whileOpening = openWorkspace('leaving-user');
    await vi.waitFor(() => expect(made).toHaveBeenCalledTimes(1));
    closeWorkspace();
    letOpen();
    await expect(whileOpening).rejects.toThrow();
    expect((made.mock.contexts[0] as MoneyKitchenDb).isOpen()).toBe(false);
    expect(startSyncTriggers).not.toHaveBeenCalled();
  });

  it('closes the last person’s database when another person signs in on the same page', async () => {
    const first = await openWorkspace('first-user');
    const second = await openWorkspace('second-user');
    expect(first.db.isOpen()).toBe(false);
    expect(second.db.isOpen()).toBe(true);
  });
});
