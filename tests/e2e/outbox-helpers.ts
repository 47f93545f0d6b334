/**
 * The messages the shop under test wrote to its outbox (no SMTP in the e2e runs): .eml files under
 * the run's data dir, read the way a mail client reads them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

async function messagesTo(email: string, kind: string): Promise<ParsedMail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.includes(`-${kind}-`));
  const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === email));
}

/** Waits for the one message of this kind to this address, and returns the link of its HTML part that contains `pathPart`. */
export async function linkInMail(email: string, kind: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail, ...more] = await messagesTo(email, kind);
      if (!mail || more.length > 0) return more.length > 0 ? 'more than one' : 'none yet';
      link = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).find((href) => href.includes(pathPart));
      return link ? 'found' : 'no link';
    })
    .toBe('found');
  return link!;
}
