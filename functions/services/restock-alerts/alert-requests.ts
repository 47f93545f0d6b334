/**
 * Asking for a back-in-stock alert, confirming it and cancelling it (double opt-in, as the
 * newsletter: anyone can type someone else's address in a form).
 *
 * - Asking stores one alert per e-mail and item (a unique index) with the data-policy consent the
 *   form gave, `pending`, and mails only the request to confirm, whose links' tokens are kept as
 *   their SHA-256. A signed-in customer asking for their own confirmed e-mail needs no confirmation:
 *   the alert is `confirmed` at once and nothing is mailed. Asking again for a pending alert sends a
 *   new request with new tokens; for a confirmed one, nothing. The answer is the same in every case.
 * - Only a sold-out item takes alerts (a garment's by its size and colour); limits per e-mail and
 *   per address are taken first.
 * - Confirming applies only while the alert is pending with that very token; if the item came back
 *   meanwhile, its notice is sent at once.
 * - Cancelling deletes the alert, whatever its state; a used link answers the same.
 */
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import { restockAlertConfirmExpiresAt } from '../../../src/domain/legal/retention.ts';
import { restockAlertMessages as t } from '../../../src/domain/restock-alerts/messages-restock-alerts.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { requireRateSlot } from '../platform/index.ts';
import { newLinkToken, secretHash } from '../secret-tokens.ts';
import { alertItem } from './alert-items.ts';
import { sendRestockAlertConfirmation } from './restock-alert-mail.ts';
import { notifyAlert } from './restock-notices.ts';

export interface RestockAlertRequest {
  productId: string;
  variantId?: string | undefined;
  /** Already lower-cased by the schema. */
  email: string;
}

/** Whether the signed-in customer vouches for the e-mail: it is their own, and they confirmed it. */
const vouchedBy = (user: Pick<UserDoc, 'email' | 'emailConfirmedAt'> | null, email: string) =>
  Boolean(user?.emailConfirmedAt && user.email.toLowerCase() === email);

/** Asks for an alert; see the file's comment. */
export async function requestRestockAlert(
  deps: AppDeps,
  request: RestockAlertRequest,
  ip: string,
  user: Pick<UserDoc, 'email' | 'emailConfirmedAt'> | null,
): Promise<void> {
  const { store } = deps;
  const now = deps.clock();
  const item = await alertItem(store, request.productId.toLowerCase(), request.variantId?.toLowerCase() ?? null);
  if (!item) throw new ServiceError(404, messages.productNotFound);
  if (!item.valid) throw new ServiceError(400, t.variantRequired);
  if (item.stock > 0) throw new ServiceError(409, t.notSoldOut);
  await requireRateSlot(store, 'restockAlertsPerAddress', ip, now, t.rateLimited);
  await requireRateSlot(store, 'restockAlertsPerEmail', request.email, now, t.rateLimited);
  const alerts = store.collection('restockAlerts');
  const { email } = request;
  const mine = { email, itemKey: item.itemKey };
  const consents = consentsAccepted(['dataPolicy'], now);
  if (vouchedBy(user, email)) {
    const confirmed = { ...consents[0]!, confirmedAt: now };
    const done = { status: 'confirmed' as const, confirmedAt: now, consents: [confirmed] };
    try {
      const unsubscribeTokenHash = secretHash(newLinkToken());
      await alerts.insertOne({
        ...mine,
        productId: item.productId,
        variantId: item.variantId,
        unsubscribeTokenHash,
        ...done,
        createdAt: now,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await alerts.updateOne({ ...mine, status: 'pending' }, { $set: done, $unset: { confirmExpiresAt: '' } });
    }
    return;
  }
  const confirmToken = newLinkToken();
  const unsubscribeToken = newLinkToken();
  const fresh = {
    confirmTokenHash: secretHash(confirmToken),
    confirmExpiresAt: restockAlertConfirmExpiresAt(now),
    unsubscribeTokenHash: secretHash(unsubscribeToken),
    consents,
  };
  const send = (alertId: string) =>
    sendRestockAlertConfirmation(deps, {
      alertId,
      sendingKey: fresh.confirmTokenHash.slice(0, 16),
      email,
      itemName: item.name,
      confirmToken,
      unsubscribeToken,
    });
  // Twice at most: a pending alert deleted between the two writes is asked for anew.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const { insertedId } = await alerts.insertOne({
        ...mine,
        productId: item.productId,
        variantId: item.variantId,
        status: 'pending',
        ...fresh,
        createdAt: now,
      });
      return await send(insertedId);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const renewed = await alerts.findOneAndUpdate({ ...mine, status: 'pending' }, { $set: fresh });
    if (renewed) return await send(renewed._id);
    // Confirmed already: nothing changes and nothing is sent.
    if (await alerts.findOne(mine, { projection: { _id: 1 } })) return;
  }
}

/**
 * Confirms the alert of the link's token, with one conditional update (of many confirmations at
 * once, one writes). If its item has stock again, its notice goes now. An unknown or expired link is a 400.
 */
export async function confirmRestockAlert(deps: AppDeps, token: string): Promise<void> {
  const alerts = deps.store.collection('restockAlerts');
  const now = deps.clock();
  const confirmTokenHash = secretHash(token);
  const found = await alerts.findOne({ confirmTokenHash });
  if (found?.status === 'pending' && found.confirmExpiresAt && found.confirmExpiresAt > now) {
    const confirmed = await alerts.findOneAndUpdate(
      { _id: found._id, confirmTokenHash, status: 'pending' },
      {
        $set: { status: 'confirmed', confirmedAt: now, consents: found.consents.map((consent) => ({ ...consent, confirmedAt: now })) },
        $unset: { confirmExpiresAt: '' },
      },
    );
    if (confirmed) {
      const item = await alertItem(deps.store, confirmed.productId, confirmed.variantId);
      if (item && item.valid && item.stock > 0) await notifyAlert(deps, confirmed._id, item);
      return;
    }
  }
  if (found && found.status !== 'pending') return;
  throw new ServiceError(400, t.confirmLinkInvalid);
}

/** Ends the alert of the link's token, whatever its state; an unknown or used token changes nothing. */
export async function cancelRestockAlert(deps: AppDeps, token: string): Promise<void> {
  await deps.store.collection('restockAlerts').deleteOne({ unsubscribeTokenHash: secretHash(token) });
}
