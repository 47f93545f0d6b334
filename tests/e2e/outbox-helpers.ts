/**
 * The messages the shop under test wrote to its outbox (no SMTP in the e2e runs): .eml files under
 * the run's data dir, read the way a mail client reads them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The messages of this kind to this address; `dataDir` names the shop (the main one unless told). */
export async function messagesTo(email: string, kind: string, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.includes(`-${kind}-`));
  const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === email));
}

const linksOf = (mail: ParsedMail) =>
  [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/**
 * Waits for the messages of this kind to this address that carry a link containing `pathPart`, and
 * returns that link. `only` (the default) also checks that exactly one such message was sent.
 */
export async function linkInMail(email: string, kind: string, pathPart: string, { only = true } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const found = (await messagesTo(email, kind)).map((mail) => linksOf(mail).find((href) => href.includes(pathPart))).filter(Boolean);
      if (found.length === 0) return 'none yet';
      if (only && found.length > 1) return 'more than one';
      link = found[0];
      return 'found';
    })
    .toBe('found');
  return link!;
}
