/**
 * Electronic invoices through Factus (proveedor tecnológico, developers.factus.com.co), over its
 * documented REST API with `fetch` (no maintained npm client exists):
 * - `POST /oauth/token`: an OAuth2 token by the password grant (client id and secret, the account's
 *   user and password), kept until it expires and then renewed with its refresh token; a 401 drops it;
 * - `POST /v1/bills/validate`: an invoice, created and validated before DIAN in one call;
 * - `POST /v1/credit-notes/validate`: a credit note referencing its invoice (Factus' bill id);
 * - `GET /v1/bills?filter[reference_code]=` and `GET /v1/bills/show/{number}` (the credit notes'
 *   alike): the document already issued with a reference code. The request's key is the
 *   reference_code, so when Factus answers that it exists (a retry after a lost answer), the client
 *   reads that document instead of failing: a document is never issued twice.
 * Every call has a 15 s timeout; a failure is an `InvoiceProviderError` with Factus' HTTP status
 * (null when no answer came) and Factus' own message, its validation errors included.
 * The links kept are Factus' public page of the document when it gives one, else its download
 * endpoints (`/v1/bills/download-pdf/{number}`, `…/download-xml/{number}`), which need the token.
 */
import type { FactusConfig } from '../invoicing-config.ts';
import type { InvoiceRequest, IssuedDocument } from '../../src/domain/invoicing/invoices.ts';
import { factusMessages as says } from '../../src/domain/invoicing/messages-factus.ts';
import { billBody, creditNoteBody, issuedDocument, type FactusDocument } from './factus-documents.ts';
import { InvoiceProviderError, type InvoiceProvider } from './invoicing.ts';
import type { Logger } from './logger.ts';

const TIMEOUT_MS = 15_000;
/** A token is renewed a minute before Factus says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export interface FactusOptions {
  log: Logger;
  clock?: () => Date;
  /** How long a call may wait for Factus' answer: 15 s (a test shortens it). */
  timeoutMs?: number;
}

interface Token {
  access: string;
  refresh: string | undefined;
  expiresAt: number;
}

type Json = Record<string, unknown>;

interface Answer {
  status: number;
  body: Json;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Factus' error answer as one line: its message and each validation error ("campo: texto"). */
export function factusErrorText(status: number, body: Json): string {
  const parts: string[] = [];
  if (typeof body.message === 'string') parts.push(body.message);
  const data = isObject(body.data) ? body.data : {};
  const errors = data.errors ?? body.errors;
  if (isObject(errors)) {
    for (const [field, texts] of Object.entries(errors)) {
      const list = Array.isArray(texts) ? texts.filter((text) => typeof text === 'string') : [String(texts)];
      parts.push(`${field}: ${list.join(' ')}`);
    }
  } else if (Array.isArray(errors)) {
    parts.push(...errors.map((error) => (typeof error === 'string' ? error : JSON.stringify(error))));
  }
  return parts.length > 0 ? `Factus HTTP ${status}: ${parts.join(' · ')}` : `Factus HTTP ${status}`;
}

/** Whether Factus refused the document because its reference_code already exists (409, or 422 on that field). */
function referenceTaken(answer: Answer): boolean {
  if (answer.status === 409) return true;
  const data = isObject(answer.body.data) ? answer.body.data : {};
  return answer.status === 422 && isObject(data.errors) && 'reference_code' in data.errors;
}

/** The two kinds of document, by Factus' paths and answer fields. */
const KINDS = {
  factura: { path: 'bills', field: 'bill', show: (number: string) => `/v1/bills/show/${encodeURIComponent(number)}` },
  'nota-credito': {
    path: 'credit-notes',
    field: 'credit_note',
    show: (number: string) => `/v1/credit-notes/${encodeURIComponent(number)}`,
  },
} as const;

export function createFactusProvider(config: FactusConfig, options: FactusOptions): InvoiceProvider {
  const clock = options.clock ?? (() => new Date());
  const test = config.environment !== 'production';
  let token: Token | undefined;
  let renewing: Promise<Token> | undefined;

  async function call(method: 'GET' | 'POST', path: string, init: { json?: unknown; form?: URLSearchParams; bearer?: string } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        method,
        headers,
        body: init.form ?? (init.json === undefined ? null : JSON.stringify(init.json)),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new InvoiceProviderError(says.noAnswer(error instanceof Error ? error.message : String(error)), null);
    }
    const text = await response.text().catch(() => '');
    let body: Json = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (isObject(parsed)) body = parsed;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    return { status: response.status, body };
  }

