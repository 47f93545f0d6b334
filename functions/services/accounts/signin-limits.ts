/**
 * Sign-in throttling, taken before the password is checked, so parallel guesses cannot outrun it
 * and each refused guess costs no bcrypt check. Every attempt takes one slot from its address
 * (`signinFailuresPerAddress`, whatever the e-mail, unknown e-mails included) and one for the
 * e-mail from that address (`signinFailuresPerEmail`); the limits live in src/domain/shared/limits.ts.
 * A failed attempt keeps its slots. A successful one gives its address slot back and forgives the
 * e-mail's failures from that address: a success is not a failure.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import { forgetRateWindow, releaseRateSlot, takeRateSlot, type RateSlot } from '../platform/index.ts';

export interface SigninSlots {
  address: RateSlot;
  email: RateSlot;
}

/** Takes both slots, or refuses with 429 (and gives back the one it took). */
export async function takeSigninSlots(store: Store, email: string, ip: string, now: Date): Promise<SigninSlots> {
  const address = await takeRateSlot(store, 'signinFailuresPerAddress', ip, now);
  if (!address) throw new ServiceError(429, messages.tooManyLoginAttempts);
  // The address first: it never contains "|", so the key cannot be confused with another pair.
  const perEmail = await takeRateSlot(store, 'signinFailuresPerEmail', `${ip}|${email}`, now);
  if (!perEmail) {
    await releaseRateSlot(store, address);
    throw new ServiceError(429, messages.tooManyLoginAttempts);
  }
  return { address, email: perEmail };
}

/** After a successful sign-in: the attempt was not a failure. */
export async function forgiveSignin(store: Store, slots: SigninSlots): Promise<void> {
  await releaseRateSlot(store, slots.address);
  await forgetRateWindow(store, slots.email);
}
