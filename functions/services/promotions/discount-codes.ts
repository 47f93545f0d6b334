/**
 * The owner's discount codes (/admin-panel/promociones): create, list with what each one gave,
 * change (deactivate…) and delete. Codes are unique ignoring case and accents: the unique
 * `codeKey` index decides, so two owners saving "Otoño" and "OTONO" at once never get both.
 */
import { discountCodeKey } from '../../../src/domain/promotions/discounts.ts';
import { promotionMessages } from '../../../src/domain/promotions/messages-promotions.ts';
import {
  storedDiscountCodeSchema,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountCodeUpdate,
} from '../../../src/domain/promotions/promotion-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { parseOrThrow, ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { DiscountCodeDoc } from '../../store/documents.ts';

interface CodeFigures {
  paidUses: number;
  heldUses: number;
  discountGiven: number;
}

function toDiscountCode(doc: DiscountCodeDoc, figures: CodeFigures): DiscountCode {
  const { codeKey: _key, used: _used, createdAt, updatedAt, ...rest } = doc;
  return { ...rest, ...figures, createdAt: new Date(createdAt).toISOString(), updatedAt: new Date(updatedAt).toISOString() };
}

/** Each code's paid orders and the pesos they saved (one read of the paid orders), and the uses held now. */
async function codeFigures(store: Store, codes: readonly DiscountCodeDoc[], now: Date): Promise<Map<string, CodeFigures>> {
  const ids = codes.map((code) => code._id);
  const figures = new Map<string, CodeFigures>(ids.map((id) => [id, { paidUses: 0, heldUses: 0, discountGiven: 0 }]));
  const paid = await store
    .collection('paymentOrders')
    .find({ 'discount.codeId': { $in: ids }, status: 'COMPLETED' }, { projection: { discount: 1, amounts: 1 } });
  for (const order of paid) {
    const entry = order.discount ? figures.get(order.discount.codeId) : undefined;
    if (!entry) continue;
    entry.paidUses += 1;
    entry.discountGiven += order.amounts.discount ?? 0;
  }
  const held = await store
    .collection('discountUses')
    .find({ codeId: { $in: ids }, kind: 'use', state: 'held', heldUntil: { $gt: now } }, { projection: { codeId: 1 } });
  for (const use of held) {
    const entry = figures.get(use.codeId);
    if (entry) entry.heldUses += 1;
  }
  return figures;
}

export async function listDiscountCodes(deps: AppDeps): Promise<DiscountCode[]> {
  const codes = await deps.store.collection('discountCodes').find({}, { sort: { createdAt: -1, _id: -1 } });
  const figures = await codeFigures(deps.store, codes, deps.clock());
  return codes.map((code) => toDiscountCode(code, figures.get(code._id) ?? { paidUses: 0, heldUses: 0, discountGiven: 0 }));
}

export async function createDiscountCode(deps: AppDeps, input: DiscountCodeInput): Promise<DiscountCode> {
  const now = deps.clock();
  const doc: Omit<DiscountCodeDoc, '_id'> = { ...input, codeKey: discountCodeKey(input.code), used: 0, createdAt: now, updatedAt: now };
  try {
    const { insertedId } = await deps.store.collection('discountCodes').insertOne(doc);
    return toDiscountCode({ ...doc, _id: insertedId }, { paidUses: 0, heldUses: 0, discountGiven: 0 });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, promotionMessages.codeExists);
    throw error;
  }
}

/** Changes some fields; the whole code must still follow the rules of a new one (a percent of 1–100…). */
export async function updateDiscountCode(deps: AppDeps, id: string, changes: DiscountCodeUpdate): Promise<DiscountCode> {
  const codes = deps.store.collection('discountCodes');
  const current = await codes.findOne({ _id: id });
  if (!current) throw new ServiceError(404, promotionMessages.codeNotFound);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { codeKey: _key, used: _used, _id, createdAt: _created, updatedAt: _updated, ...stored } = current;
  const next = parseOrThrow(storedDiscountCodeSchema, { ...stored, ...defined });
  try {
    const saved = await codes.findOneAndUpdate(
      { _id: id },
      { $set: { ...next, codeKey: discountCodeKey(next.code), updatedAt: deps.clock() } },
    );
    if (!saved) throw new ServiceError(404, promotionMessages.codeNotFound);
    const figures = await codeFigures(deps.store, [saved], deps.clock());
    return toDiscountCode(saved, figures.get(id) ?? { paidUses: 0, heldUses: 0, discountGiven: 0 });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, promotionMessages.codeExists);
    throw error;
  }
}

/**
 * Deletes the code: it works no more. Orders already paid keep the code and the discount in their
 * records; an order still holding a use keeps it until it is paid or ends.
 */
export async function deleteDiscountCode(deps: AppDeps, id: string): Promise<void> {
  const { deletedCount } = await deps.store.collection('discountCodes').deleteOne({ _id: id });
  if (deletedCount === 0) throw new ServiceError(404, promotionMessages.codeNotFound);
  await deps.store.collection('discountUses').deleteMany({ codeId: id, state: 'free' });
}

/** The code a customer typed, found by its key (case and accents ignored); 400 when there is none. */
export async function findDiscountCode(store: Store, typed: string): Promise<DiscountCodeDoc> {
  const code = await store.collection('discountCodes').findOne({ codeKey: discountCodeKey(typed) });
  if (!code) throw new ServiceError(400, promotionMessages.codeUnknown);
  return code;
}
