/**
 * "Usar mi bono" in the cart: which appointments the signed-in customer's pack credits may pay,
 * which of the ticked ones they do pay, and how many sessions are left for each service after
 * them. Two appointments never promise the same credit: the ticked ones take theirs first, in the
 * cart's order, spending the soonest-expiring pack first (the rule of `coverableAppointments`, with
 * the appointment's day: a pack must last through it);
 * an unticked one is offered only while a credit is still left for it. The server decides at
 * create-order (409 `noCreditLeft` when the credit is gone); this only shows what it will do.
 */
import { creditsLeftFor, packsForService, type PackCredit } from './packs.ts';

/** An appointment of the cart as the choice reads it: its service and day, and whether its box is ticked. */
export interface CreditCandidate {
  serviceId: string;
  /** 'YYYY-MM-DD' (Bogotá): a pack whose last day is before it cannot pay it. */
  date: string;
  ticked: boolean;
}

export interface CreditChoice {
  /** The box is shown: a usable credit can pay this appointment (or already does). */
  offered: boolean;
  /** A credit pays it: the line costs $0 and create-order sends `useCredit: true`. */
  useCredit: boolean;
  /** Sessions left for this service once the paid appointments took theirs. */
  left: number;
}

/** The packs that can pay an appointment of this service on this day. */
const packsFor = (packs: readonly PackCredit[], serviceId: string, date: string) =>
  packsForService(packs, serviceId).filter((pack) => pack.lastDay >= date);

/**
 * Each appointment's box: offered or not, paying or not, and the sessions left for its service.
 * The ticked appointments take their credits in the cart's order, each from the soonest-expiring
 * pack that covers its service and lasts through its day: `coverableAppointments`' rule, with the
 * appointment's day too.
 */
export function creditChoices(packs: readonly PackCredit[], appointments: readonly CreditCandidate[]): CreditChoice[] {
  const left = packs.map((pack) => ({ ...pack }));
  const paid = appointments.map((appointment) => {
    if (!appointment.ticked) return false;
    const pack = packsFor(left, appointment.serviceId, appointment.date)[0];
    if (!pack) return false;
    pack.remaining -= 1;
    return true;
  });
  return appointments.map((appointment, index) => {
    const useCredit = paid[index] ?? false;
    const offered = useCredit || packsFor(left, appointment.serviceId, appointment.date).length > 0;
    return { offered, useCredit, left: creditsLeftFor(left, appointment.serviceId) };
  });
}
