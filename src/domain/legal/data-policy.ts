/**
 * The personal-data treatment policy (/politica-de-datos), written for this shop under Ley 1581 de
 * 2012 and Decreto 1377 de 2013 (compiled in Decreto 1074 de 2015). The owner may adapt it; a new
 * text gets a new DATA_POLICY_VERSION in src/domain/legal/consent.ts. A lawyer should review it before
 * the shop goes live.
 */
import { business } from '../shared/business.ts';
import { DATA_POLICY_VERSION } from './consent.ts';
import { ANSWER_BUSINESS_DAYS } from '../contact/contact-requests.ts';
import { retention } from './retention.ts';
import type { LegalDocument } from './document.ts';

const controller = `${business.legalName} (NIT ${business.nit})`;

export const dataPolicy: LegalDocument = {
  title: 'Política de tratamiento de datos personales',
  description: `Cómo ${business.name} recoge, usa, guarda y protege tus datos personales, y cómo puedes conocerlos, actualizarlos, rectificarlos o suprimirlos (Ley 1581 de 2012).`,
  version: DATA_POLICY_VERSION,
  intro: [
    `En ${business.name} cuidamos los datos que nos confías cuando compras, reservas un servicio, creas una cuenta o nos escribes. Esta política explica qué datos recogemos, para qué los usamos, con quién los compartimos, cuánto tiempo los guardamos y cómo ejerces tus derechos como titular, según la Ley 1581 de 2012 y sus decretos reglamentarios.`,
  ],
  sections: [
    {
      id: 'responsable',
      heading: '1. Responsable del tratamiento',
      paragraphs: [
        `El responsable de tus datos es ${controller}, con domicilio en ${business.address}.`,
        `Para cualquier asunto sobre tus datos puedes escribir a ${business.email}, llamar o escribir por WhatsApp al ${business.phoneDisplay}, o usar el formulario de contacto eligiendo «Solicitud sobre mis datos personales».`,
      ],
      links: [
        { href: '/contacto', label: 'Ir al formulario de contacto' },
        { href: '/reversion-del-pago', label: 'Solicitar la reversión de un pago' },
      ],
    },
    {
      id: 'datos',
      heading: '2. Qué datos recogemos',
      paragraphs: ['Solo pedimos lo necesario para atenderte:'],
      items: [
        'Identificación y contacto: nombre, correo electrónico y teléfono.',
        'Entrega: dirección, ciudad, barrio y franja horaria, cuando un producto se envía o un servicio se presta a domicilio.',
        'Cuenta: la foto de perfil que subes y tu contraseña, que guardamos cifrada (nunca la conocemos).',
        'Compras y reservas: los productos, las citas, los montos y la referencia del pago.',
        'Facturación: si pides la factura a nombre de una persona o empresa, el tipo y número de documento (con el dígito de verificación del NIT), el nombre o la razón social y el correo al que va la factura. Si tienes cuenta, puedes guardarlos en «Mi perfil» («Datos de facturación») para tus próximas compras.',
        'Reseñas: la calificación y la opinión que escribes sobre una compra o una cita; si la publicamos, se muestra con tu nombre y la inicial de tu apellido.',
        'Mensajes: lo que nos escribes por el formulario de contacto.',
        'Datos técnicos: la dirección IP de tus solicitudes, solo para limitar abusos y proteger la tienda.',
      ],
      after: [
        'No recibimos ni guardamos los datos de tu tarjeta ni de tu cuenta bancaria: los recibe directamente la pasarela de pago (PayPal o Wompi). No pedimos datos sensibles ni datos de menores de edad.',
      ],
    },
    {
      id: 'finalidades',
      heading: '3. Para qué los usamos',
      paragraphs: ['Usamos tus datos para:'],
      items: [
        'Procesar tus pedidos y pagos, y emitir tus comprobantes.',
        'Emitir la factura electrónica de cada pago y la nota crédito de cada devolución, como nos obliga la ley (facturación electrónica ante la DIAN). Si no pides la factura a tu nombre, sale a nombre de «Consumidor final».',
        'Agendar, recordar, mover o cancelar tus citas, y devolverte el anticipo cuando corresponda.',
        'Entregar tus productos o prestar el servicio en tu dirección.',
        'Administrar tu cuenta y tu historial de pedidos y reservas.',
        'Responder tus mensajes, peticiones, quejas y reclamos (PQR).',
        'Tramitar tu derecho de retracto si lo pides en «Mis pedidos»: el radicado, el motivo que nos das, la devolución de tu dinero y la nota crédito; y avisarte por correo (y por WhatsApp, si lo pediste) cuando enviamos tu compra, con la transportadora, la guía y el enlace de rastreo.',
        'Tramitar tus solicitudes de reversión del pago (artículo 51 de la Ley 1480 de 2011) con la referencia del pedido, el motivo y lo que nos cuentas.',
        'Cumplir nuestras obligaciones contables, tributarias y de protección al consumidor.',
        'Enviarte novedades y ofertas por correo, solo si lo aceptaste en una casilla aparte. Puedes darte de baja cuando quieras con el enlace de cada correo.',
        'Avisarte una sola vez cuando vuelva a haber existencias de un producto agotado, si lo pediste con «Avísame cuando llegue» y confirmaste tu correo; cada aviso trae un enlace para cancelarlo.',
        'Escribirte si se libera un lugar en una hora llena, si lo pediste con «Avísame si se libera», y guardártelo 20 minutos para que lo reserves; el correo trae un enlace para salir de la lista.',
        'Enviarte por WhatsApp los avisos de tus citas (la confirmación, cada cambio o cancelación y el recordatorio del día anterior), solo si marcaste la casilla «Recibir avisos de mi cita por WhatsApp» al reservar; y el aviso de un lugar libre de la lista de espera, solo si marcaste «Recibir el aviso por WhatsApp» al anotarte. Para dejar de recibirlos responde BAJA a cualquiera de ellos.',
      ],
    },
    {
      id: 'encargados',
      heading: '4. Con quién los compartimos',
      paragraphs: [
        'No vendemos ni cedemos tus datos. Los comparten con nosotros, solo para prestar el servicio y bajo sus propias obligaciones de confidencialidad, estos encargados:',
      ],
      items: [
        'PayPal y Wompi, que procesan los pagos.',
        'Cloudinary, que almacena las fotos de perfil y las imágenes de la tienda.',
        'Nuestro proveedor de alojamiento web y base de datos, donde funciona la tienda.',
        'Nuestro proveedor de correo electrónico, que entrega los comprobantes, recordatorios y respuestas.',
        'Nuestro proveedor tecnológico de facturación electrónica, que valida cada factura y nota crédito ante la DIAN: recibe los datos que debe llevar la factura (quién compra, qué, cuánto y el IVA). La DIAN recibe esas facturas por ley.',
        'Meta Platforms (WhatsApp Business), que entrega por WhatsApp los avisos de las citas a quienes los pidieron: recibe el número de celular y los datos de la cita (servicio, fecha, hora, lugar y el enlace para gestionarla).',
      ],
      after: [
        'Algunos de estos proveedores guardan información fuera de Colombia; solo trabajamos con quienes ofrecen niveles adecuados de protección. También entregaremos datos a una autoridad que los pida en ejercicio de sus funciones legales.',
      ],
    },
    {
      id: 'derechos',
      heading: '5. Tus derechos',
      paragraphs: ['Como titular de tus datos tienes derecho a:'],
      items: [
        'Conocer los datos que tenemos sobre ti y cómo los usamos.',
        'Actualizarlos y rectificarlos cuando estén incompletos, sean inexactos o induzcan a error.',
        'Pedir la prueba de la autorización que nos diste.',
        'Suprimirlos cuando no haya un deber legal o contractual de conservarlos.',
        'Revocar la autorización, por ejemplo la de recibir correos de novedades.',
        'Presentar quejas ante la Superintendencia de Industria y Comercio (SIC), después de haber agotado el trámite de consulta o reclamo ante nosotros.',
        'Acceder gratis a tus datos.',
      ],
    },
    {
      id: 'ejercer',
      heading: '6. Cómo ejercer tus derechos',
      paragraphs: [
        'Si tienes cuenta, en «Mi perfil» puedes actualizar tu nombre, teléfono y foto y tus datos de facturación, «Descargar mis datos» (un archivo con tu cuenta, tus pedidos, tus reservas y tus autorizaciones) y «Eliminar mi cuenta». Al eliminarla borramos tu cuenta, tu foto y tu carrito y cerramos tus sesiones; los pedidos y reservas se conservan como registro contable, pero sin tus datos personales («Cliente eliminado»). Tus datos de facturación guardados se borran con la cuenta, pero las facturas ya emitidas conservan lo que la ley les exige mostrar, incluido el nombre y el documento a los que se emitieron. Tus reseñas se conservan, sin tu cuenta, firmadas como «Cliente». También borramos la suscripción a las novedades de tu correo, si la tenías. Si tienes una cita por venir, primero debes cancelarla o esperar a que pase. Si tienes un pedido pagado que aún no te hemos entregado (o que aún no has recogido), la Ley 1581 de 2012 nos permite conservar los datos que necesitamos para cumplir ese contrato de compra: podrás eliminar tu cuenta cuando lo recibas.',
        'Cualquiera puede escribir un correo ajeno al crear una cuenta; por eso te pedimos confirmar tu correo con el enlace que te enviamos al registrarte (o que puedes pedir de nuevo en «Mi perfil»). Mientras no lo confirmes, «Descargar mis datos» y «Eliminar mi cuenta» abarcan todo lo de tu cuenta, pero no lo que solo está ligado a ese correo, como la suscripción a las novedades.',
        `Con o sin cuenta, también puedes escribirnos a ${business.email} o usar el formulario de contacto con el asunto «Solicitud sobre mis datos personales». Indica tu nombre, el correo con el que compraste o reservaste y lo que pides; podemos pedirte datos adicionales para verificar tu identidad.`,
        `Respondemos las consultas en máximo ${ANSWER_BUSINESS_DAYS.datos} días hábiles y los reclamos (corregir, actualizar, suprimir o revocar) en máximo ${ANSWER_BUSINESS_DAYS.datosReclamo} días hábiles, contados desde el día siguiente a su recibo (artículos 14 y 15 de la Ley 1581 de 2012). Si no podemos responder a tiempo, te diremos por qué y cuándo lo haremos, dentro de los plazos que permite la ley.`,
      ],
      links: [
        { href: '/perfil', label: 'Ir a Mi perfil' },
        { href: '/contacto', label: 'Escribirnos por el formulario de contacto' },
      ],
    },
    {
      id: 'conservacion',
      heading: '7. Cuánto tiempo guardamos tus datos',
      paragraphs: ['Guardamos tus datos solo mientras los necesitamos:'],
      items: [
        'Tu cuenta, hasta que la elimines.',
        `Los mensajes del formulario de contacto (y las PQR), ${retention.contactMessageYears} años desde que llegan; luego se borran.`,
        `El carrito de una cuenta se vacía después de ${retention.userCartInactiveDays} días sin cambios. El carrito de quien compra sin cuenta se queda en su navegador y nunca llega a nuestro servidor.`,
        'Los pedidos, pagos y reservas, durante el tiempo que exigen las normas contables y tributarias (hasta diez años); si eliminas tu cuenta, sin tus datos personales.',
        'Las facturas electrónicas y notas crédito, con los datos del comprador que muestran, diez años, como exigen el Código de Comercio (artículo 60) y el Estatuto Tributario (artículo 632), aunque elimines tu cuenta: eliminarla borra tus datos de la cuenta, no lo que una factura emitida debe mostrar.',
        'Tus datos de facturación guardados en «Mi perfil», hasta que los quites o elimines tu cuenta.',
        'Tus reseñas, mientras la tienda las muestre; si eliminas tu cuenta, firmadas como «Cliente», sin tu nombre.',
        'Tus solicitudes de retracto, con el pedido al que pertenecen; si eliminas tu cuenta, se conservan sin el motivo que escribiste. Están en «Descargar mis datos».',
        'Si respondes BAJA a un aviso por WhatsApp, tu número y la fecha, para no volver a escribirte hasta que marques de nuevo la casilla en otra reserva.',
        `Tus avisos de existencias («Avísame cuando llegue»): hasta que te escribimos (entonces terminan), los cancelas o pasan ${retention.restockAlertDays} días; si no confirmas uno en ${retention.restockAlertConfirmDays} días, lo borramos. Con tu correo confirmado, están en «Descargar mis datos» y se borran al eliminar tu cuenta.`,
        'Tu lugar en la lista de espera de una hora llena («Avísame si se libera»), con tu teléfono si pediste el aviso por WhatsApp, hasta que empieza esa hora (entonces la lista se borra) o sales de ella con el enlace del correo. Está en «Descargar mis datos» y se borra al eliminar tu cuenta.',
        `Tu suscripción a las novedades, hasta que te des de baja; antes de escribirte le pedimos al dueño del correo que la confirme con el enlace que le enviamos, y si no la confirma en ${retention.newsletterConfirmDays} días borramos la solicitud.`,
      ],
    },
    {
      id: 'seguridad',
      heading: '8. Seguridad',
      paragraphs: [
        'Protegemos tus datos con conexiones cifradas, contraseñas guardadas con un algoritmo de un solo sentido, sesiones que puedes cerrar en todos tus dispositivos, accesos del personal limitados a lo necesario y copias de seguridad.',
      ],
    },
    {
      id: 'autorizacion',
      heading: '9. Autorización y cambios de esta política',
      paragraphs: [
        'Nos das tu autorización al marcar la casilla «Acepto la política de tratamiento de datos» en el registro, en el formulario de contacto o al pagar; guardamos la versión que aceptaste y la fecha. La casilla para recibir novedades es aparte y opcional.',
        'Si cambiamos esta política lo publicaremos en esta página con una nueva versión y, si el cambio afecta las finalidades, te pediremos de nuevo la autorización.',
      ],
    },
  ],
};
