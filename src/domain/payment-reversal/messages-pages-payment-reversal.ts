/**
 * Texts only pages show (read at render time, never downloaded): /reversion-del-pago's title and
 * explanation, and the link to it from "Mis pedidos".
 */
import { REVERSAL_BUSINESS_DAYS } from '../legal/terms.ts';

export const reversalPage = {
  title: 'Reversión del pago',
  description:
    'Solicita la reversión del pago de una compra hecha con tarjeta o con otro medio de pago electrónico (artículo 51 de la Ley 1480 de 2011 y Decreto 587 de 2016).',
  intro: `Si pagaste con tarjeta de crédito, débito o con otro medio de pago electrónico, puedes pedir que se reverse el pago cuando fuiste víctima de fraude, no solicitaste la operación, no recibiste el producto, el producto no corresponde a lo que pediste o es defectuoso. Tienes ${REVERSAL_BUSINESS_DAYS} días hábiles desde que conociste el hecho.`,
  steps: [
    'Presenta aquí tu solicitud: te damos un número de radicado y te enviamos una copia por correo.',
    'Avisa también al emisor de tu tarjeta o medio de pago dentro del mismo plazo, con el número de radicado.',
    'Si el motivo es el producto, devuélvelo en las mismas condiciones en que lo recibiste.',
  ],
  termsLink: 'Lee la sección «Reversión del pago» de los términos',
} as const;

export const reversalLinks = {
  ordersLink: '¿Un cobro que no reconoces o un pedido que no llegó? Solicita la reversión del pago',
} as const;
