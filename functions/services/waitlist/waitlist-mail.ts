/**
 * The offer's mail, queued in the shop's outbox (services/mail) under a key naming the entry and the
 * place held (`waitlist-offer:<entry>:<slot>:<until>`), so one offer is mailed once however often
 * its delivery is retried.
 */
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { formatDay, formatHour } from '../../../src/domain/shared/dates.ts';
import { waitlistOfferMail } from '../../../src/domain/waitlist/waitlist-mails.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { WaitlistEntryDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';

/** The link that holds the offered place in the browser that opens it (routes/waitlist). */
export const offerUrl = (origin: string, token: string) => `${origin}/api/waitlist/offers/${encodeURIComponent(token)}`;
/** The page that leaves the line. */
export const cancelUrl = (origin: string, token: string) => `${origin}/cancelar-espera?token=${encodeURIComponent(token)}`;

export async function sendOfferMail(
  deps: AppDeps,
  entry: Pick<WaitlistEntryDoc, '_id' | 'email' | 'date' | 'time'>,
  offer: { slotId: string; until: Date; token: string; cancelToken: string },
  serviceName: string,
): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `waitlist-offer:${entry._id}:${offer.slotId}:${offer.until.toISOString()}`,
    kind: 'waitlist-offer',
    to: entry.email,
    ...waitlistOfferMail(
      {
        serviceName,
        day: formatDay(entry.date),
        hour: formatHour(entry.time),
        heldUntil: formatHour(bogotaMoment(offer.until).time),
        bookUrl: offerUrl(origin, offer.token),
        cancelUrl: cancelUrl(origin, offer.cancelToken),
      },
      origin,
    ),
  });
}
