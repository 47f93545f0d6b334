import type { Config } from '@netlify/functions';
import { getDeps } from '../../functions/runtime.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';

/**
 * The shop's periodic chores (functions/services/operations/sweeper.ts): resuming interrupted payments,
 * booking changes and account deletions, the appointment reminders, sending the outbox's waiting
 * mail, forgetting old rate-limit windows, and the retention periods (old contact messages,
 * inactive carts).
 */
export default async () => {
  const deps = await getDeps();
  deps.log({ level: 'info', event: 'sweep', ...(await runSweep(deps)) });
};

// Netlify reads the schedule from the source itself, so it must stay a literal: every 5 minutes
// (SWEEP_INTERVAL_MINUTES, the same interval `npm start` uses).
export const config: Config = {
  schedule: '*/5 * * * *',
};
