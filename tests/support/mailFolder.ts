import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Waits until the server's mail folder (the embedded default writes each message as an .eml file
 * there) holds at least `atLeast` emails to `to` whose subject starts with `subject`, and returns the
 * action link of the newest. A mail the server sends after answering (a resent verification) is
 * waited for by asking for one more. The wait is generous: on a loaded CI machine a registration's
 * password hash and mail took over 10 s once.
 */
export async function linkFromMailFolder(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 30_000,
  atLeast = 1,
): Promise<string> {
  return (await linksFromMailFolder(dataDir, to, subject, timeoutMs, atLeast))[0]!;
}

/** As `linkFromMailFolder`, but every link of the newest such email, in order (approve, then cancel). */
export async function linksFromMailFolder(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 30_000,
  atLeast = 1,
): Promise<string[]> {
  const folder = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const links = new Map<string, string[] | undefined>();
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    for (const file of files) {
      if (links.has(file)) continue;
      const mail = await simpleParser(await readFile(join(folder, file)));
      const recipients = [mail.to].flat().flatMap((field) => field?.value.map((a) => a.address?.toLowerCase()) ?? []);
      const matches = recipients.includes(to.toLowerCase()) && (mail.subject ?? '').startsWith(subject);
      const found = (mail.text ?? '').match(/https?:\/\/\S+/g);
      links.set(file, matches && found ? found : undefined);
    }
    // File names start with the time sent, so this is oldest first.
    const found = files.map((file) => links.get(file)).filter((link) => link !== undefined);
    if (found.length >= atLeast) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No "${subject}" mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
