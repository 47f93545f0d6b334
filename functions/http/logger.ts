/**
 * Structured logs: one JSON object per line, never personal data (no bodies, no query strings,
 * no e-mails). Tests pass their own sink to keep their output quiet and to assert on entries.
 */
import type { Logger } from '../integrations/logger.ts';

export const jsonLogger: Logger = (entry) => {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === 'error') console.error(line);
  else console.log(line);
};

export const silentLogger: Logger = () => {};
