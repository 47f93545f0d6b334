/**
 * What the shop reads of a call of WhatsApp's webhook (Meta's `whatsapp_business_account` object):
 * the delivery statuses of the messages it sent, and the customers' text replies (a typed text, a
 * template's quick-reply button, an interactive reply). Anything else, or anything malformed, is
 * skipped: Meta sends more than the shop needs, and an unreadable part never stops the rest.
 */
import * as z from 'zod';
import { whatsappDeliveryStatuses, type WhatsAppDeliveryStatus } from './whatsapp.ts';

const timestampSchema = z.string().regex(/^\d{1,12}$/);

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(whatsappDeliveryStatuses),
  timestamp: timestampSchema.optional(),
  recipient_id: z.string().max(30).optional(),
  errors: z.array(z.object({ code: z.unknown().optional(), title: z.unknown().optional(), message: z.unknown().optional() })).optional(),
});

const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp: timestampSchema.optional(),
  type: z.string().optional(),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ text: z.string().max(4096) }).optional(),
  interactive: z.object({ button_reply: z.object({ title: z.string().max(4096) }).optional() }).optional(),
});

const valueSchema = z.object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() });
const payloadSchema = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() })).optional() })),
});

export interface WebhookStatus {
  messageId: string;
  status: WhatsAppDeliveryStatus;
  at: Date | null;
  /** Meta's reason of a failed delivery. */
  error?: string;
}

export interface WebhookReply {
  /** The sender, digits with the country code. */
  from: string;
  messageId: string;
  text: string;
  at: Date | null;
}

const instant = (timestamp: string | undefined) => (timestamp ? new Date(Number(timestamp) * 1000) : null);

/** The statuses and text replies of one webhook call, in the order Meta listed them. */
export function readWebhookEvents(payload: unknown): { statuses: WebhookStatus[]; replies: WebhookReply[] } {
  const statuses: WebhookStatus[] = [];
  const replies: WebhookReply[] = [];
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return { statuses, replies };
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== undefined && change.field !== 'messages') continue;
    const value = valueSchema.safeParse(change.value);
    if (!value.success) continue;
    for (const raw of value.data.statuses ?? []) {
      const status = statusSchema.safeParse(raw);
      if (!status.success) continue;
      const first = status.data.errors?.[0];
      const error = first ? [first.code, first.title, first.message].filter((part) => part !== undefined).join(' · ') : '';
      statuses.push({
        messageId: status.data.id,
        status: status.data.status,
        at: instant(status.data.timestamp),
        ...(error ? { error: error.slice(0, 500) } : {}),
      });
    }
    for (const raw of value.data.messages ?? []) {
      const message = messageSchema.safeParse(raw);
      if (!message.success) continue;
      const { from, id, timestamp, text, button, interactive } = message.data;
      const body = text?.body ?? button?.text ?? interactive?.button_reply?.title;
      if (body !== undefined) replies.push({ from, messageId: id, text: body, at: instant(timestamp) });
    }
  }
  return { statuses, replies };
}
