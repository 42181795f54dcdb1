import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action link of the message; only used for logging. */
  link: string;
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * With SMTP_URL the mail goes out through that server. Without it, each message is kept as an
 * .eml file in DATA_DIR/mail and its link is logged, so a self-hoster without a mail server can
 * still verify their first account. Sending errors reach the caller.
 */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, logger) : fileMailer(config, logger);
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  // The URL may hold the SMTP password: only its host is ever logged.
  const host = smtpHost(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
      logger.debug(`Mail "${subject}" to ${to} sent through SMTP ${host}`);
    },
  };
}

function smtpHost(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host;
  } catch {
    return '(host unknown)';
  }
}

function fileMailer({ dataDir, mailFrom }: MailerConfig, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = join(dataDir, 'mail');
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from: mailFrom, to, subject, text, html });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, emlFileName(to));
      // The message holds a live login link: keep it private, and never overwrite another.
      await writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
      logger.info(`Mail to ${to}: "${subject}" ${link} (no SMTP_URL, saved as ${file})`);
    },
  };
}

/** `2026-11-22T10-15-30-123Z-alice@example.org-3f9a1c.eml`: sorts by time, legal on any file system. */
function emlFileName(to: string, now = new Date()): string {
  const time = now.toISOString().replace(/[:.]/g, '-');
  const recipient = to.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 64);
  return `${time}-${recipient}-${randomBytes(3).toString('hex')}.eml`;
}
