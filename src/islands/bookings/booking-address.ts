/**
 * The reservation the page is about: `ref` from the address, and the receipt's token (`access`),
 * which the e-mail's link carries. The token is kept for this tab and dropped from the address
 * bar, so it does not stay in the history or travel on in a shared link.
 */
const TOKEN_PREFIX = 'tienda-reserva:';

export interface BookingAddress {
  reference: string | null;
  access: string | null;
}

function storedToken(reference: string): string | null {
  try {
    return sessionStorage.getItem(TOKEN_PREFIX + reference);
  } catch {
    return null;
  }
}

export function readBookingAddress(): BookingAddress {
  const url = new URL(window.location.href);
  const reference = url.searchParams.get('ref')?.trim() || null;
  const fromLink = url.searchParams.get('access');
  if (fromLink !== null) {
    if (reference && fromLink) {
      try {
        sessionStorage.setItem(TOKEN_PREFIX + reference, fromLink);
      } catch {
        // Without storage the token lives only in this page's memory; a reload asks for the link again.
      }
    }
    url.searchParams.delete('access');
    window.history.replaceState(window.history.state, '', url);
  }
  return { reference, access: fromLink || (reference ? storedToken(reference) : null) };
}
