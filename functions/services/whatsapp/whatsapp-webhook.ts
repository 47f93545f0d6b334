/**
 * WhatsApp's webhook (`/api/whatsapp/webhook`): Meta's verification of the address (a GET that
 * echoes `hub.challenge` when `hub.verify_token` is the shop's), the signature of every call (the
 * HMAC-SHA256 of the raw body with the app secret, compared in constant time before anything is
 * read), the delivery statuses of the notices sent, and the replies that opt a number out. Every
 * step is idempotent: Meta sends a call again until it gets a 200.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptInReply, isOptOutReply, whatsappNumber } from '../../../src/domain/whatsapp/whatsapp.ts';
import { readWebhookEvents } from '../../../src/domain/whatsapp/whatsapp-webhook.ts';
import type { WhatsAppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import { stopPendingNotices } from './whatsapp-outbox.ts';
import { recordStatus } from './whatsapp-status-record.ts';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The challenge to echo when Meta verifies the webhook with the shop's token; null otherwise (and always without WhatsApp). */
export function webhookChallenge(
  config: WhatsAppConfig | undefined,
  query: { mode: string | undefined; token: string | undefined; challenge: string | undefined },
): string | null {
  if (!config || query.mode !== 'subscribe' || query.token === undefined || query.challenge === undefined) return null;
  return sameText(query.token, config.verifyToken) ? query.challenge : null;
}

/** Whether `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of exactly these bytes with the app secret. */
export function signedByMeta(config: WhatsAppConfig | undefined, rawBody: Uint8Array, header: string | undefined): boolean {
  if (!config || !header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', config.appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/**
 * Keeps the latest "BAJA" (`optedOutAt`) or "ALTA" (`optedInAt`) of a number: one document per
 * number, each time only ever raised (`$max`), so replies arriving out of order or twice change nothing.
 */
async function recordReply(store: Store, to: string, field: 'optedOutAt' | 'optedInAt', at: Date): Promise<void> {
  const optOuts = store.collection('whatsappOptOuts');
  try {
    await optOuts.insertOne(field === 'optedOutAt' ? { _id: to, optedOutAt: at } : { _id: to, optedInAt: at });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    await optOuts.updateOne({ _id: to }, { $max: { [field]: at } });
  }
}

export interface WebhookOutcome {
  statuses: number;
  optOuts: number;
  optIns: number;
}

/** Applies one signed webhook call: its delivery statuses and its "BAJA" and "ALTA" replies. */
export async function handleWhatsAppWebhook(deps: AppDeps, payload: unknown): Promise<WebhookOutcome> {
  const { statuses, replies } = readWebhookEvents(payload);
  let recorded = 0;
  for (const status of statuses) if (await recordStatus(deps, status)) recorded += 1;
  let optOuts = 0;
  let optIns = 0;
  for (const reply of replies) {
    const to = whatsappNumber(`+${reply.from}`);
    if (!to) continue;
    const at = reply.at ?? deps.clock();
    if (isOptOutReply(reply.text)) {
      await recordReply(deps.store, to, 'optedOutAt', at);
      const stopped = await stopPendingNotices(deps.store, to);
      deps.log({ level: 'info', event: 'whatsapp.opt-out', stopped });
      optOuts += 1;
    } else if (isOptInReply(reply.text)) {
      // Only the number itself lifts its "BAJA"; what was stopped stays stopped, later notices go.
      await recordReply(deps.store, to, 'optedInAt', at);
      deps.log({ level: 'info', event: 'whatsapp.opt-in' });
      optIns += 1;
    }
  }
  return { statuses: recorded, optOuts, optIns };
}
