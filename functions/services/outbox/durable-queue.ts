/**
 * The durable queue every outbox shares (the mail, the WhatsApp notices, the domain events). An
 * entry is first a document keyed by its idempotency key, and only then handled, after the answer:
 * - queuing the same key twice is a no-op (the store's unique `_id`), so a repeated cause handles once;
 * - two senders never both take one entry: each claims it with one conditional update and a lease;
 * - a failed attempt stays `failed` with its error and is retried with backoff by the sweeper, and
 *   given up (still `failed`, with no next attempt) after MAX_ATTEMPTS or on a permanent error;
 * - a sender that crashed mid-send leaves a `sending` entry whose lease runs out, and it is taken again.
 */
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError, type Collection, type Filter, type Store } from '../../store/contract.ts';
import type { OutboxEntry } from '../../store/documents.ts';

/** The collections that hold a durable queue, each of OutboxEntry documents. */
export type QueueName = 'mail' | 'whatsappMessages' | 'eventDeliveries' | 'invoices';

/** How long a sender owns an entry it claimed. */
export const SEND_LEASE_MS = 2 * 60_000;
/** After this many failed attempts an entry is given up (it stays `failed` for the owner to see). */
export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;

/** Minutes before the next attempt: 1, 5, 15, 60, then every 3 hours. */
export function retryDelayMs(attempts: number): number {
  const minutes = [1, 5, 15, 60][attempts - 1] ?? 180;
  return minutes * MINUTE;
}

export function queueOf<Doc extends OutboxEntry>(store: Store, name: QueueName): Collection<Doc> {
  return store.collection(name) as unknown as Collection<Doc>;
}

/** The queue's own fields of a new entry: pending and due now. */
export function freshEntry(now: Date): Pick<OutboxEntry, 'attempts' | 'nextAttemptAt' | 'createdAt'> & { state: 'pending' } {
  return { state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now };
}

/** Stores the entry unless one with its key is there. Returns true when it was stored now. */
export async function enqueue<Doc extends OutboxEntry>(store: Store, name: QueueName, entry: Doc): Promise<boolean> {
  try {
    await queueOf<Doc>(store, name).insertOne(entry);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/**
 * Who may be handled now: a due pending or failed entry, or one whose sender's lease ran out. A
 * given-up one (null) is never due: said outright, because the embedded engine counts null as
 * lower than any date.
 */
export function dueNow(now: Date): Filter {
  return {
    $or: [
      { state: { $in: ['pending', 'failed'] }, nextAttemptAt: { $ne: null, $lte: now } },
      { state: 'sending', leaseUntil: { $lte: now } },
    ],
  };
}

/** What a handler tells of an entry it did not send on purpose: it ends `stopped`, with why. */
export interface Stopped {
  stopped: string;
}

/**
 * One queue's handling: `send` does the work of a claimed entry and returns the fields to keep
 * with it once sent (or `{ stopped }`); it throws to fail the attempt.
 */
export interface QueueWorker<Doc extends OutboxEntry> {
  queue: QueueName;
  /** Names the log events: `<name>.sent`, `<name>.failed`. */
  name: string;
  /** What the log says of an entry besides its attempts (e.g. a message's kind). */
  logFields?(entry: Doc): Record<string, unknown>;
  /** More conditions an entry must meet to be claimed (e.g. a message must have a recipient). */
  claimable?: Filter;
  send(entry: Doc): Promise<Record<string, unknown> | Stopped | void>;
  /** An error no retry can fix: the entry is given up at once. */
  permanent?(error: unknown): boolean;
  /** Runs once the entry is stored as sent, with what `send` kept. */
  afterSent?(entry: Doc, kept: Record<string, unknown>): Promise<void>;
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);
const isStopped = (outcome: unknown): outcome is Stopped => typeof outcome === 'object' && outcome !== null && 'stopped' in outcome;

/** Claims the entry if it is due and no one else holds it (one conditional update), or null. */
export function claim<Doc extends OutboxEntry>(deps: AppDeps, worker: QueueWorker<Doc>, key: string): Promise<Doc | null> {
  const now = deps.clock();
  return queueOf<Doc>(deps.store, worker.queue).findOneAndUpdate(
    { _id: key, ...worker.claimable, ...dueNow(now) },
    { $set: { state: 'sending', leaseUntil: new Date(now.getTime() + SEND_LEASE_MS) }, $inc: { attempts: 1 } },
  );
}

/** Handles one entry if it is due and nobody else is handling it. Returns true when it was sent now. */
export async function deliver<Doc extends OutboxEntry>(deps: AppDeps, worker: QueueWorker<Doc>, key: string): Promise<boolean> {
  const entries = queueOf<Doc>(deps.store, worker.queue);
  const claimed = await claim(deps, worker, key);
  if (!claimed) return false;
  let outcome: Awaited<ReturnType<QueueWorker<Doc>['send']>>;
  try {
    outcome = await worker.send(claimed);
  } catch (error) {
    const giveUp = worker.permanent?.(error) === true || claimed.attempts >= MAX_ATTEMPTS;
    const failedAt = deps.clock();
    await entries.updateOne(
      { _id: key, state: 'sending' },
      {
        $set: {
          state: 'failed',
          lastError: errorText(error),
          nextAttemptAt: giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(claimed.attempts)),
        },
        $unset: { leaseUntil: '' },
      },
    );
    deps.log({
      level: 'error',
      event: `${worker.name}.failed`,
      ...worker.logFields?.(claimed),
      attempts: claimed.attempts,
      giveUp,
      error: errorText(error),
    });
    return false;
  }
  if (isStopped(outcome)) {
    await entries.updateOne(
      { _id: key, state: 'sending' },
      { $set: { state: 'stopped', nextAttemptAt: null, lastError: outcome.stopped }, $unset: { leaseUntil: '' } },
    );
    return false;
  }
  const kept = outcome ?? {};
  await entries.updateOne(
    { _id: key },
    { $set: { ...kept, state: 'sent', sentAt: deps.clock(), nextAttemptAt: null }, $unset: { leaseUntil: '', lastError: '' } },
  );
  deps.log({ level: 'info', event: `${worker.name}.sent`, ...worker.logFields?.(claimed), attempts: claimed.attempts });
  await worker.afterSent?.(claimed, kept);
  return true;
}

/** The sweeper's chore: handles every entry that is due (new, to retry, or abandoned mid-send). */
export async function deliverDue<Doc extends OutboxEntry>(deps: AppDeps, worker: QueueWorker<Doc>, batch = 50): Promise<number> {
  const due = await queueOf<Doc>(deps.store, worker.queue).find(
    { ...worker.claimable, ...dueNow(deps.clock()) },
    { sort: { createdAt: 1 }, limit: batch, projection: { _id: 1 } },
  );
  let sent = 0;
  for (const { _id } of due) if (await deliver(deps, worker, _id)) sent += 1;
  return sent;
}
