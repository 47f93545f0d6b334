/**
 * What a contact message asks for, and by when the law says it must be answered:
 * - a PQR (petición, queja o reclamo; Ley 1755 de 2015 and the Estatuto del Consumidor): 15 business days;
 * - a request about one's personal data (Ley 1581 de 2012): a consultation, 10 business days (art. 14);
 *   a claim (rectify, delete, revoke), 15 business days (art. 15).
 * Business days skip Saturdays, Sundays and Colombian holidays; the day the message arrives (Bogotá
 * time) does not count. A data request is a consultation until the owner marks it a claim: the
 * shorter deadline is the safe one.
 */
import type { ContactRequestType } from './contact-request-types.ts';
import { bogotaMoment } from '../schedule/schedule.ts';
import { addBusinessDays } from '../shared/business-days.ts';

/** What the server stores on a message: a PQR, a data request and a payment reversal request carry a legal deadline. */
export type ContactMessageKind = 'general' | 'pqr' | 'datos' | 'reversion';

/** The kinds that are filed with a radicado. */
export type FiledRequestKind = Exclude<ContactMessageKind, 'general'>;

/** What a personal-data request is: a consultation (art. 14 Ley 1581) or a claim to rectify, update, delete or revoke (art. 15). */
export type DataRequestClass = 'consulta' | 'reclamo';

export const DATA_REQUEST_CLASSES = ['consulta', 'reclamo'] as const satisfies readonly DataRequestClass[];

/** Business days to answer each kind that has a deadline. */
export const ANSWER_BUSINESS_DAYS = {
  pqr: 15,
  /** A consultation about one's data (art. 14 Ley 1581). */
  datos: 10,
  /** A claim about one's data (art. 15 Ley 1581). */
  datosReclamo: 15,
  /** A payment reversal request, answered as a PQR. */
  reversion: 15,
} as const;

/** The server's decision from the form's fixed list (never from the free text of the subject). */
export function contactKindOf(requestType: ContactRequestType): ContactMessageKind {
  switch (requestType) {
    case 'pqr':
      return 'pqr';
    case 'datos':
      return 'datos';
    default:
      return 'general';
  }
}

export { addBusinessDays, isBusinessDay } from '../shared/business-days.ts';

/** Business days the law gives a message of this kind (a data request by its class); null when it sets none. */
export function answerBusinessDays(kind: ContactMessageKind, dataRequest: DataRequestClass = 'consulta'): number | null {
  switch (kind) {
    case 'general':
      return null;
    case 'pqr':
      return ANSWER_BUSINESS_DAYS.pqr;
    case 'datos':
      return dataRequest === 'reclamo' ? ANSWER_BUSINESS_DAYS.datosReclamo : ANSWER_BUSINESS_DAYS.datos;
    case 'reversion':
      return ANSWER_BUSINESS_DAYS.reversion;
  }
}

/**
 * The last day (Bogotá, YYYY-MM-DD) to answer a message of this kind received at `receivedAt`;
 * null when the law sets none. A data request counts as a consultation unless it is a claim;
 * `dataRequest` means nothing for the other kinds.
 */
export function answerDeadline(kind: ContactMessageKind, receivedAt: Date, dataRequest: DataRequestClass = 'consulta'): string | null {
  const days = answerBusinessDays(kind, dataRequest);
  return days === null ? null : addBusinessDays(bogotaMoment(receivedAt).date, days);
}

/**
 * A PQR, a personal-data request and a payment reversal request are filed: each gets a filing
 * number (radicado) and the sender an acknowledgement with the date they will be answered by. A
 * general message is neither.
 */
export function isFiledRequest(kind: ContactMessageKind): kind is FiledRequestKind {
  return kind !== 'general';
}

/** The Bogotá year a request is filed in: its numbers start again at 1 every year. */
export function filingYear(receivedAt: Date): number {
  return Number(bogotaMoment(receivedAt).date.slice(0, 4));
}

/** The store's sequence of a year's filing numbers, shared by every filed request. */
export function radicadoSequence(year: number): string {
  return `radicado-${year}`;
}

/** "PQR-2026-000123": the year and the request's place in it, six digits at least. */
export function formatRadicado(year: number, number: number): string {
  return `PQR-${year}-${String(number).padStart(6, '0')}`;
}

/** One deadline the acknowledgement states: for a data request, the class it applies to. */
export interface AcknowledgedDeadline {
  dataRequest: DataRequestClass | null;
  businessDays: number;
  /** YYYY-MM-DD, Bogotá. */
  answerBy: string;
}

/**
 * The deadlines the sender is told: a PQR's (or a payment reversal's) 15 business days; for a personal-data request, the
 * consultation's 10 and, should it be a claim (to rectify, update, delete or revoke), the claim's 15,
 * since only the owner decides which it is.
 */
export function acknowledgedDeadlines(kind: FiledRequestKind, receivedAt: Date): AcknowledgedDeadline[] {
  const classes: (DataRequestClass | null)[] = kind === 'datos' ? [...DATA_REQUEST_CLASSES] : [null];
  return classes.map((dataRequest) => {
    const businessDays = answerBusinessDays(kind, dataRequest ?? undefined) ?? 0;
    return { dataRequest, businessDays, answerBy: addBusinessDays(bogotaMoment(receivedAt).date, businessDays) };
  });
}
