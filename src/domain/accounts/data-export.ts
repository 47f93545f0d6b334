/**
 * "Descargar mis datos" as a person reads it, and a program too: Spanish keys, statuses and codes
 * in words, every date written in Bogotá time (the long form of src/domain/shared/dates.ts) with its
 * exact ISO 8601 value beside it (the same key ending in `ISO`), and every amount in formatted
 * pesos with its whole number beside it (the same key ending in `COP`). The file says so itself,
 * in `acercaDeEsteArchivo`.
 */
import type { PackCredit } from '../promotions/packs.ts';
import type { ConsentRecord } from '../legal/consent.ts';
import { buyerDocumentLabels, type InvoiceBuyer } from '../invoicing/buyer.ts';
import { appointmentIso, formatAppointment, formatMoment, isoInBogota } from '../shared/dates.ts';
import { intensityName } from '../catalogue/intensity.ts';
import { accountMessages } from './messages-account.ts';
import { dataExportMessages as t } from './messages-data-export.ts';
import { formatCop } from '../money/money.ts';
import { paymentFigures } from '../money/payment-figures.ts';
import { lineStateOf, type PublicRecord, type RecordLine, type RecordShippingInfo } from '../records/records.ts';

type Instant = Date | string;

export interface ExportedConsent {
  documento: string;
  version: string;
  aceptadoEl: string;
  aceptadoElISO: string;
  confirmadoEl?: string;
  confirmadoElISO?: string;
}

/** Who invoices go to ("Datos de facturación"): the account's own, or the one a payment named. */
export interface ExportedInvoiceBuyer {
  tipoDeDocumento: string;
  numeroDeDocumento: string;
  digitoDeVerificacion?: string;
  nombreORazonSocial: string;
  correoParaLaFactura: string;
}

export interface ExportedLine {
  tipo: string;
  nombre: string;
  categoria: string;
  marca: string;
  cantidad: number;
  precioUnitario: string;
  precioUnitarioCOP: number;
  total: string;
  totalCOP: number;
  /** A product's price, or a service's deposit: what the payment took for the line. */
  pagadoAlReservar: string;
  pagadoAlReservarCOP: number;
  /** What a discount code took off the line (already out of its total). */
  descuento?: string;
  descuentoCOP?: number;
  cita?: string;
  citaISO?: string;
  duracionMinutos?: number;
  intensidad?: string;
  estadoDeLaCita?: string;
  historial?: string[];
}

export interface ExportedDelivery {
  metodo: string;
  nombre: string;
  correo: string;
  telefono: string;
  direccion: string;
  ciudad: string;
  barrio: string;
  horario: string;
}

export interface ExportedRecord {
  referencia: string;
  estado: string;
  medioDePago: string;
  realizadaEl: string;
  realizadaElISO: string;
  actualizadaEl: string;
  actualizadaElISO: string;
  lineas: ExportedLine[];
  entrega: ExportedDelivery;
  montos: {
    productosYServicios: string;
    productosYServiciosCOP: number;
    envio: string;
    envioCOP: number;
    total: string;
    totalCOP: number;
    pagado: string;
    pagadoCOP: number;
    devuelto: string;
    devueltoCOP: number;
    porDevolver: string;
    porDevolverCOP: number;
    saldoPorPagar: string;
    saldoPorPagarCOP: number;
    /** The discount code the payment used and what it took off this record's lines. */
    codigoDeDescuento?: string;
    descuento?: string;
    descuentoCOP?: number;
  };
  consentimientos: ExportedConsent[];
  /** Who the payment's electronic invoice goes to, when the buyer named someone (consumidor final otherwise). */
  facturaA?: ExportedInvoiceBuyer;
}

export interface ExportedCheckout {
  referencia: string;
  estado: string;
  medioDePago: string;
  iniciadoEl: string;
  iniciadoElISO: string;
  actualizadoEl: string;
  actualizadoElISO: string;
  lineas: ExportedLine[];
  entrega: ExportedDelivery;
  consentimientos: ExportedConsent[];
  facturaA?: ExportedInvoiceBuyer;
}

