/**
 * Spanish texts of the session packs ("bonos"): the server's refusals, the product form, the cart,
 * /perfil, the receipts and the owner's view.
 */
import { formatBogotaDate } from '../schedule/schedule.ts';

const sessions = (count: number) => (count === 1 ? '1 sesión' : `${count} sesiones`);

export const packMessages = {
  // --- Refusals (the server's 4xx answers)
  sessionsInvalid: `Escribe cuántas sesiones trae el bono: un número entero de 1 a 100.`,
  servicesRequired: 'Elige al menos un servicio que el bono pague.',
  servicesInvalid: 'Los servicios del bono no son válidos: elige hasta 20 servicios de la tienda.',
  servicesUnknown: 'Uno de los servicios del bono ya no existe o no es un servicio. Elígelos de nuevo.',
  validityInvalid: 'Escribe cuántos días dura el bono: un número entero de 1 a 730.',
  packIsService: 'Un servicio no puede ser un bono: crea el bono como un producto de otra categoría.',
  packWithVariants: 'Un bono no tiene tallas ni colores: quita las opciones o los datos del bono.',
  signInToBuyPack: 'Inicia sesión para comprar un bono: sus sesiones quedan guardadas en tu cuenta.',
  signInToUseCredit: 'Inicia sesión para pagar una cita con tu bono.',
  noCreditLeft: (serviceName: string) =>
    `No tienes un bono vigente con sesiones para ${serviceName} en esa fecha. Quita "Usar mi bono" para pagarla como siempre.`,
  moveAfterPackExpiry: (lastDay: string) =>
    `Esta cita se pagó con tu bono, que vence el ${formatBogotaDate(lastDay)}: elige una fecha hasta ese día, o cancélala para recuperar la sesión.`,
  creditLostDuringPayment: 'La sesión de tu bono dejó de estar disponible para este pedido. No se hizo ningún cobro; intenta de nuevo.',
  // --- The product form (admin)
  packSection: 'Bono de sesiones',
  packHint: 'Si este producto es un bono, di cuántas sesiones trae, qué servicios paga y cuántos días dura.',
  packSessionsLabel: 'Sesiones del bono',
  packServicesLabel: 'Servicios que paga',
  packValidityLabel: 'Días de vigencia',
  // --- The storefront, the cart, /perfil and the receipts
  packBadge: 'Bono',
  packSummary: (count: number, days: number) => `${sessions(count)} · válido ${days === 1 ? '1 día' : `${days} días`} desde la compra`,
  packCovers: (names: readonly string[]) => `Para: ${names.join(', ')}`,
  packNeedsAccount: 'Para comprar un bono inicia sesión: sus sesiones quedan en tu cuenta.',
  useCredit: 'Usar mi bono',
  /** What an appointment paid with a pack's session costs now, on its cart line. */
  creditOnLine: '1 sesión de tu bono',
  creditsCoverAll: 'Tus bonos cubren todo lo que se paga ahora: no hay ningún cobro.',
  creditsLeft: (count: number) => `Te quedan ${sessions(count)} en tus bonos para este servicio.`,
  paidWithCredit: (packName: string) => `Pagada con tu bono «${packName}»`,
  yourPacks: 'Tus bonos',
  noPacks: 'Aún no tienes bonos.',
  packsLoading: 'Cargando tus bonos…',
  packsLoadError: 'No pudimos cargar tus bonos.',
  packLine: (count: number, serviceNames: readonly string[], lastDay: string) =>
    `${sessions(count)} de ${serviceNames.join(', ') || 'servicios'}, vencen el ${formatBogotaDate(lastDay)}`,
  packUsedUp: 'Sin sesiones',
  packExpired: (lastDay: string) => `Venció el ${formatBogotaDate(lastDay)}`,
  cancelledCreditBack: 'Cita cancelada. Devolvimos la sesión a tu bono.',
  cancelCreditBackNote: 'La sesión vuelve a tu bono para usarla en otra cita.',
  // --- The owner's view
  packsSold: 'Bonos vendidos',
  packsSoldEmpty: 'Todavía no se ha vendido ningún bono.',
  packColumns: { customer: 'Cliente', pack: 'Bono', bought: 'Compra', total: 'Sesiones', used: 'Usadas', left: 'Quedan', expires: 'Vence' },
  packsSoldIntro: 'Cada bono pagado: quién lo compró, cuántas sesiones trae, cuántas ya usó y cuántas le quedan.',
  packsSoldLoadError: 'No se pudieron cargar los bonos vendidos.',
  packDeletedAccount: 'Cuenta eliminada',
  packHeldNote: (count: number) => (count === 1 ? '1 sesión en un pago en curso' : `${count} sesiones en pagos en curso`),
  // --- The product form (admin): the services to choose from
  packServiceGone: 'Servicio que ya no está en la tienda',
  packNoServices: 'Aún no hay servicios en la tienda: crea primero el servicio que el bono pagará.',
} as const;
