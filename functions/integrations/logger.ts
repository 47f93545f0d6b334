/**
 * The log sink every integration (and every other layer) is handed by the runtime: one structured
 * entry per call, never personal data (no bodies, no query strings, no e-mails).
 */
export type LogEntry = { level: 'info' | 'error'; event: string } & Record<string, unknown>;
export type Logger = (entry: LogEntry) => void;
