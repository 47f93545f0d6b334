/**
 * How a WhatsApp notice leaves the shop: a template message through Meta's WhatsApp Business Cloud
 * API (`POST {apiBase}/{phone number id}/messages`, bearer token), sent by the `whatsapp-api-js`
 * client, loaded by the first message sent. The library always calls graph.facebook.com; the fetch
 * it is handed sends its calls to the configured API base instead (Meta's by default, a loopback
 * fake in the tests) and turns every answer but a 2xx into a `WhatsAppSendError` with the status.
 * Without the configuration there is no sender: nothing is queued nor sent.
 */
import type { WhatsAppConfig } from '../config.ts';
import { loadOnce } from './load-once.ts';
import type { Logger } from './logger.ts';

export interface WhatsAppTemplateMessage {
  /** The recipient, digits with the country code ("573001234567"). */
  to: string;
  template: string;
  language: string;
  /** The body's parameters {{1}}, {{2}}… in order. */
  parameters: string[];
}

export interface WhatsAppSender {
  readonly kind: 'cloud-api';
  /** Resolves with Meta's message id once the API accepted the message; rejects with a `WhatsAppSendError` otherwise. */
  send(message: WhatsAppTemplateMessage): Promise<{ id: string }>;
}

/** A refused or failed send: `status` is the API's HTTP status, null when no answer came (network, timeout). */
export class WhatsAppSendError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'WhatsAppSendError';
    this.status = status;
  }

  /** A 4xx other than 408 and 429 will fail again the same way: the message is given up. */
  get permanent(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/** The version the library is told; its address is replaced by the configured API base. */
const LIBRARY_VERSION = 'v23.0';
const LIBRARY_BASE = `https://graph.facebook.com/${LIBRARY_VERSION}/`;
const TIMEOUT_MS = 15_000;

/** Meta's error answer: `{ error: { message, code, error_data: { details } } }`. */
function errorText(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } } };
    const error = parsed.error;
    const parts = [error?.code, error?.message, error?.error_data?.details].filter(
      (part) => typeof part === 'string' || typeof part === 'number',
    );
    if (parts.length > 0) return `HTTP ${status}: ${parts.join(' · ')}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}

/** The fetch the library is handed: to the configured base, with a timeout, and a 4xx or 5xx thrown with its status. */
export function graphFetch(apiBase: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(LIBRARY_BASE)) throw new WhatsAppSendError(`Dirección inesperada: ${url}`, null);
    let response: Response;
    try {
      response = await fetch(`${apiBase}/${url.slice(LIBRARY_BASE.length)}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WhatsAppSendError(String(error instanceof Error ? error.message : error), null);
    }
    if (!response.ok) throw new WhatsAppSendError(errorText(response.status, await response.text()), response.status);
    return response;
  };
}

export function createCloudApiSender(config: WhatsAppConfig, log: Logger): WhatsAppSender {
  const client = loadOnce(async () => {
    const [{ WhatsAppAPI }, messages] = await Promise.all([import('whatsapp-api-js'), import('whatsapp-api-js/messages')]);
    const api = new WhatsAppAPI({
      token: config.token,
      v: LIBRARY_VERSION,
      secure: false,
      ponyfill: { fetch: graphFetch(config.apiBase) },
    });
    return { api, messages };
  });
  return {
    kind: 'cloud-api',
    async send(message) {
      const { api, messages } = await client();
      const { Template, Language, BodyComponent, BodyParameter } = messages;
      const parameters = message.parameters.map((text) => new BodyParameter(text));
      const [first, ...rest] = parameters;
      const template = first
        ? new Template(message.template, new Language(message.language), new BodyComponent(first, ...rest))
        : new Template(message.template, new Language(message.language));
      // The number as a string: the library's object form requires a business-scoped user id, which a template to a phone has not.
      const answer = await api.sendMessage(config.phoneNumberId, message.to, template);
      const id = 'messages' in answer ? answer.messages[0]?.id : undefined;
      if (!id) throw new WhatsAppSendError('La respuesta de WhatsApp no trae el id del mensaje', null);
      log({ level: 'info', event: 'whatsapp.sent', template: message.template });
      return { id };
    },
  };
}

/** The Cloud API when WhatsApp is configured; none otherwise (nothing is queued then). */
export function createWhatsAppSender(config: WhatsAppConfig | undefined, log: Logger): WhatsAppSender | null {
  return config ? createCloudApiSender(config, log) : null;
}
