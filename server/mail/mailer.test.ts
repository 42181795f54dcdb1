import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createMailer, type OutgoingMail } from './mailer';

const mailFrom = 'Money Kitchen <no-reply@money.example.org>';

function recordingLogger() {
  const lines: string[] = [];
  const record = (message: string, detail?: unknown) => {
    lines.push(detail === undefined ? message : `${message} ${JSON.stringify(detail)}`);
  };
  const logger: Logger = { debug: record, info: record, warn: record, error: record };
  return { logger, lines };
}

function message(to: string, token: string): OutgoingMail {
  const link = `https://money.example.org/verify?token=${token}`;
  return { to, subject: `Verify ${token}`, text: `Open ${link}`, html: `<a href="${link}">${link}</a>`, link };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

const tempDataDir = () => mkdtemp(join(tmpdir(), 'mk-mail-'));

/** A real SMTP server on a free local port, keeping every message it accepts. */
async function startSmtpServer(credentials?: { user: string; pass: string }) {
  const received: { mail: ParsedMail; authUser: string | undefined }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, authUser: typeof session.user === 'string' ? session.user : undefined });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** A port nothing listens on: one that was free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/mail and logs its link', async () => {
    const dataDir = await tempDataDir();
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom, dataDir }, logger);

    await mailer.send(message('alice@example.org', 'first'));
    await mailer.send(message("o'brien/x:y@example.org", 'second'));

    const files = (await readdir(join(dataDir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[A-Za-z0-9@._-]+-[0-9a-f]{6}\.eml$/);
    }
    const parsed = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(join(dataDir, 'mail', file)))),
    );
    const alice = parsed.find((mail) => mail.subject === 'Verify first');
    expect(alice).toBeDefined();
    expect(addresses(alice?.to)).toEqual(['alice@example.org']);
    expect(alice?.from?.value).toEqual([{ name: 'Money Kitchen', address: 'no-reply@money.example.org' }]);
    expect(alice?.text).toContain('https://money.example.org/verify?token=first');
    expect(parsed.some((mail) => mail.subject === 'Verify second')).toBe(true);

    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('alice@example.org');
    expect(lines[0]).toContain('Verify first');
    expect(lines[0]).toContain('https://money.example.org/verify?token=first');
    expect(lines[1]).toContain('https://money.example.org/verify?token=second');
  });
});

describe('createMailer with SMTP_URL', () => {
  it('delivers through the SMTP server, logging in with the URL credentials without logging the password', async () => {
    const smtp = await startSmtpServer({ user: 'mk', pass: 's3cret-pass' });
    cleanups.push(smtp.close);
    const dataDir = await tempDataDir();
    const { logger, lines } = recordingLogger();
    const smtpUrl = `smtp://mk:s3cret-pass@127.0.0.1:${smtp.port}`;
    const mailer = createMailer({ smtpUrl, mailFrom, dataDir }, logger);

    await mailer.send(message('bob@example.org', 'smtp'));

    expect(smtp.received).toHaveLength(1);
    const [{ mail, authUser }] = smtp.received as [(typeof smtp.received)[number]];
    expect(authUser).toBe('mk');
    expect(addresses(mail.to)).toEqual(['bob@example.org']);
    expect(mail.from?.value).toEqual([{ name: 'Money Kitchen', address: 'no-reply@money.example.org' }]);
    expect(mail.subject).toBe('Verify smtp');
    expect(mail.text).toContain('https://money.example.org/verify?token=smtp');
    expect(lines.join('\n')).not.toContain('s3cret-pass');
    expect(existsSync(join(dataDir, 'mail'))).toBe(false);
  });

  it('rejects when the SMTP server is not reachable, and writes no file', async () => {
    const dataDir = await tempDataDir();
    const { logger, lines } = recordingLogger();
    const smtpUrl = `smtp://mk:s3cret-pass@127.0.0.1:${await closedPort()}`;
    const mailer = createMailer({ smtpUrl, mailFrom, dataDir }, logger);

    await expect(mailer.send(message('carol@example.org', 'lost'))).rejects.toThrow(/ECONNREFUSED/);
    expect(existsSync(join(dataDir, 'mail'))).toBe(false);
    expect(lines.join('\n')).not.toContain('s3cret-pass');
  });
});
