/**
 * Spanish texts of "Descargar mis datos": what the file says about itself and the words its codes
 * are written in. Only the server reads them (the browser saves the file as it comes).
 */
import type { ConsentKind } from '../legal/consent.ts';

export const dataExportMessages = {
  about: {
    contenido: (shop: string) =>
      `Todo lo que ${shop} guarda sobre tu cuenta (Ley 1581 de 2012): tus datos, lo que aceptaste, tus compras y reservas, los pagos que empezaste, tu carrito, tus bonos de sesiones y tu suscripción a las novedades.`,
    fechas:
      'Las fechas están en hora de Colombia. Junto a cada una, el campo que termina en «ISO» da el mismo momento en formato ISO 8601 con la zona de Colombia (−05:00), para leerlo con un programa.',
    montos:
      'Los montos están en pesos colombianos. Junto a cada uno, el campo que termina en «COP» da el mismo monto como número entero de pesos, sin puntos ni símbolo.',
    noIncluye:
      'No incluye tu contraseña (solo guardamos una huella que no se puede revertir), tus sesiones ni los enlaces de tus recibos, ni los mensajes que enviaste desde el formulario de contacto (no están ligados a tu cuenta).',
  },
  emailConfirmed: 'Confirmado',
  emailUnconfirmed: 'Sin confirmar',
  consentKinds: new Map<ConsentKind, string>([
    ['dataPolicy', 'Política de tratamiento de datos'],
    ['terms', 'Términos y condiciones'],
    ['marketing', 'Recibir novedades y ofertas por correo'],
    ['whatsapp', 'Recibir avisos de mi cita por WhatsApp'],
  ]),
  checkoutStatuses: new Map<string, string>([
    ['CREATED', 'Sin pagar'],
    ['CAPTURING', 'Procesando el pago'],
    ['COMPLETED', 'Pagado'],
    ['DECLINED', 'Pago rechazado'],
    ['FAILED', 'El pago no se completó'],
    ['CANCELLED', 'Cancelado'],
    ['CASH_ON_DELIVERY', 'Contra entrega sin cobrar'],
  ]),
  providers: new Map<string, string>([
    ['paypal', 'PayPal'],
    ['wompi', 'Wompi'],
    ['sandbox', 'Pago de prueba'],
    ['manual', 'Registrado por la tienda'],
    ['contra-entrega', 'Pago contra entrega'],
  ]),
  shippingMethods: new Map<string, string>([
    ['delivery', 'A domicilio'],
    ['pickup', 'Recoges en la tienda'],
  ]),
  lineKinds: new Map<string, string>([
    ['product', 'Producto'],
    ['service', 'Servicio'],
  ]),
  subscriptionStatuses: new Map<string, string>([
    ['pending', 'Pendiente de confirmar desde tu correo'],
    ['confirmed', 'Confirmada'],
  ]),
  changedBy: new Map<string, string>([
    ['cliente', 'ti'],
    ['tienda', 'la tienda'],
  ]),
  moved: (from: string, to: string, by: string) => `Reprogramada por ${by} del ${from} al ${to}`,
  cancelled: (by: string) => `Cancelada por ${by}`,
} as const;
