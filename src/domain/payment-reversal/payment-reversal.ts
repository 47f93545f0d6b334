/**
 * The payment reversal (reversión del pago, art. 51 Ley 1480 de 2011 and Decreto 587 de 2016): a
 * buyer who paid with a card or another electronic means may ask for the payment back in five cases,
 * within five business days of learning of the fact. Business days skip weekends and Colombian
 * holidays, as the radicados count them; the day the buyer learned of it does not count.
 */
import { addBusinessDays } from '../contact/contact-requests.ts';
import { REVERSAL_BUSINESS_DAYS } from '../legal/terms.ts';

export { REVERSAL_CASES, type ReversalCase } from './reversal-cases.ts';

/** The last day (YYYY-MM-DD) to ask for the reversal of a fact learned of on `learnedOn`. */
export function reversalDeadline(learnedOn: string): string {
  return addBusinessDays(learnedOn, REVERSAL_BUSINESS_DAYS);
}

/** Why a request cannot be filed on `today` (Bogotá, YYYY-MM-DD): a date still to come, or the five business days gone; null when it can. */
export function reversalWindowRefusal(learnedOn: string, today: string): 'future' | 'late' | null {
  if (learnedOn > today) return 'future';
  return today > reversalDeadline(learnedOn) ? 'late' : null;
}
