/**
 * The terms of sale and booking (/terminos), written for this shop under the Estatuto del
 * Consumidor (Ley 1480 de 2011) and Decreto 587 de 2016 (reversión del pago). The numbers of the
 * booking policy, the deposit and the exchange rate come from the rules the shop applies. The
 * owner may adapt the text; a new text gets a new TERMS_VERSION in src/domain/legal/consent.ts. A lawyer
 * should review it before the shop goes live.
 */
import { CHANGE_NOTICE_HOURS, MAX_RESCHEDULES } from '../bookings/booking-policy.ts';
import { business } from '../shared/business.ts';
import { TERMS_VERSION } from './consent.ts';
import { ANSWER_BUSINESS_DAYS } from '../contact/contact-requests.ts';
import { MAX_RESERVATIONS_PER_ORDER } from '../shared/limits.ts';
import { COP_PER_USD, SERVICE_DEPOSIT_PERCENT } from '../money/money.ts';
import type { LegalDocument } from './document.ts';

/** How many business days the buyer has to withdraw from a distance sale (art. 47 Ley 1480). */
export const WITHDRAWAL_BUSINESS_DAYS = 5;
/** How many calendar days the shop has to give the money back after a withdrawal (art. 47 Ley 1480). */
export const WITHDRAWAL_REFUND_DAYS = 30;
/** How many business days the buyer has to ask the payment back (art. 51 Ley 1480). */
export const REVERSAL_BUSINESS_DAYS = 5;

const seller = `${business.legalName} (NIT ${business.nit})`;
const rescheduleTimes = `${MAX_RESCHEDULES} ${Number(MAX_RESCHEDULES) === 1 ? 'vez' : 'veces'}`;