export interface DataExport {
  acercaDeEsteArchivo: { contenido: string; fechas: string; montos: string; noIncluye: string };
  generadoEl: string;
  generadoElISO: string;
  cuenta: {
    id: string;
    nombre: string;
    correo: string;
    estadoDelCorreo: string;
    telefono: string;
    rol: string;
    foto: string;
    creadaEl: string;
    creadaElISO: string;
    actualizadaEl: string;
    actualizadaElISO: string;
    /** The invoicing data the account keeps ("Datos de facturación" on /perfil), when it keeps some. */
    datosDeFacturacion?: ExportedInvoiceBuyer;
  };
  /** What the person accepted with the account (the data policy at sign-up…). */
  consentimientos: ExportedConsent[];
  compras: ExportedRecord[];
  reservas: ExportedRecord[];
  /** Every payment the account began, paid or not, with what was typed on it. */
  pagosIniciados: ExportedCheckout[];
  carrito: { producto: string; productoId: string; cantidad: number; actualizadoEl: string; actualizadoElISO: string }[];
  /** The session packs ("bonos") the account bought, with their credits now. */
  bonos: ExportedPack[];
  /** The reviews the account wrote, with the shop's answers; only there when it wrote any. */
  reseñas?: ExportedReview[];
  /** The newsletter subscription of the account's e-mail, once the e-mail is confirmed; null otherwise. */
  novedadesPorCorreo: {
    correo: string;
    estado: string;
    consentimientos: ExportedConsent[];
    creadaEl: string;
    creadaElISO: string;
    confirmadaEl?: string;
    confirmadaElISO?: string;
  } | null;
  /** The back-in-stock alerts of the account's e-mail, once the e-mail is confirmed; only when there is one. */
  avisosDeExistencias?: ExportedRestockAlert[];
  /** The waitlists of full hours the account joined (or its confirmed e-mail did); only when there is one. */
  listasDeEspera?: ExportedWaitlistEntry[];
  /** The requests of withdrawal (retracto) of the account's purchases; only there when it made any. */
  retractos?: ExportedWithdrawal[];
}

/** A place in the waitlist of a full hour ("Avísame si se libera") in the data export. */
export interface ExportedWaitlistEntry {
  correo: string;
  /** The phone of its WhatsApp notice; only there when its box was ticked. */
  telefono?: string;
  servicio: string;
  servicioId: string;
  fecha: string;
  hora: string;
  estado: string;
  consentimientos: ExportedConsent[];
  creadoEl: string;
  creadoElISO: string;
}

/** A request of withdrawal (retracto) in the data export. */
export interface ExportedWithdrawal {
  radicado: string;
  compra: string;
  productos: string[];
  motivo: string;
  estado: string;
  valorADevolver: number;
  solicitadoElISO: string;
}

/** A back-in-stock alert ("Avísame cuando llegue") in the data export. */
export interface ExportedRestockAlert {
  correo: string;
  producto: string;
  productoId: string;
  estado: string;
  consentimientos: ExportedConsent[];
  creadoEl: string;
  creadoElISO: string;
}

/** An instant for a person ("miércoles 4 de marzo de 2026, 10:00 a. m.") and for a program (ISO 8601, Bogotá's offset). */
const readable = (instant: Instant) => formatMoment(instant);
const exact = (instant: Instant) => isoInBogota(instant);
/** "$ 290.000" with plain spaces, the same on every machine. */
const pesos = (amount: number) => formatCop(amount).replace(/\s/g, ' ');
const wordFor = (words: ReadonlyMap<string, string>, code: string) => words.get(code) ?? code;

export function exportedConsents(consents: readonly ConsentRecord[] | undefined): ExportedConsent[] {
  return (consents ?? []).map((consent) => ({
    documento: wordFor(t.consentKinds, consent.kind),
    version: consent.version,
    aceptadoEl: readable(consent.acceptedAt),
    aceptadoElISO: exact(consent.acceptedAt),
    ...(consent.confirmedAt ? { confirmadoEl: readable(consent.confirmedAt), confirmadoElISO: exact(consent.confirmedAt) } : {}),
  }));
}

