/**
 * The payment reversal request (/reversion-del-pago; art. 51 Ley 1480 de 2011, Decreto 587 de 2016):
 * filed as a contact message of its own kind, with a radicado, so the owner follows it in the inbox
 * and its sender gets the acknowledgement by e-mail. It takes the contact form's limit per address
 * first, then asks for an order of the shop bought with that e-mail and a fact learned of no more
 * than five business days ago (Bogotá).
 */
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { reversalDeadline, reversalWindowRefusal } from '../../../src/domain/payment-reversal/payment-reversal.ts';
import { reversalFormMessages, reversalServerMessages as t } from '../../../src/domain/payment-reversal/messages-payment-reversal.ts';
import type { PaymentReversalForm } from '../../../src/domain/payment-reversal/payment-reversal-schemas.ts';
import { formatDay } from '../../../src/domain/shared/dates.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { requireRateSlot } from '../platform/index.ts';
import { storeContactMessage, type FiledContactRequest } from './contact.ts';

const sameEmail = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** True when the record was bought with this e-mail (the account's or the one given at checkout). */
function boughtWith(record: RecordDoc, email: string): boolean {
  return sameEmail(record.user?.email, email) || sameEmail(record.shippingInfo.email, email);
}

/** Files the request, or refuses it: an order not found for that e-mail (404), a date to come or past its five business days (409). */
export async function submitPaymentReversal(deps: AppDeps, form: PaymentReversalForm, ip: string): Promise<FiledContactRequest> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'contactPerAddress', ip, now, messages.contactRateLimited);
  const refusal = reversalWindowRefusal(form.learnedOn, bogotaMoment(now).date);
  if (refusal === 'future') throw new ServiceError(409, t.learnedOnFuture);
  if (refusal === 'late') throw new ServiceError(409, t.late(formatDay(reversalDeadline(form.learnedOn))));
  const records = await store.collection('transactions').find({ reference: form.orderReference }, { limit: 5 });
  if (!records.some((record) => boughtWith(record, form.email))) throw new ServiceError(404, t.orderNotFound);
  const message = t.body({
    caseLabel: reversalFormMessages.cases.get(form.reversalCase) ?? form.reversalCase,
    reference: form.orderReference,
    learnedOn: formatDay(form.learnedOn),
    description: form.description,
  });
  const filed = await storeContactMessage(
    deps,
    { name: form.name, email: form.email, subject: t.subject(form.orderReference), message, kind: 'reversion' },
    ip,
  );
  // A reversion is always filed: it has a radicado.
  if (!filed) throw new ServiceError(500, messages.contactFailed);
  return filed;
}