export const terms: LegalDocument = {
  title: 'Términos y condiciones de compra y reserva',
  description: `Las condiciones de las compras y reservas en ${business.name}: precios, pagos, envíos, derecho de retracto, reversión del pago, anticipos, cancelaciones y garantía.`,
  version: TERMS_VERSION,
  intro: [
    `Estos términos rigen las compras de productos y las reservas de servicios que haces en la tienda en línea de ${business.name}. Al pagar marcas la casilla «Acepto los términos»: léelos antes. Nada de lo que aquí se dice limita los derechos que te da el Estatuto del Consumidor (Ley 1480 de 2011).`,
  ],
  sections: [
    {
      id: 'vendedor',
      heading: '1. Quién vende',
      paragraphs: [
        `Vende y presta los servicios ${seller}, con domicilio en ${business.address}. Correo: ${business.email}. Teléfono y WhatsApp: ${business.phoneDisplay}.`,
      ],
    },
    {
      id: 'precios',
      heading: '2. Precios y pagos',
      paragraphs: [
        'Los precios están en pesos colombianos (COP) e incluyen el IVA. El costo del envío, si lo hay, se muestra en el carrito antes de pagar.',
        `Puedes pagar en pesos con Wompi (PSE, Nequi o tarjeta) o en dólares con PayPal (cuenta PayPal o tarjeta). En PayPal el monto se convierte a dólares a la tasa de la tienda (US$1 = ${COP_PER_USD.toLocaleString('es-CO')} COP) y se muestra antes de pagar; tu banco puede cobrar comisiones por la compra en moneda extranjera.`,
        'El pedido queda confirmado cuando la pasarela aprueba el pago; te enviamos el comprobante por correo. Nunca recibimos ni guardamos los datos de tu tarjeta.',
        'En las ciudades y barrios donde lo ofrecemos (lo verás al pagar, con su recargo si lo tiene), puedes pagar contra entrega, en efectivo, un pedido de productos a domicilio hasta el monto máximo de tu zona; las reservas de servicios siempre se pagan con su anticipo en línea. Te enviamos un correo para que confirmes el pedido: lo despachamos cuando está confirmado y, si no lo confirmas en el plazo que te indicamos, lo cancelamos y liberamos los productos. El comprobante y la factura electrónica te llegan cuando pagas al recibir.',
      ],
    },
    {
      id: 'envios',
      heading: '3. Envíos y recogida',
      paragraphs: [
        'Los productos se envían a domicilio en las ciudades y barrios del Valle de Aburrá que aparecen en el carrito, con la tarifa de cada ciudad o barrio, o se recogen gratis en la tienda en su horario de atención.',
        'Los servicios a domicilio se prestan en la dirección que indiques; la visita está incluida en su precio. Los demás servicios se prestan en la tienda.',
        'Revisa tu pedido al recibirlo. Si llega incompleto o dañado, escríbenos cuanto antes.',
      ],
    },
    {
      id: 'retracto',
      heading: '4. Derecho de retracto (productos)',
      paragraphs: [
        `Como la compra es a distancia, puedes retractarte de la compra de un producto dentro de los ${WITHDRAWAL_BUSINESS_DAYS} días hábiles siguientes a su entrega (artículo 47 de la Ley 1480 de 2011), sin dar razones. Pídelo en Mis pedidos (/orders) con «Solicitar retracto»: eliges los productos, nos cuentas el motivo y recibes un radicado por correo. El botón aparece cuando el pedido figura como entregado y hasta el último día del plazo. Si compraste sin cuenta, escríbenos por el formulario de contacto con la referencia de tu pedido.`,
        'Devuelve el producto por los mismos medios y en las mismas condiciones en que lo recibiste: sin usar, completo y en su empaque. Los costos de transporte de la devolución corren por tu cuenta.',
        `Te devolvemos todo lo que pagaste, sin descuentos ni retenciones, dentro de los ${WITHDRAWAL_REFUND_DAYS} días calendario siguientes a tu aviso.`,
        'El retracto no aplica a los servicios ya prestados, a los productos hechos a tu medida o personalizados, a los que por su naturaleza no pueden devolverse, a los que se deterioran con rapidez, ni a los de uso personal, como la ropa interior.',
      ],
    },
    {
      id: 'reversion',
      heading: '5. Reversión del pago',
      paragraphs: [
        `Si pagaste con tarjeta de crédito, débito o con otro instrumento de pago electrónico, puedes pedir que se reverse el pago (artículo 51 de la Ley 1480 de 2011) cuando:`,
      ],
      items: [
        'fuiste víctima de fraude,',
        'la operación no fue solicitada por ti,',
        'el producto no se recibió, o',
        'el producto no corresponde a lo pedido o es defectuoso.',
      ],
      after: [
        `Tienes ${REVERSAL_BUSINESS_DAYS} días hábiles desde que conociste el hecho (o desde que debiste recibir el producto) para presentar tu queja ante nosotros y pedir la reversión al emisor de tu tarjeta o medio de pago; si es por el producto, devuélvelo en las mismas condiciones en que lo recibiste.`,
      ],
      links: [{ href: '/reversion-del-pago', label: 'Solicitar la reversión del pago' }],
    },
    {
      id: 'reservas',
      heading: '6. Reservas de servicios: anticipo, cambios y cancelaciones',
      paragraphs: [
        `Al reservar pagas en línea un anticipo del ${SERVICE_DEPOSIT_PERCENT} % del precio del servicio; el saldo se paga en la tienda o en la cita a domicilio. Un pedido incluye como máximo ${MAX_RESERVATIONS_PER_ORDER} citas.`,
        `Desde «Mi reserva» (el enlace de tu comprobante) puedes cancelar una cita o moverla a otra hora libre hasta ${CHANGE_NOTICE_HOURS} horas antes de que empiece (hora de Colombia). Cada cita puede moverse como máximo ${rescheduleTimes}.`,
        'Si cancelas a tiempo te devolvemos el anticipo de esa cita por el mismo medio de pago. Los pagos por PSE o Nequi no se pueden devolver automáticamente: la tienda te contacta y te devuelve el anticipo por transferencia.',
        `Con menos de ${CHANGE_NOTICE_HOURS} horas de anticipación, una cita ya no se puede cambiar en línea: llámanos o escríbenos por WhatsApp. Si no asistes sin avisar, el anticipo no se devuelve. Si la tienda tiene que cancelar una cita, te devuelve el anticipo completo.`,
      ],
    },
    {
      id: 'garantia',
      heading: '7. Garantía',
      paragraphs: [
        'Todos los productos tienen la garantía legal: deben tener la calidad, idoneidad y seguridad ofrecidas (artículos 7 y siguientes de la Ley 1480 de 2011). El término es el que indica el fabricante o, si no lo indica, un año para productos nuevos. Para hacerla efectiva, escríbenos con la referencia del pedido: reparamos el producto y, si la falla se repite o no tiene arreglo, lo cambiamos o te devolvemos el dinero.',
        'La garantía no cubre daños por mal uso, accidentes o por no seguir las instrucciones del producto.',
        'Los servicios deben prestarse con la calidad ofrecida; si no fue así, escríbenos y lo resolvemos.',
      ],
    },
    {
      id: 'pqr',
      heading: '8. Peticiones, quejas y reclamos',
      paragraphs: [
        `Puedes presentar una petición, queja o reclamo (PQR) por el formulario de contacto eligiendo «Petición, queja o reclamo (PQR)», por correo o en la tienda. La respondemos en máximo ${ANSWER_BUSINESS_DAYS.pqr} días hábiles. Si no quedas satisfecho, puedes acudir a la Superintendencia de Industria y Comercio.`,
      ],
      links: [{ href: '/contacto', label: 'Presentar una PQR' }],
    },
    {
      id: 'datos',
      heading: '9. Tus datos',
      paragraphs: ['Tratamos tus datos personales según nuestra política de tratamiento de datos.'],
      links: [{ href: '/politica-de-datos', label: 'Leer la política de tratamiento de datos' }],
    },
  ],
};