  async function requestToken(form: Record<string, string>): Promise<Token> {
    const params = new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...form });
    const answer = await call('POST', '/oauth/token', { form: params });
    const { access_token: access, refresh_token: refresh, expires_in: expiresIn } = answer.body;
    if (answer.status !== 200 || typeof access !== 'string') {
      throw new InvoiceProviderError(factusErrorText(answer.status, answer.body), answer.status);
    }
    const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600;
    return { access, refresh: typeof refresh === 'string' ? refresh : undefined, expiresAt: clock().getTime() + seconds * 1000 };
  }

  /** A new token: by the refresh token when there is one (the password grant if Factus refuses it), else by the password. */
  async function renew(previous: Token | undefined): Promise<Token> {
    if (previous?.refresh) {
      try {
        return await requestToken({ grant_type: 'refresh_token', refresh_token: previous.refresh });
      } catch (error) {
        if (!(error instanceof InvoiceProviderError) || error.status === null || error.status >= 500) throw error;
      }
    }
    return requestToken({ grant_type: 'password', username: config.username, password: config.password });
  }

  /** The token in use, renewed once by parallel callers when it expires (or was refused). */
  async function accessToken(): Promise<string> {
    if (token && clock().getTime() < token.expiresAt - EXPIRY_MARGIN_MS) return token.access;
    renewing ??= renew(token).finally(() => {
      renewing = undefined;
    });
    token = await renewing;
    return token.access;
  }

  /** A call with the token; a 401 (a token Factus no longer takes) renews it once and calls again. */
  async function authorized(method: 'GET' | 'POST', path: string, json?: unknown): Promise<Answer> {
    const bearer = await accessToken();
    const answer = await call(method, path, { json, bearer });
    if (answer.status !== 401) return answer;
    // Renewed by its refresh token, unless a parallel call renewed it already.
    if (token?.access === bearer) token = { ...token, expiresAt: 0 };
    return call(method, path, { json, bearer: await accessToken() });
  }

  function fail(answer: Answer): never {
    throw new InvoiceProviderError(factusErrorText(answer.status, answer.body), answer.status);
  }

  /** The full document (`data.bill` / `data.credit_note`) and its range's prefix, from Factus' answer. */
  function documentOf(kind: InvoiceRequest['kind'], answer: Answer): { document: FactusDocument; prefix: unknown } {
    const data = isObject(answer.body.data) ? answer.body.data : {};
    const document = data[KINDS[kind].field];
    const range = isObject(data.numbering_range) ? data.numbering_range : {};
    return { document: isObject(document) ? document : {}, prefix: range.prefix };
  }

  function toIssued(kind: InvoiceRequest['kind'], answer: Answer): IssuedDocument {
    const { document, prefix } = documentOf(kind, answer);
    const number = typeof document.number === 'string' ? document.number : '';
    const downloads = `${config.apiBase}/v1/${KINDS[kind].path}`;
    const publicUrl = typeof document.public_url === 'string' && document.public_url ? document.public_url : undefined;
    const links = {
      pdfUrl: publicUrl ?? `${downloads}/download-pdf/${encodeURIComponent(number)}`,
      xmlUrl: `${downloads}/download-xml/${encodeURIComponent(number)}`,
    };
    const issued = issuedDocument(document, links, { prefix, test, now: clock() });
    if (!issued) throw new InvoiceProviderError(says.noNumber(JSON.stringify(answer.body).slice(0, 300)), null);
    return issued;
  }

  /** The full answer of a document by its number. */
  async function show(kind: InvoiceRequest['kind'], number: string): Promise<Answer> {
    const answer = await authorized('GET', KINDS[kind].show(number));
    return answer.status === 200 ? answer : fail(answer);
  }

  /** The document Factus already has with this reference code: validated, it is the answer; pending, a later retry asks again. */
  async function alreadyIssued(request: InvoiceRequest, conflict: Answer): Promise<IssuedDocument> {
    const query = `filter[reference_code]=${encodeURIComponent(request.key)}`;
    const list = await authorized('GET', `/v1/${KINDS[request.kind].path}?${query}`);
    if (list.status !== 200) fail(list);
    const data = isObject(list.body.data) ? list.body.data : {};
    const rows = Array.isArray(data.data) ? data.data.filter(isObject) : [];
    const row = rows.find((candidate) => candidate.reference_code === request.key);
    if (!row || typeof row.number !== 'string') fail(conflict);
    const found = await show(request.kind, row.number);
    const { document } = documentOf(request.kind, found);
    if (!document.cufe && !document.cude) {
      // Factus has it, not yet validated by DIAN: no answer to keep yet, so not a refusal; the queue asks again.
      throw new InvoiceProviderError(`${factusErrorText(conflict.status, conflict.body)} · ${says.stillUnvalidated(request.key)}`, null);
    }
    options.log({ level: 'info', event: 'factus.found-issued', kind: request.kind });
    return toIssued(request.kind, found);
  }

  /** The invoice a credit note corrects: its Factus id, and whether the note is for all of it. */
  async function correctedBill(request: InvoiceRequest): Promise<{ billId: number; voidsTheInvoice: boolean }> {
    const correcting = request.correcting;
    if (!correcting) throw new InvoiceProviderError(says.creditNoteWithoutInvoice, 422);
    const { document } = documentOf('factura', await show('factura', correcting.number));
    const billId = Number(correcting.providerId ?? document.id);
    if (!Number.isSafeInteger(billId)) throw new InvoiceProviderError(says.noBillId(correcting.number), null);
    return { billId, voidsTheInvoice: Number(document.total) === request.total };
  }

  return {
    kind: 'factus',
    async issue(request) {
      const body =
        request.kind === 'factura'
          ? billBody(request, config.numberingRangeId)
          : creditNoteBody(request, { numberingRangeId: config.creditNoteRangeId, ...(await correctedBill(request)) });
      const answer = await authorized('POST', `/v1/${KINDS[request.kind].path}/validate`, body);
      if (answer.status === 200 || answer.status === 201) {
        options.log({ level: 'info', event: 'factus.issued', kind: request.kind });
        return toIssued(request.kind, answer);
      }
      if (referenceTaken(answer)) return alreadyIssued(request, answer);
      return fail(answer);
    },
  };
}