export function exportedInvoiceBuyer(buyer: InvoiceBuyer): ExportedInvoiceBuyer {
  return {
    tipoDeDocumento: buyerDocumentLabels[buyer.documentType],
    numeroDeDocumento: buyer.documentNumber,
    ...(buyer.checkDigit ? { digitoDeVerificacion: buyer.checkDigit } : {}),
    nombreORazonSocial: buyer.name,
    correoParaLaFactura: buyer.email,
  };
}

/** `{ facturaA }` when a buyer was named, nothing otherwise. */
const invoicedTo = (buyer: InvoiceBuyer | undefined) => (buyer && !buyer.finalConsumer ? { facturaA: exportedInvoiceBuyer(buyer) } : {});

function lineHistory(line: RecordLine): string[] {
  return (line.history ?? []).map((event) => {
    const by = wordFor(t.changedBy, event.by);
    const what =
      event.kind === 'reprogramada'
        ? t.moved(formatAppointment(event.from.date, event.from.time), formatAppointment(event.to.date, event.to.time), by)
        : t.cancelled(by);
    return `${formatMoment(event.at)}: ${what}`;
  });
}

export function exportedLine(line: RecordLine): ExportedLine {
  const state = lineStateOf(line);
  const appointment = line.kind === 'service' && line.reservationDate && line.reservationTime;
  return {
    tipo: wordFor(t.lineKinds, line.kind),
    nombre: line.productName,
    categoria: line.category,
    marca: line.brandName,
    cantidad: line.quantity,
    precioUnitario: pesos(line.unitPrice),
    precioUnitarioCOP: line.unitPrice,
    total: pesos(line.lineTotal),
    totalCOP: line.lineTotal,
    pagadoAlReservar: pesos(line.payNow),
    pagadoAlReservarCOP: line.payNow,
    ...(line.discount ? { descuento: pesos(line.discount), descuentoCOP: line.discount } : {}),
    ...(appointment
      ? {
          cita: formatAppointment(line.reservationDate!, line.reservationTime!),
          citaISO: appointmentIso(line.reservationDate!, line.reservationTime!),
        }
      : {}),
    ...(line.serviceDuration !== undefined ? { duracionMinutos: line.serviceDuration } : {}),
    ...(line.serviceIntensity ? { intensidad: intensityName(line.serviceIntensity) } : {}),
    ...(state ? { estadoDeLaCita: state } : {}),
    ...(line.history?.length ? { historial: lineHistory(line) } : {}),
  };
}

export function exportedDelivery(info: RecordShippingInfo): ExportedDelivery {
  return {
    metodo: wordFor(t.shippingMethods, info.shippingMethod),
    nombre: info.name,
    correo: info.email,
    telefono: info.phone,
    direccion: info.address,
    ciudad: info.city,
    barrio: info.neighborhood,
    horario: info.deliveryTime,
  };
}

/** A sale or a reservation: its status is already a word ("pagada", "no asistió"); its figures those of every receipt. */
export function exportedRecord(record: PublicRecord & { consents?: ConsentRecord[] }): ExportedRecord {
  const figures = paymentFigures([record]);
  return {
    referencia: record.reference,
    estado: record.status,
    medioDePago: wordFor(t.providers, record.payment.provider),
    realizadaEl: readable(record.createdAt),
    realizadaElISO: exact(record.createdAt),
    actualizadaEl: readable(record.updatedAt),
    actualizadaElISO: exact(record.updatedAt),
    lineas: record.reservationDetails.map(exportedLine),
    entrega: exportedDelivery(record.shippingInfo),
    montos: {
      productosYServicios: pesos(figures.lines),
      productosYServiciosCOP: figures.lines,
      envio: pesos(figures.shipping),
      envioCOP: figures.shipping,
      total: pesos(figures.total),
      totalCOP: figures.total,
      pagado: pesos(figures.paid),
      pagadoCOP: figures.paid,
      devuelto: pesos(figures.refunded),
      devueltoCOP: figures.refunded,
      porDevolver: pesos(figures.refundPending),
      porDevolverCOP: figures.refundPending,
      saldoPorPagar: pesos(figures.balance),
      saldoPorPagarCOP: figures.balance,
      ...(record.amounts.discountCode
        ? {
            codigoDeDescuento: record.amounts.discountCode,
            descuento: pesos(record.amounts.discount ?? 0),
            descuentoCOP: record.amounts.discount ?? 0,
          }
        : {}),
    },
    consentimientos: exportedConsents(record.consents),
    ...invoicedTo(record.invoiceBuyer),
  };
}

