/**
 * Waitlist entries are personal data (an e-mail, the phone of a ticked WhatsApp box, and the hour its owner waits for): the account's
 * data export lists those it joined (and, once its e-mail is confirmed, those of that e-mail), and
 * the account's deletion removes them, with any place held for them. The sweeper drops them once
 * their hour has started (waitlist-sweep.ts).
 */
import { exportedConsents, type ExportedWaitlistEntry } from '../../../src/domain/accounts/data-export.ts';
import { formatMoment, isoInBogota } from '../../../src/domain/shared/dates.ts';
import { waitlistStateWords } from '../../../src/domain/waitlist/messages-waitlist.ts';
import { offerOwnerOf } from '../../../src/domain/waitlist/waitlist.ts';
import type { AppDeps } from '../../deps.ts';
import type { Filter } from '../../store/contract.ts';
import { releaseSlots } from '../slots/index.ts';

/** The entries of an account: those it joined signed in, and those of its e-mail when confirmed. */
const entriesOf = (userId: string, email: string | null): Filter => ({ $or: [{ userId }, ...(email ? [{ email }] : [])] });

/** The account's entries, as the data export shows them (oldest first). */
export async function exportedWaitlistEntries(deps: AppDeps, userId: string, email: string | null): Promise<ExportedWaitlistEntry[]> {
  const entries = await deps.store.collection('waitlist').find(entriesOf(userId, email), { sort: { createdAt: 1, _id: 1 } });
  if (entries.length === 0) return [];
  const services = await deps.store
    .collection('products')
    .find({ _id: { $in: [...new Set(entries.map((entry) => entry.serviceId))] } }, { projection: { productName: 1 } });
  const names = new Map(services.map((service) => [service._id, service.productName]));
  return entries.map((entry) => ({
    correo: entry.email,
    ...(entry.phone ? { telefono: entry.phone } : {}),
    servicio: names.get(entry.serviceId) ?? '',
    servicioId: entry.serviceId,
    fecha: entry.date,
    hora: entry.time,
    estado: waitlistStateWords[entry.status] ?? entry.status,
    consentimientos: exportedConsents(entry.consents),
    creadoEl: formatMoment(entry.createdAt),
    creadoElISO: isoInBogota(entry.createdAt),
  }));
}

/** The ids of the account's entries (its deletion forgets their offer mails). */
export async function waitlistEntryIdsOf(deps: AppDeps, userId: string, email: string | null): Promise<string[]> {
  return (await deps.store.collection('waitlist').find(entriesOf(userId, email), { projection: { _id: 1 } })).map((entry) => entry._id);
}

/** The account's deletion: every entry of it goes, and a place held for one is freed. */
export async function deleteWaitlistEntriesOf(deps: AppDeps, userId: string, email: string | null): Promise<number> {
  const entries = deps.store.collection('waitlist');
  let deleted = 0;
  for (const entry of await entries.find(entriesOf(userId, email))) {
    const removed = (await entries.deleteOne({ _id: entry._id })).deletedCount;
    if (removed && entry.status === 'offered' && entry.offer) await releaseSlots(deps.store, offerOwnerOf(entry._id), [entry.offer.slotId]);
    deleted += removed;
  }
  return deleted;
}
