import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { freePort, startBuiltServer, type BuiltServer } from '../support/builtServer';
import { verifiedUser } from '../support/e2eAccounts';

const chrome = useBrowser();

/** A page on its own origin, as the original client is when served from another host. */
async function startPageHost(): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>client</title>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-cors-'));
let api: BuiltServer | undefined;
let listed: { origin: string; server: Server };
let stranger: { origin: string; server: Server };

beforeAll(async () => {
  listed = await startPageHost();
  stranger = await startPageHost();
  api = await startBuiltServer({ dataDir, env: { CORS_ORIGINS: listed.origin } });
});
afterAll(async () => {
  await api?.stop();
  listed?.server.close();
  stranger?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** In the page: sign in, read the profile and the CSV export's file name, as the original client does. */
async function callsFromPage({ apiUrl, username, password }: { apiUrl: string; username: string; password: string }) {
  const login = await fetch(`${apiUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const profile = await fetch(`${apiUrl}/api/user-data/`, { headers });
  const csv = await fetch(
    `${apiUrl}/api/finance-management/transaction/export-csv/?start_date=2026-01-01&end_date=2026-01-31`,
    { headers },
  );
  const refused = await fetch(`${apiUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'wrong password' }),
  });
  return {
    login: login.status,
    username: ((await profile.json()) as { username: string }).username,
    fileName: csv.headers.get('content-disposition'),
    refused: [refused.status, ((await refused.json()) as { error: string }).error],
  };
}

// Issue 13 item 16, in a real browser: preflights, bearer tokens and exposed headers across origins.
it('lets a page on a listed origin use the API across origins, and a page elsewhere not at all', async () => {
  const server = api!;
  const user = await verifiedUser(server.baseUrl, dataDir, 'cors');
  const context = await chrome.browser.newContext();
  const page = await context.newPage();

  await page.goto(listed.origin);
  const result = await page.evaluate(callsFromPage, {
    apiUrl: server.baseUrl,
    username: user.username,
    password: user.password,
  });
  expect(result.login).toBe(200);
  expect(result.username).toBe(user.username);
  expect(result.fileName).toBe('attachment; filename="transactions_2026-01-01_to_2026-01-31.csv"');
  expect(result.refused).toEqual([401, 'Invalid credentials']);

  await page.goto(stranger.origin);
  const blocked = await page.evaluate(
    (apiUrl) =>
      fetch(`${apiUrl}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'x', password: 'y' }),
      }).then(
        (answer) => `answered ${answer.status}`,
        (error: unknown) => `blocked: ${String(error)}`,
      ),
    server.baseUrl,
  );
  expect(blocked).toMatch(/^blocked: TypeError/);
  await context.close();
});
