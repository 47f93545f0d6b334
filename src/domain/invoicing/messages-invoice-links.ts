/**
 * What the receipt (page and e-mail) and /orders say of a payment's electronic invoice: a small
 * file of its own, so the pages that show the link download nothing else of the invoicing.
 */
export const invoiceLinkMessages = {
  pending: 'Tu factura electrónica llegará a tu correo en unos minutos.',
  link: (number: string) => `Factura electrónica ${number}`,
} as const;
