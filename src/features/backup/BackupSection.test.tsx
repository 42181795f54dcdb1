import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../api/session';
import { WorkspaceContext } from '../../app/workspace/WorkspaceContext';
import { runCommand } from '../../db/commands/runCommand';
import type { MoneyKitchenDb } from '../../db/database';
import { freshTestDb } from '../../db/queries/testDb';
import { BackupSection } from './BackupSection';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

/**
 * Replaces fetch with one answer per call (an Error is a network failure). Relative URLs are
 * resolved against the page, as a browser does, since the client's prefix is '/api/'.
 */
function stubServer(...answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const NodeRequest = globalThis.Request;
  class BrowserLikeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  vi.stubGlobal('Request', BrowserLikeRequest);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: await request.clone().text(),
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let db: MoneyKitchenDb;
const syncNow = vi.fn(async () => undefined);

beforeEach(() => {
  db = freshTestDb();
  saveSession({
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    user: { id: 'u1', username: 'cook', email: 'cook@example.com', first_name: '', last_name: '', email_verify: true },
  });
});

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  db.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  syncNow.mockClear();
});

function renderSection() {
  return render(
    <WorkspaceContext.Provider value={{ db, engine: { syncNow } as never }}>
      <BackupSection />
    </WorkspaceContext.Provider>,
  );
}

/** Captures what the temporary download link would save. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; these are put back after each test.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:backup-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Restore from file'), { target: { files: [file] } });

const backupFile = JSON.stringify({ format: 'money-kitchen-backup', version: 1, records: {} });

describe('BackupSection', () => {
  it('offers a download and a restore from a JSON file', () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeTruthy();
    const input = screen.getByLabelText('Restore from file') as HTMLInputElement;
    expect([input.type, input.accept]).toEqual(['file', 'application/json,.json']);
  });

  it("downloads with the session's bearer token and saves the file under the server's name", async () => {
    const { sent } = stubServer(
      json(
        200,
        { format: 'money-kitchen-backup', version: 1 },
        {
          'content-disposition': 'attachment; filename="money-kitchen-backup-2026-03-15.json"',
        },
      ),
    );
    const saved = captureDownloads();
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download backup' }));
    expect((await screen.findByRole('status')).textContent).toBe('Backup downloaded.');
    expect(sent).toEqual([
      {
        url: 'http://localhost:3000/api/backup/',
        method: 'GET',
        authorization: 'Bearer access-token',
        contentType: null,
        body: '',
      },
    ]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('money-kitchen-backup-2026-03-15.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual({ format: 'money-kitchen-backup', version: 1 });
  });

  it('says why a download failed', async () => {
    stubServer(json(500, { error: 'Server error. Please try again later.' }), new TypeError('Failed to fetch'));
    captureDownloads();
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download backup' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Download backup' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("You're offline. Check your connection and try again."),
    );
  });

  it('restores a chosen file after confirming, shows the answer and syncs', async () => {
    const { sent } = stubServer(
      json(200, { message: 'Backup restored: 3 records written.', restored: {}, unchanged: 0 }),
    );
    renderSection();
    chooseFile(new File([backupFile], 'money-kitchen-backup-2026-03-01.json', { type: 'application/json' }));
    expect(await answerConfirmation(true)).toBe(
      'Restore "money-kitchen-backup-2026-03-01.json" into this account? Records in the file replace the ones with the same id here; nothing is deleted.',
    );
    expect((await screen.findByRole('status')).textContent).toBe('Backup restored: 3 records written.');
    expect(sent).toEqual([
      {
        url: 'http://localhost:3000/api/backup/restore/',
        method: 'POST',
        authorization: 'Bearer access-token',
        contentType: 'application/json',
        body: backupFile,
      },
    ]);
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the restore is not confirmed', async () => {
    const { fetchMock } = stubServer(json(200, {}));
    renderSection();
    chooseFile(new File([backupFile], 'backup.json'));
    await answerConfirmation(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(syncNow).not.toHaveBeenCalled();
  });

  it("shows the server's reason when a file is refused", async () => {
    stubServer(json(400, { error: 'This backup has format version 9; this server restores version 1 files.' }));
    renderSection();
    chooseFile(new File(['{}'], 'old.json'));
    await answerConfirmation(true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This backup has format version 9; this server restores version 1 files.',
    );
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('warns that changes still waiting to sync are not in a backup yet', async () => {
    await runCommand(db, [
      { kind: 'setting', op: 'put', id: 'favorite_currency', record: { id: 'favorite_currency', value: 'EUR' } },
    ]);
    renderSection();
    expect(
      await screen.findByText(
        '1 change made on this device has not reached the server yet, so it is not in a backup until the next sync.',
      ),
    ).toBeTruthy();
  });

  it('asks for the password when the server wants it said again, then lets the person choose the file again', async () => {
    const reauthRequired =
      'For your safety, confirm it is you: enter your password (or a two-factor code) again, then try once more.';
    const { sent } = stubServer(
      json(403, { error: reauthRequired, code: 'reauth_required' }),
      json(200, { message: 'Thank you.' }),
    );
    renderSection();
    chooseFile(new File([backupFile], 'backup.json', { type: 'application/json' }));
    await answerConfirmation(true);
    expect((await screen.findByRole('alert')).textContent).toBe(reauthRequired);
    fireEvent.change(screen.getByLabelText('Password or two-factor code'), { target: { value: 'kitchen pass 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm It’s You' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you. Now choose the backup file again.');
    expect(sent[1]).toMatchObject({
      url: 'http://localhost:3000/api/auth/reauthenticate/',
      body: '{"password":"kitchen pass 1"}',
    });
    expect(screen.queryByLabelText('Password or two-factor code')).toBeNull();
  });
});
