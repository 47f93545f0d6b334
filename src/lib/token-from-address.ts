/**
 * The token of an e-mail's link (`?token=…`: a password reset, a newsletter confirmation or
 * unsubscribe), read once and taken out of the address bar, so it never travels in a Referer.
 */
export function takeTokenFromAddress(): string {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? '';
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return token;
}
