/**
 * Wompi (Colombian pesos: PSE, Nequi, cards) over fetch: reading a transaction
 * (`GET {base}/transactions/{id}`, within a timeout, retried on network errors and 5xx), the
 * integrity signature the Web Checkout is opened with, and the checksum of its events.
 *
 * Nothing Wompi's browser widget or an event says is trusted by itself: the shop re-reads the
 * transaction from the API before it acts, and checks the reference, the currency and the amount.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { wompiTransactionIdPattern } from '../../src/domain/checkout/checkout.ts';
import type { WompiConfig } from '../config.ts';

/** A transaction as the shop reads it. `status`: PENDING, APPROVED, DECLINED, VOIDED or ERROR. */
export interface WompiTransaction {
  id: string;
  reference: string;
  amountInCents: number;
  currency: string;
  status: string;
}

export interface WompiClient {
  readonly publicKey: string;
  /** The transaction, or null when Wompi does not know it (404). Throws WompiUnavailableError. */
  getTransaction(id: string): Promise<WompiTransaction | null>;
  /** SHA-256 of reference + amount in cents + currency + the integrity secret. */
  integritySignature(input: { reference: string; amountInCents: number; currency: string }): string;
  /** True only when the event's checksum is the one the events secret gives. */
  verifyEvent(event: unknown, headerChecksum: string | undefined): boolean;
}

/** Wompi could not be reached or answered with an error; nothing may be assumed. */
export class WompiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WompiUnavailableError';
  }
}

export interface WompiClientOptions {
  /** Per attempt. */
  timeoutMs?: number;
  attempts?: number;
  fetch?: typeof fetch;
}

const RETRY_DELAY_MS = 300;

const wompiTransactionIdSchema = z.string().trim().regex(wompiTransactionIdPattern);

const transactionSchema = z.object({
  id: z.string().min(1),
  reference: z.string(),
  amount_in_cents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function integritySignature(input: { reference: string; amountInCents: number; currency: string }, integritySecret: string): string {
  if (!Number.isSafeInteger(input.amountInCents) || input.amountInCents <= 0)
    throw new RangeError('amountInCents must be a positive integer');
  return sha256(`${input.reference}${input.amountInCents}${input.currency}${integritySecret}`);
}

const eventSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  signature: z.object({ properties: z.array(z.string()).max(20), checksum: z.string() }),
  timestamp: z.union([z.number(), z.string()]),
});

/** The value at a dotted path of the event's `data` ("transaction.amount_in_cents"). */
function valueAt(data: Record<string, unknown>, dotted: string): string {
  let value: unknown = data;
  for (const key of dotted.split('.')) {
    value = typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The checksum Wompi computes: the listed properties' values, the timestamp and the events secret, through SHA-256. */
export function eventChecksum(
  event: { data: Record<string, unknown>; signature: { properties: string[] }; timestamp: number | string },
  eventsSecret: string,
) {
  const values = event.signature.properties.map((property) => valueAt(event.data, property)).join('');
  return sha256(`${values}${event.timestamp}${eventsSecret}`);
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The body's checksum (and the X-Event-Checksum header's, when sent) must both be the expected one. */
export function verifyEventChecksum(event: unknown, headerChecksum: string | undefined, eventsSecret: string): boolean {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) return false;
  const expected = eventChecksum(parsed.data, eventsSecret);
  if (!sameHex(parsed.data.signature.checksum, expected)) return false;
  return headerChecksum === undefined || sameHex(headerChecksum, expected);
}

export function createWompiClient(config: WompiConfig, options: WompiClientOptions = {}): WompiClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;

  async function getTransaction(id: string): Promise<WompiTransaction | null> {
    const url = `${config.apiBase}/transactions/${encodeURIComponent(wompiTransactionIdSchema.parse(id))}`;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${config.publicKey}` },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read inside the timeout: a body that never arrives is a failed attempt, not an empty answer.
        const text = await response.text();
        if (response.status === 404) return null;
        if (response.status < 500) {
          if (response.status !== 200) throw new WompiUnavailableError(`Wompi GET /transactions answered ${response.status}`);
          const parsed = transactionSchema.safeParse((JSON.parse(text) as { data?: unknown }).data);
          if (!parsed.success) throw new WompiUnavailableError('Wompi answered a transaction the shop cannot read');
          const { amount_in_cents: amountInCents, ...rest } = parsed.data;
          return { id: rest.id, reference: rest.reference, amountInCents, currency: rest.currency, status: rest.status };
        }
        lastError = new Error(`Wompi GET /transactions answered ${response.status}`);
      } catch (error) {
        if (error instanceof WompiUnavailableError) throw error;
        lastError = error;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
    throw new WompiUnavailableError(`Wompi GET /transactions failed after ${attempts} attempts`, { cause: lastError });
  }

  return {
    publicKey: config.publicKey,
    getTransaction,
    integritySignature: (input) => integritySignature(input, config.integritySecret),
    verifyEvent: (event, headerChecksum) => verifyEventChecksum(event, headerChecksum, config.eventsSecret),
  };
}
