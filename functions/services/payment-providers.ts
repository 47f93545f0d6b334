/**
 * Which ways to pay the shop offers, and the answers that open them. Wompi (pesos) comes first when
 * configured; PayPal when its keys are set; the sandbox only when no real provider is, since it
 * approves every payment.
 */
import type { PaymentConfig, PaymentProviderName, WompiCheckout } from '../../src/domain/checkout.ts';
import { messages } from '../../src/domain/messages.ts';
import type { AppDeps } from '../http/context.ts';
import { HttpError } from '../http/envelope.ts';
import { wompiFor } from './wompi-transactions.ts';

export function offeredProviders(deps: Pick<AppDeps, 'config' | 'payments'>): PaymentProviderName[] {
  const providers: PaymentProviderName[] = [];
  if (deps.config.wompi) providers.push('wompi');
  if (deps.payments.kind === 'paypal') providers.push('paypal');
  if (deps.payments.kind === 'sandbox' && providers.length === 0) providers.push('sandbox');
  return providers;
}

/** The provider asked for when the shop offers it, else the shop's first; 400 for one it does not offer. */
export function chooseProvider(deps: Pick<AppDeps, 'config' | 'payments'>, requested: PaymentProviderName | undefined): PaymentProviderName {
  const offered = offeredProviders(deps);
  const provider = requested ?? offered[0];
  if (!provider || !offered.includes(provider)) throw new HttpError(400, messages.paymentProviderUnavailable);
  return provider;
}

/** GET /api/payment/config: the spec's `provider` (PayPal or the sandbox) and every provider offered. */
export function paymentConfig(deps: Pick<AppDeps, 'config' | 'payments'>): PaymentConfig {
  const { payments } = deps;
  const wompi = wompiFor(deps);
  return {
    provider: payments.kind,
    ...(payments.clientId ? { clientId: payments.clientId } : {}),
    currency: 'USD',
    providers: offeredProviders(deps),
    ...(wompi ? { wompiPublicKey: wompi.publicKey } : {}),
  };
}

/** create-order for Wompi: the Web Checkout's fields at the top level (as the spec's answers are) and in `data`. */
export function wompiCreatedAnswer(deps: Pick<AppDeps, 'config'>, input: { reference: string; amountInCents: number; redirectUrl: string }) {
  const wompi = wompiFor(deps);
  if (!wompi) throw new HttpError(400, messages.paymentProviderUnavailable);
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
