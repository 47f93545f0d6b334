/**
 * Where a record's invoice opens: a provider's link as it is; the shop's own sandbox document by its
 * path on this site, with the receipt token of a guest (the document is for the order's owner only).
 */
const SHOP_DOCUMENTS = '/api/invoices/';

export function invoiceDocumentHref(url: string, access: string | null): string {
  const parsed = new URL(url, 'http://tienda.invalid');
  if (!parsed.pathname.startsWith(SHOP_DOCUMENTS)) return url;
  return `${parsed.pathname}${access ? `?access=${encodeURIComponent(access)}` : ''}`;
}
