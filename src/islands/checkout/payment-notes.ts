/**
 * What a payment leaves for the page it opens, in the tab's sessionStorage (a page change drops a
 * toast): the toast with the server's reason, and the guest's receipt token. The result pages
 * read these without loading the payment flow itself.
 */
const FLASH_KEY = 'tienda:pago-aviso';
const RECEIPT_PREFIX = 'tienda:recibo:';

export interface PaymentFlash {
  kind: 'success' | 'error';
  message: string;
  /** The server's reason, shown on the failure page when it says more than the toast. */
  reason?: string;
}

export function setPaymentFlash(flash: PaymentFlash) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage refused: the result page still tells what happened.
  }
}

export function takePaymentFlash(): PaymentFlash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const flash = JSON.parse(raw) as Partial<PaymentFlash>;
    if ((flash.kind !== 'success' && flash.kind !== 'error') || typeof flash.message !== 'string') return null;
    return { kind: flash.kind, message: flash.message, ...(typeof flash.reason === 'string' ? { reason: flash.reason } : {}) };
  } catch {
    return null;
  }
}

/** The receipt token a guest reads their payment's details with, kept for this browser tab. */
export function keepReceiptToken(reference: string, accessToken: string) {
  try {
    sessionStorage.setItem(RECEIPT_PREFIX + reference, accessToken);
  } catch {
    // Without it a guest's success page shows no details; the payment itself is done.
  }
}

export function receiptToken(reference: string): string | null {
  try {
    return sessionStorage.getItem(RECEIPT_PREFIX + reference);
  } catch {
    return null;
  }
}
