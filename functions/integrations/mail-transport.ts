/**
 * How a message leaves the shop: through the SMTP server of `SMTP_URL` in production, or, in the
 * embedded mode, into `DATA_DIR/outbox/` as one complete RFC 5322 `.eml` file per message that any
 * mail client opens. nodemailer writes the MIME in both cases; it is loaded by the first message
 * sent, so requests that send none never load it.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { loadOnce } from './load-once.ts';
import type { Logger } from './logger.ts';

/** A file sent with a message (the receipt's calendar invitation); its content is text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  /** The idempotency key: it also makes the Message-ID, so a resent copy is the same message. */
  key: string;
  kind: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** A list message's one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribe?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

/** `<hash-of-the-key@sender-domain>`: stable, so mail clients fold a repeated send into one. */
function messageIdOf(mail: OutgoingMail): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'tienda.local';
  return `<${createHash('sha256').update(mail.key).digest('hex').slice(0, 32)}@${domain}>`;
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail),
    ...(mail.listUnsubscribe
      ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
    attachments: mail.attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
  };
}

async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Short timeouts: a hung server must not hold a send (the sweeper retries it later).
  const transporter = loadOnce(async () =>
    (await loadNodemailer()).createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter()).sendMail(toNodemailer(mail));
    },
  };
}

/** The file name of a message in the outbox: sortable by time, then its kind and its key. */
export function outboxFileName(mail: OutgoingMail, at: Date): string {
  const stamp = at.toISOString().replaceAll(':', '-');
  const id = mail.key.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80);
  return `${stamp}-${mail.kind}-${id}.eml`;
}

export function createOutboxTransport(options: { dataDir: string; log: Logger; clock: () => Date }): MailTransport {
  const dir = path.join(options.dataDir, 'outbox');
  const writer = loadOnce(async () => (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await (await writer()).sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(mail, options.clock()));
      await writeFile(file, info.message as Buffer);
      options.log({ level: 'info', event: 'mail.outbox', kind: mail.kind, file });
    },
  };
}

/** SMTP when `SMTP_URL` is set, the outbox on disk otherwise. */
export function createMailTransport(config: AppConfig, log: Logger, clock: () => Date): MailTransport {
  return config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createOutboxTransport({ dataDir: config.dataDir, log, clock });
}
