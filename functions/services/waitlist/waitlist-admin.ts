/**
 * The owner's view of the lines of the agenda's days (`from` to `to`, one service or all): each hour
 * with people waiting, how many, and who, in order (the first is offered the next freed place).
 */
import type { WaitlistStatus } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';

export interface WaitlistLineView {
  serviceId: string;
  serviceName: string;
  date: string;
  time: string;
  /** How many still wait (those with a place offered now included). */
  waiting: number;
  people: { email: string; status: WaitlistStatus; offeredUntil: string | null; joinedAt: string }[];
}

const STILL_WAITING: readonly WaitlistStatus[] = ['waiting', 'offering', 'offered'];

export async function waitlistLinesOn(deps: AppDeps, from: string, to: string, serviceId?: string): Promise<WaitlistLineView[]> {
  const entries = await deps.store
    .collection('waitlist')
    .find({ date: { $gte: from, $lte: to }, ...(serviceId ? { serviceId } : {}) }, { sort: { date: 1, time: 1, createdAt: 1, _id: 1 } });
  const services = await deps.store
    .collection('products')
    .find({ _id: { $in: [...new Set(entries.map((entry) => entry.serviceId))] } }, { projection: { productName: 1 } });
  const names = new Map(services.map((service) => [service._id, service.productName]));
  const lines = new Map<string, WaitlistLineView>();
  for (const entry of entries) {
    const line = lines.get(entry.lineKey) ?? {
      serviceId: entry.serviceId,
      serviceName: names.get(entry.serviceId) ?? '',
      date: entry.date,
      time: entry.time,
      waiting: 0,
      people: [],
    };
    if (STILL_WAITING.includes(entry.status)) line.waiting += 1;
    line.people.push({
      email: entry.email,
      status: entry.status,
      offeredUntil: entry.status === 'offered' && entry.offer ? entry.offer.until.toISOString() : null,
      joinedAt: entry.createdAt.toISOString(),
    });
    lines.set(entry.lineKey, line);
  }
  return [...lines.values()];
}
