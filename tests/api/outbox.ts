/**
 * Reading the outbox of a test's data dir: every message the shop wrote there as an .eml file,
 * parsed the way a mail client reads it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Harness } from './helpers.ts';

export interface OutboxMessage {
  file: string;
  mail: ParsedMail;
  to: string;
}

/** The messages written so far (after the background sends have ended), oldest first. */
export async function readOutbox(harness: Harness): Promise<OutboxMessage[]> {
  await harness.deps.background.settle();
  const dir = path.join(harness.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
      return { file, mail, to };
    }),
  );
}

/** The messages of one kind to one address. */
export async function outboxFor(harness: Harness, to: string, kind?: string): Promise<OutboxMessage[]> {
  return (await readOutbox(harness)).filter((message) => message.to === to && (!kind || message.file.includes(`-${kind}-`)));
}

/** Every link of the message's HTML part. */
export function linksOf(mail: ParsedMail): string[] {
  return [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}
