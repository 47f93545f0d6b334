/**
 * Session packs ("bonos"): a product that, once its payment settles, leaves credits in the
 * buyer's account (pack-credits.ts spends them). Granting is idempotent: the pack's id is its
 * order's reference and line, each credit's is the pack's and its number, so a resumed settlement
 * grants nothing twice and finishes a grant a crash cut short.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { packMessages } from '../../../src/domain/promotions/messages-packs.ts';
import { packTermsOf, packValidity, type PackCredit, type PackFields, type PackTerms } from '../../../src/domain/promotions/packs.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { PackCreditDoc, PaymentOrderDoc, SessionPackDoc } from '../../store/documents.ts';

/** The pack fields a product stores (all three), or the ones to remove; the services must exist and be services. */
export async function packProductFields(
  store: Store,
  input: PackFields,
  product: { service: boolean; hasVariants: boolean },
): Promise<{ fields: PackFields; unset: string[] }> {
  const terms = packTermsOf(input);
  if (!terms) return { fields: {}, unset: ['packSessions', 'packServiceIds', 'packValidityDays'] };
  if (product.service) throw new ServiceError(400, packMessages.packIsService);
  if (product.hasVariants) throw new ServiceError(400, packMessages.packWithVariants);
  const services = await store.collection('products').find({ _id: { $in: terms.serviceIds } }, { projection: { category: 1 } });
  if (services.length !== terms.serviceIds.length || services.some((service) => !isServiceCategory(service.category)))
    throw new ServiceError(400, packMessages.servicesUnknown);
  return {
    fields: { packSessions: terms.sessions, packServiceIds: terms.serviceIds, packValidityDays: terms.validityDays },
    unset: [],
  };
}

const ignoreDuplicate = (error: unknown) => {
  if (!(error instanceof DuplicateKeyError)) throw error;
};

/** The paid order's packs, each with its credits, in the buyer's account. Safe to repeat. */
export async function grantSessionPacks(store: Store, order: PaymentOrderDoc, now: Date) {
  if (!order.userId) return;
  for (const [index, line] of order.lines.entries()) {
    if (!line.pack) continue;
    const packId = `${order.reference}|${index}`;
    const terms: PackTerms = line.pack;
    const sessions = terms.sessions * line.quantity;
    // A resumed grant keeps the validity the first one wrote.
    const { lastDay, expiresAt } =
      (await store.collection('sessionPacks').findOne({ _id: packId })) ?? packValidity(now, terms.validityDays);
    const pack: SessionPackDoc = {
      _id: packId,
      userId: order.userId,
      productId: line.productId,
      packName: line.productName,
      serviceIds: terms.serviceIds,
      sessions,
      validityDays: terms.validityDays,
      lastDay,
      expiresAt,
      orderId: order._id,
      reference: order.reference,
      createdAt: now,
    };
    await store.collection('sessionPacks').insertOne(pack).catch(ignoreDuplicate);
    for (let n = 0; n < sessions; n += 1) {
      const credit: PackCreditDoc = {
        _id: `${packId}|${n}`,
        packId,
        userId: order.userId,
        serviceIds: terms.serviceIds,
        expiresAt,
        state: 'free',
        orderId: null,
        heldUntil: null,
        usedAt: null,
      };
      await store.collection('packCredits').insertOne(credit).catch(ignoreDuplicate);
    }
  }
}

/** Packs as their buyer and the owner see them: counts of their credits now, usable first. */
async function packViews(store: Store, packs: readonly SessionPackDoc[], now: Date): Promise<PackCredit[]> {
  if (packs.length === 0) return [];
  const credits = await store.collection('packCredits').find({ packId: { $in: packs.map((pack) => pack._id) } });
  const serviceIds = [...new Set(packs.flatMap((pack) => pack.serviceIds))];
  const names = new Map(
    (await store.collection('products').find({ _id: { $in: serviceIds } }, { projection: { productName: 1 } })).map((service) => [
      service._id,
      service.productName,
    ]),
  );
  const byPack = Map.groupBy(credits, (credit) => credit.packId);
  return packs.map((pack) => {
    const own = byPack.get(pack._id) ?? [];
    const expired = new Date(pack.expiresAt) <= now;
    const used = own.filter((credit) => credit.state === 'used').length;
    const held = own.filter((credit) => credit.state === 'held' && credit.heldUntil && new Date(credit.heldUntil) > now).length;
    return {
      _id: pack._id,
      packName: pack.packName,
      productId: pack.productId,
      serviceIds: pack.serviceIds,
      serviceNames: pack.serviceIds.flatMap((id) => names.get(id) ?? []),
      total: pack.sessions,
      used,
      held,
      remaining: expired ? 0 : Math.max(0, own.length - used - held),
      expiresAt: new Date(pack.expiresAt).toISOString(),
      lastDay: pack.lastDay,
      expired,
      reference: pack.reference,
      purchasedAt: new Date(pack.createdAt).toISOString(),
    };
  });
}

const usableFirst = (a: PackCredit, b: PackCredit) =>
  Number(b.remaining > 0) - Number(a.remaining > 0) || a.expiresAt.localeCompare(b.expiresAt);

/** GET /api/profile/credits: the customer's packs, usable ones first (soonest to expire first). */
export async function customerPacks(deps: AppDeps, userId: string): Promise<PackCredit[]> {
  const packs = await deps.store.collection('sessionPacks').find({ userId });
  return (await packViews(deps.store, packs, deps.clock())).sort(usableFirst);
}

/** GET /api/admin/packs: the packs sold, by customer, the newest purchase first. */
export async function packsSold(deps: AppDeps) {
  const packs = await deps.store.collection('sessionPacks').find({}, { sort: { createdAt: -1 } });
  const views = await packViews(deps.store, packs, deps.clock());
  const userIds = [...new Set(packs.map((pack) => pack.userId))];
  const users = new Map(
    (await deps.store.collection('users').find({ _id: { $in: userIds } }, { projection: { name: 1, email: 1 } })).map((user) => [
      user._id,
      user,
    ]),
  );
  const byCustomer = new Map<string, PackCredit[]>();
  packs.forEach((pack, index) => {
    const view = views[index];
    if (view) byCustomer.set(pack.userId, [...(byCustomer.get(pack.userId) ?? []), view]);
  });
  return [...byCustomer.entries()].map(([userId, own]) => {
    const user = users.get(userId);
    return { customer: user ? { userId, name: user.name, email: user.email } : null, packs: own };
  });
}

/** A deleted account's packs and credits go with it (its records stay, anonymised). */
export async function forgetCustomerPacks(store: Store, userId: string) {
  await store.collection('packCredits').deleteMany({ userId });
  await store.collection('sessionPacks').deleteMany({ userId });
}
