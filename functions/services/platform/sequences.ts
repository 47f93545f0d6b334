/**
 * Numbers that must never repeat nor skip under parallel requests (a PQR's filing number): one
 * counter document per sequence, raised by one atomic `$inc` that creates it on first use, so two
 * callers can never read the same value. A process that dies after taking a number and before
 * using it leaves a gap, never a repeated number.
 */
import { DuplicateKeyError, type Store } from '../../store/contract.ts';

/** The next number of the sequence, starting at 1. */
export async function nextInSequence(store: Store, sequence: string): Promise<number> {
  const counters = store.collection('counters');
  // Two first callers may both try to create the counter; the one refused by the unique `_id` raises it on the next turn.
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await counters.findOneAndUpdate({ _id: sequence }, { $inc: { value: 1 } }, { upsert: true });
      if (counter && Number.isSafeInteger(counter.value)) return counter.value;
      throw new Error(`Sequence ${sequence} returned no number`);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError) || attempt >= 2) throw error;
    }
  }
}
