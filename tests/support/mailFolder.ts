import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Waits for an email to `to` whose subject starts with `subject` in the server's mail folder (the
 * embedded default writes each message as an .eml file there) and returns its action link.
 */
export async function linkFromMailFolder(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<string> {
  const folder = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const mail = await simpleParser(await readFile(join(folder, file)));
      const recipients = [mail.to].flat().flatMap((field) => field?.value.map((a) => a.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase()) && (mail.subject ?? '').startsWith(subject)) {
        const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`No "${subject}" mail to ${to} within ${timeoutMs} ms`);
    seen.clear();
    await new Promise((r) => setTimeout(r, 100));
  }
}