/** A payment the account began, as it was typed, and how it ended in words. */
export function exportedCheckout(order: {
  reference: string;
  status: string;
  provider: string;
  lines: readonly RecordLine[];
  shippingInfo: RecordShippingInfo;
  consents?: ConsentRecord[];
  invoiceBuyer?: InvoiceBuyer;
  createdAt: Instant;
  updatedAt: Instant;
}): ExportedCheckout {
  return {
    referencia: order.reference,
    estado: wordFor(t.checkoutStatuses, order.status),
    medioDePago: wordFor(t.providers, order.provider),
    iniciadoEl: readable(order.createdAt),
    iniciadoElISO: exact(order.createdAt),
    actualizadoEl: readable(order.updatedAt),
    actualizadoElISO: exact(order.updatedAt),
    lineas: order.lines.map(exportedLine),
    entrega: exportedDelivery(order.shippingInfo),
    consentimientos: exportedConsents(order.consents),
    ...invoicedTo(order.invoiceBuyer),
  };
}

/** What the file says about itself: what it holds, and how its dates and amounts are written. */
export function aboutTheExport(shop: string): DataExport['acercaDeEsteArchivo'] {
  return { contenido: t.about.contenido(shop), fechas: t.about.fechas, montos: t.about.montos, noIncluye: t.about.noIncluye };
}

export const exportedMoment = { readable, exact };

/** A review the account wrote, as the export shows it. */
export interface ExportedReview {
  referencia: string;
  producto: string;
  calificacion: number;
  texto: string;
  estado: string;
  escritaEl: string;
  escritaElISO: string;
  respuestaDeLaTienda?: { texto: string; el: string; elISO: string };
}

export function exportedReview(review: {
  reference: string;
  productName: string;
  rating: number;
  text: string;
  status: string;
  createdAt: Date;
  answer?: { text: string; at: Date };
}): ExportedReview {
  return {
    referencia: review.reference,
    producto: review.productName,
    calificacion: review.rating,
    texto: review.text,
    estado: review.status,
    escritaEl: readable(review.createdAt),
    escritaElISO: exact(review.createdAt),
    ...(review.answer
      ? { respuestaDeLaTienda: { texto: review.answer.text, el: readable(review.answer.at), elISO: exact(review.answer.at) } }
      : {}),
  };
}

/** A session pack in the export: what was bought, for which services, what is used and left, until when. */
export interface ExportedPack {
  bono: string;
  referencia: string;
  servicios: string[];
  sesiones: number;
  usadas: number;
  enUnPagoEnCurso: number;
  quedan: number;
  ultimoDia: string;
  vencido: boolean;
  compradoEl: string;
  compradoElISO: string;
}

export function exportedPack(pack: PackCredit): ExportedPack {
  return {
    bono: pack.packName,
    referencia: pack.reference,
    servicios: pack.serviceNames,
    sesiones: pack.total,
    usadas: pack.used,
    enUnPagoEnCurso: pack.held,
    quedan: pack.remaining,
    ultimoDia: pack.lastDay,
    vencido: pack.expired,
    compradoEl: readable(pack.purchasedAt),
    compradoElISO: exact(pack.purchasedAt),
  };
}
export const roleWord = (role: string) => wordFor(new Map(Object.entries(accountMessages.accountRoleNames)), role);
export const emailStateWord = (confirmed: boolean) => (confirmed ? t.emailConfirmed : t.emailUnconfirmed);
export const subscriptionStateWord = (status: string) => wordFor(t.subscriptionStatuses, status);
