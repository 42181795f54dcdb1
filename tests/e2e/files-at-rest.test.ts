import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { verifiedUser } from '../support/e2eAccounts';

// A DATA_DIR that does not exist yet, so the server makes it, as on a first `npm start`.
const parent = mkdtempSync(join(tmpdir(), 'money-kitchen-at-rest-'));
const dataDir = join(parent, 'data');
let server: BuiltServer | undefined;

beforeAll(async () => {
  // The usual umask, under which files are created world-readable unless the server asks otherwise.
  server = await startBuiltServer({ dataDir, umask: '022' });
  // A person registers and verifies: the database is written (WAL) and a mail lands in DATA_DIR/mail.
  await verifiedUser(server.baseUrl, dataDir, 'atrest');
});
afterAll(async () => {
  await server?.stop();
  rmSync(parent, { recursive: true, force: true });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file and folder under `folder`, with its mode in octal. */
function modesUnder(folder: string): Record<string, string> {
  const modes: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    modes[path.slice(dataDir.length + 1)] = modeOf(path);
  }
  return modes;
}

describe('files at rest on a fresh DATA_DIR (npm start, SQLite)', () => {
  it('another local user cannot read the database: DATA_DIR is 0700, the SQLite file and its -wal and -shm are 0600', () => {
    expect(modeOf(dataDir)).toBe('700');
    const modes = modesUnder(dataDir);
    expect(modes).toMatchObject({
      'money-kitchen.sqlite': '600',
      'money-kitchen.sqlite-wal': '600',
      'money-kitchen.sqlite-shm': '600',
      'jwt-secret': '600',
      mail: '700',
    });
  });

  it('another local user can read nothing the server keeps: no file or folder in DATA_DIR is open to group or others', () => {
    const open = Object.entries(modesUnder(dataDir)).filter(([, mode]) => (parseInt(mode, 8) & 0o077) !== 0);
    expect(open).toEqual([]);
    expect(Object.keys(modesUnder(dataDir)).some((path) => path.startsWith('mail/'))).toBe(true);
  });
});
