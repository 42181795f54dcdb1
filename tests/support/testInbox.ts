import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The first link in the text part: every email of the product carries one action link. */
  link: string;
  /** Every link in the text part, in order (an approval mail also carries a cancel link). */
  links: string[];
}

export interface TestInbox {
  smtpUrl: string;
  received: ReceivedMail[];
  /** Waits for the next message to `to` (mail is sent in the background) and returns it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startTestInbox(): Promise<TestInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const text = mail.text ?? '';
        for (const to of recipients(mail)) {
          const links = text.match(/https?:\/\/\S+/g) ?? [];
          received.push({ to, subject: mail.subject ?? '', text, link: links[0] ?? '', links });
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to === to.toLowerCase() && !taken.has(m));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail reached ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
