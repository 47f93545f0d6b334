/**
 * The discount code's texts the cart shows (and the refusals its preview gives, as the server
 * does): apart from messages-promotions.ts, so the cart downloads only these.
 */
import { formatBogotaDate } from '../schedule/schedule.ts';

const scopeNames = { products: 'productos', services: 'servicios' } as const;

export const promotionCartMessages = {
  codeInactive: 'Este código de descuento no está activo.',
  codeNotYet: (date: string) => `Este código de descuento es válido desde el ${formatBogotaDate(date)}.`,
  codeExpired: (date: string) => `Este código de descuento venció el ${formatBogotaDate(date)}.`,
  codeNotApplicable: (scope: 'products' | 'services') =>
    `Este código de descuento solo aplica a ${scopeNames[scope]}, y tu carrito no tiene ${scopeNames[scope]}.`,
  codeBelowMinimum: (minimum: string) => `Este código de descuento necesita una compra de al menos ${minimum}.`,
  haveCode: '¿Tienes un código?',
  codeRemove: 'Quitar el código',
  codeRemoveLabel: (code: string) => `Quitar el código ${code}`,
  codeApplied: (code: string) => `Código ${code} aplicado`,
  discountLine: (code: string) => `Descuento (${code})`,
  codeChangedCart: 'Tu carrito cambió: revisamos el código de nuevo.',
} as const;
