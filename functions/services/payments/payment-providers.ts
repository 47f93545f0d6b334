/**
 * Which ways to pay the shop offers, and the answers that open them. Wompi (pesos) comes first when
 * configured; PayPal when its keys are set; the sandbox only when no real provider is, since it
 * approves every payment.
 */
import type { PaymentConfig, PaymentProviderName, PaymentProviderOffer, WompiCheckout } from '../../../src/domain/checkout/checkout.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { wompiFor } from './wompi-transactions.ts';

export function offeredProviders(deps: Pick<AppDeps, 'config' | 'payments'>): PaymentProviderName[] {
  const providers: PaymentProviderName[] = [];
  if (deps.config.wompi) providers.push('wompi');
  if (deps.payments.kind === 'paypal') providers.push('paypal');
  if (deps.payments.kind === 'sandbox' && providers.length === 0) providers.push('sandbox');
  return providers;
}

/** The provider asked for when the shop offers it, else the shop's first; 400 for one it does not offer. */
export function chooseProvider(
  deps: Pick<AppDeps, 'config' | 'payments'>,
  requested: PaymentProviderName | undefined,
): PaymentProviderName {
  const offered = offeredProviders(deps);
  const provider = requested ?? offered[0];
  if (!provider || !offered.includes(provider)) throw new ServiceError(400, messages.paymentProviderUnavailable);
  return provider;
}

/** Each provider offered, with what the browser needs to open it, in the cart's order. */
export function providerOffers(deps: Pick<AppDeps, 'config' | 'payments'>): PaymentProviderOffer[] {
  const wompi = wompiFor(deps);
  return offeredProviders(deps).map((id): PaymentProviderOffer => {
    if (id === 'wompi') return { id, currency: 'COP', publicKey: wompi?.publicKey ?? '' };
    if (id === 'paypal') return { id, currency: 'USD', clientId: deps.payments.clientId ?? '' };
    return { id, currency: 'USD' };
  });
}

/** GET /api/payment/config: `providers` in the cart's order; the spec's `provider` (and `currency`) name the first. */
/** Whether the shop can send WhatsApp notices (configured, with its client): the cart offers the box only then. */
export const whatsappCanSend = (deps: Pick<AppDeps, 'config' | 'whatsapp'>): boolean => Boolean(deps.config.whatsapp && deps.whatsapp);

export function paymentConfig(deps: Pick<AppDeps, 'config' | 'payments' | 'whatsapp'>): PaymentConfig {
  const providers = providerOffers(deps);
  const first = providers[0] ?? { id: deps.payments.kind, currency: 'USD' as const };
  return {
    provider: first.id,
    ...(deps.payments.clientId && providers.some((offer) => offer.id === 'paypal') ? { clientId: deps.payments.clientId } : {}),
    currency: first.currency,
    providers,
    whatsappNotices: whatsappCanSend(deps),
  };
}

/** create-order for Wompi: the Web Checkout's fields at the top level (as the spec's answers are) and in `data`. */
export function wompiCreatedAnswer(
  deps: Pick<AppDeps, 'config'>,
  input: { reference: string; amountInCents: number; redirectUrl: string },
) {
  const wompi = wompiFor(deps);
  if (!wompi) throw new ServiceError(400, messages.paymentProviderUnavailable);
  const data: WompiCheckout = {
    provider: 'wompi',
    reference: input.reference,
    amountInCents: input.amountInCents,
    currency: 'COP',
    publicKey: wompi.publicKey,
    integritySignature: wompi.integritySignature({ reference: input.reference, amountInCents: input.amountInCents, currency: 'COP' }),
    redirectUrl: input.redirectUrl,
  };
  return { ...data, data };
}

export type WompiCreatedAnswer = ReturnType<typeof wompiCreatedAnswer>;
