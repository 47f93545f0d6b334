/**
 * The outbox: one durable queue (claim with a lease, retry with backoff, give up, idempotency keys),
 * used by the mail, the WhatsApp notices and the domain events. Other capabilities import this file only.
 */
export {
  deliver,
  deliverDue,
  dueNow,
  enqueue,
  freshEntry,
  MAX_ATTEMPTS,
  retryDelayMs,
  SEND_LEASE_MS,
  type QueueName,
  type QueueWorker,
  type Stopped,
} from './durable-queue.ts';
