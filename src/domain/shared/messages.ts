/**
 * Every Spanish text the shop shows or answers with, in one place.
 * Texts quoted by the product spec are kept verbatim; the rest follow their tone.
 */
import { hoursMessages } from '../schedule/messages-hours.ts';
import { hourRuleMessages } from '../schedule/messages-hour-rules.ts';
import { shopMessages } from './messages-shop.ts';

export const messages = {
  // The texts the shop's pages show in the browser and the hour rules' refusals live in their own
  // modules, so a page downloads only those; the server answers with them from here as before.
  ...shopMessages,
  ...hourRuleMessages,
  // --- API envelope and generic errors
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidInput: 'Los datos enviados no son válidos.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  notFound: 'Recurso no encontrado.',
  routeNotFound: 'La ruta solicitada no existe.',
  internalError: 'Ocurrió un error interno. Intenta de nuevo más tarde.',
  storeUnavailable: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  foreignOrigin: 'Solicitud rechazada: el origen no está permitido.',
  notSignedIn: 'Debes iniciar sesión para continuar.',
  adminOnly: 'No tienes permiso para realizar esta acción.',
  tooManyRequests: 'Demasiadas solicitudes. Intenta de nuevo más tarde.',
  healthOk: 'Servicio en funcionamiento.',

  // --- Catalogue
  productNotFound: 'Producto no encontrado.',
  productIdInvalid: 'El identificador del producto no es válido.',
  productsLoaded: 'Productos obtenidos correctamente.',
  categoriesLoaded: 'Categorías obtenidas correctamente.',
  categoryNotFound: 'Categoría no encontrada.',
  noCategories: 'No hay categorías disponibles.',
  searchEmpty: 'No encontrado....',
  // --- Sign-up and login
  passwordsDoNotMatch: 'Las contraseñas no coinciden.',
  loginError: 'Error al iniciar sesión',
  loginRequestError: 'Error en la solicitud de login',
  logoutError: 'Error al cerrar sesión.',
  emailTaken: 'El correo ya está registrado.',
  signupSuccess: 'Cuenta creada correctamente. Ya puedes iniciar sesión.',
  signinSuccess: 'Inicio de sesión exitoso.',
  logoutSuccess: 'Sesión cerrada correctamente.',
  logoutFromAnotherSite: 'Por seguridad, la sesión solo se cierra desde la tienda. Tu sesión sigue abierta.',
  wrongCredentials: 'Correo o contraseña incorrectos.',
  tooManyLoginAttempts: 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
  tooManySignups: 'Se crearon demasiadas cuentas desde tu conexión. Intenta de nuevo en una hora.',
  nameRequired: 'El nombre es obligatorio.',
  telRequired: 'El teléfono es obligatorio.',
  telInvalid: 'Ingresa un teléfono válido (7 a 15 dígitos).',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  confirmPasswordRequired: 'Confirma tu contraseña.',
  profilePicRequired: 'Sube una foto de perfil.',
  profileUpdated: 'Perfil actualizado correctamente.',
  roleUpdated: 'Rol actualizado correctamente.',
  userNotFound: 'Usuario no encontrado.',
  cannotRemoveOwnAdmin: 'No puedes quitarte a ti mismo el rol de administrador.',
  forgotPasswordSent: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido o ya venció.',
  passwordResetDone: 'Listo: tu contraseña nueva quedó guardada y ya iniciaste sesión.',
  tooManyResetRequests: 'Ya pediste varios enlaces. Espera una hora antes de pedir otro.',
  currentPasswordRequired: 'Escribe tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada. Cerramos tus otras sesiones.',
  // --- The customer's own data (Ley 1581 de 2012): the export and the deletion of the account
  deletedCustomer: 'Cliente eliminado',
  accountPasswordRequired: 'Escribe tu contraseña para confirmar.',
  accountPasswordWrong: 'La contraseña no es correcta.',
  accountDeleted: 'Tu cuenta fue eliminada. Gracias por haber sido parte de la tienda.',
  accountDeletionAdmin:
    'Una cuenta de administrador no se puede eliminar desde el perfil: primero otra persona administradora debe quitarle ese rol.',
  accountDeletionBusy: 'Ya estamos eliminando tu cuenta.',
  accountDeletionUpcoming: (appointments: string) =>
    `No puedes eliminar tu cuenta mientras tengas una cita por venir: ${appointments}. Cancélala desde el enlace «Mi reserva» de tu correo (o escríbenos) o espera a que pase, y vuelve a intentarlo.`,
  accountDeletionUpcomingItem: (service: string, date: string, time: string, reference: string) =>
    `${service} el ${date} a las ${time} (reserva ${reference})`,
  accountDeletionSaleToDeliver: (references: string) =>
    `No puedes eliminar tu cuenta mientras tengas un pedido por entregar: ${references}. Lo necesitamos para entregártelo; cuando lo recibas (o lo recojas) podrás eliminarla.`,
  accountDeletionPaymentPending: (hours: number) =>
    `Tienes un pago en curso. Espera a que termine (o cancélalo) antes de eliminar tu cuenta; un pago sin terminar deja de contar después de ${hours} horas.`,
  // --- The account's e-mail, confirmed from its own mailbox
  emailConfirmationSent: 'Te enviamos un enlace nuevo para confirmar tu correo. Revisa tu bandeja de entrada.',
  emailAlreadyConfirmed: 'Tu correo ya está confirmado.',
  emailConfirmationRateLimited: 'Ya pediste varios enlaces para confirmar tu correo. Intenta de nuevo en una hora.',
  emailConfirmed: 'Listo: confirmamos tu correo.',
  emailConfirmLinkInvalid: 'El enlace para confirmar tu correo no es válido, ya se usó o venció. Pide uno nuevo desde «Mi perfil».',
  tooManyDataExports: 'Ya descargaste tus datos varias veces. Intenta de nuevo en una hora.',
  // --- Security: request origin and body type, sign-in limits, sessions, photo uploads, password length
  unsupportedMediaType: 'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json).',
  passwordTooLong:
    'La contraseña es demasiado larga: admite hasta 72 bytes (72 letras sin tilde; las tildes, la ñ y los emojis ocupan más).',
  photoChangesRateLimited: 'Cambiaste tu foto de perfil demasiadas veces. Intenta de nuevo en una hora.',
  mediaUploadsPerAccountLimited: 'Subiste demasiadas imágenes en poco tiempo. Intenta de nuevo en una hora.',
  mediaUploadsDailyLimited: 'La tienda ya recibió hoy todas las imágenes que admite por día. Intenta de nuevo mañana.',
  // --- Images
  imageTooLarge: (maxMb: number) => `La imagen no puede superar ${maxMb} MB.`,
  imageInvalidType: 'El archivo no es una imagen válida (PNG, JPG, GIF o WEBP).',
  imageEmpty: 'El archivo de imagen está vacío.',
  mediaNotFound: 'Imagen no encontrada.',

  // --- Reservations
  reservationPageIncomplete: 'Por favor, selecciona un servicio, una fecha y una hora',
  reservationShortDayHours: hoursMessages.shortDayHours(),
  reservarLastStart:
    'Cada servicio termina a más tardar al cierre: la última hora que ofrecemos es la del cierre menos lo que dura el servicio.',
  slotTaken: 'Esa hora ya está reservada. Por favor elige otra.',
  // --- Cart and shipping
  serviceNeedsReservation: 'Los servicios se reservan con fecha y hora desde su página.',
  cartLineNotFound: 'Ese producto ya no está en tu carrito.',
  cartUpdated: 'Carrito actualizado.',
  cartLineRemoved: 'Producto eliminado del carrito.',
  cartMerged: 'Tu carrito se unió con el de tu cuenta.',
  shippingNameRequired: 'El nombre es obligatorio.',
  shippingEmailInvalid: 'Ingresa un correo electrónico válido.',
  shippingPhoneRequired: 'El teléfono es obligatorio.',
  shippingAddressRequired: 'La dirección es obligatoria.',
  shippingCityRequired: 'Elige la ciudad de entrega.',
  shippingMethodInvalid: 'Elige entrega a domicilio o recogida en tienda.',
  homeServiceAddressRequired: 'Para un servicio a domicilio necesitamos tu dirección.',
  homeServiceNeedsDelivery: 'Los servicios a domicilio se prestan en tu dirección: no se pueden recoger en la tienda.',
  holidayNotice: (name: string) => hoursMessages.holidayNotice(name),
  dateInvalid: 'Indica una fecha válida (AAAA-MM-DD).',
  serviceNotFound: 'Servicio no encontrado.',
  agendaRangeInvalid: (maxDays: number) =>
    `La agenda muestra de un día a ${maxDays} días: la fecha final no puede ser anterior a la inicial.`,

  // --- Contact
  contactSent: '¡Formulario enviado con éxito!',
  contactFailed: 'Hubo un error al enviar el formulario.',
  contactNameRequired: 'El nombre es obligatorio.',
  contactEmailInvalid: 'Ingresa un correo electrónico válido.',
  contactMessageRequired: 'El mensaje es obligatorio.',
  contactRateLimited: 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.',
  // --- Consent (Ley 1581 de 2012, Ley 1480 de 2011) and the newsletter
  dataPolicyRequired: 'Debes aceptar la política de tratamiento de datos.',
  termsRequired: 'Debes aceptar los términos y condiciones.',
  contactRequestTypeInvalid: 'Elige un tipo de solicitud de la lista.',
  newsletterConfirmed: 'Listo: tu suscripción quedó confirmada. Te escribiremos con nuestras novedades y ofertas.',
  confirmLinkInvalid: 'El enlace para confirmar tu suscripción no es válido o ya venció. Suscríbete de nuevo desde el pie de página.',
  newsletterRateLimited: 'Has pedido demasiadas suscripciones con este correo. Intenta de nuevo más tarde.',
  newsletterUnsubscribed: 'Listo: ya no recibirás nuestras novedades por correo.',
  unsubscribeLinkInvalid: 'El enlace para darte de baja no es válido. Cópialo completo desde el correo.',
  searchQueryTooLong: 'La búsqueda es demasiado larga.',
  priceRangeInvalid: 'El precio mínimo no puede ser mayor que el máximo.',

  // --- Checkout (server)
  checkoutItemsInvalid: 'Los productos del carrito no son válidos.',
  shippingInfoMissing: 'Completa tus datos de envío antes de pagar.',
  notEnoughStock: (productName: string) => `No hay suficientes unidades de «${productName}». Ajusta la cantidad e intenta de nuevo.`,
  soldOutDuringPayment: (productName: string) => `«${productName}» se agotó mientras pagabas. No se hizo ningún cobro.`,
  slotNoLongerHeld: 'La hora que elegiste ya no está reservada para ti. Elige otra hora e intenta de nuevo.',
  paymentOrderNotFound: 'No encontramos esa orden de pago.',
  // --- The admin dashboard
  statsRangeInvalid: 'Elige un periodo válido: dos fechas reales, la inicial antes de la final, de 366 días como máximo.',
  lowStockThresholdInvalid: 'El umbral de stock bajo debe ser un número entero entre 0 y 1000.',
  lowStockThresholdSaved: 'Umbral de stock bajo guardado.',
  contactMessageNotFound: 'Mensaje no encontrado.',
  contactMessageMarkedRead: 'Mensaje marcado como leído.',
  dataRequestClassInvalid: 'Indica si la solicitud sobre datos personales es una consulta o un reclamo.',
  dataRequestOnlyForDataMessages: 'Solo una solicitud sobre datos personales puede ser consulta o reclamo.',
  dataRequestMarked: (claim: boolean, days: number) =>
    `Marcado como ${claim ? 'reclamo' : 'consulta'}: se responde en ${days} días hábiles.`,
  // --- Shared controls (the UI kit)
  close: 'Cerrar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  // --- Trust: checkout limits and ownership
  tooManyReservationsInOrder: (max: number) => `Una orden puede llevar como máximo ${max} reservas. Paga estas y luego reserva las demás.`,
  tooManyHoursInOrder: (max: number) =>
    `Una orden puede apartar como máximo ${max} horas de citas (una cita de más de una hora aparta cada hora que dura). Paga estas y luego reserva las demás.`,
  tooManyUnpaidHours: (max: number) =>
    `Ya tienes ${max} horas apartadas sin pagar. Completa o cancela esos pagos antes de apartar más horas (se liberan solas a los 15 minutos).`,
  tooManyCheckouts: 'Demasiados intentos de pago desde tu conexión. Espera unos minutos e intenta de nuevo.',
  paymentInProgress: 'El pago se está procesando. Espera unos segundos.',
  paymentCancelled: 'La orden de pago se canceló y las horas reservadas quedaron libres.',
  paymentNotCaptured: 'Esa referencia no corresponde a un pago aprobado.',
  transactionAcknowledged: 'Transacción registrada.',
  transactionNotFound: 'No encontramos esa transacción.',
  webhookUnverified: 'Firma del webhook no válida.',
  webhookIgnored: 'Evento recibido.',
  webhookRetryLater: 'El evento no se pudo aplicar todavía. Reintenta más tarde.',
  sandboxPayButton: 'Pagar (modo de prueba)',

  // --- Payments
  paymentCreateError: 'Error al crear la orden de pago',
  paymentFailed: 'El pago falló, intenta nuevamente.',
  paymentProcessingError: 'Ocurrió un error en el procesamiento del pago.',
  paymentProviderInvalid: 'Elige un medio de pago válido.',
  paymentProviderUnavailable: 'Ese medio de pago no está disponible en este momento. Elige otro.',
  wompiTransactionIdInvalid: 'El identificador de la transacción no es válido.',
  wompiTransactionNotFound: 'No encontramos esa transacción de pago.',
  wompiUnavailable: 'No pudimos consultar tu pago en este momento. Intenta de nuevo en unos minutos.',
  wompiPending: 'Tu pago está en proceso. Cuando se apruebe, recibirás el recibo por correo.',
  wompiDeclined: 'El pago no fue aprobado y las horas apartadas quedaron libres. Puedes intentarlo de nuevo.',
  wompiReviewNeeded: 'El pago no coincide con tu orden. La tienda lo revisará y te contactará; no vuelvas a pagar.',
  wompiConfirmRateLimited: 'Demasiadas consultas de pago desde tu conexión. Espera unos minutos e intenta de nuevo.',
  wompiEventUnverified: 'Firma del evento no válida.',
  /** How a payment whose amount or currency did not match is marked for the owner. */
  paymentToReview: 'revisar',
  invalidReference: 'La referencia del pago no es válida.',
  paymentReviewNotFound: 'No hay un pago por revisar con esa referencia.',
  paymentReviewHandled: 'Pago marcado como revisado.',
  refundPendingNotFound: 'Esa cita no tiene una devolución pendiente.',
  refundPendingDone: 'Devolución marcada como hecha.',
  refundPendingChanged: 'La reserva cambió mientras tanto. Vuelve a cargarla e inténtalo de nuevo.',
  paymentSuccess: '¡Pago realizado exitosamente!',
  cardPaymentSuccess: '¡Pago con tarjeta exitoso!',
  noTransactionDetails: 'No se encontraron detalles de la transacción.',

  // --- Admin
  productNameRequired: 'El nombre del producto es obligatorio.',
  brandRequired: 'La marca es obligatoria.',
  categoryRequired: 'Elige una categoría.',
  categoryUnknown: 'La categoría no existe. Créala primero.',
  priceInvalid: 'El precio debe ser un número entero mayor o igual a 0.',
  sellingPriceInvalid: 'El precio de venta debe ser un número entero mayor o igual a 0.',
  sellingPriceAbovePrice: 'El precio de venta no puede ser mayor que el precio original.',
  stockInvalid: 'El stock debe ser un número entero mayor o igual a 0.',
  imageUrlInvalid: 'Una de las imágenes no es válida. Súbela de nuevo.',
  serviceFieldRequired: (label: string) => `El campo «${label}» es obligatorio para los servicios.`,
  serviceDurationInvalid: 'La duración debe ser un número entero de minutos mayor o igual a 0.',
  serviceIntensityInvalid: 'Elige una intensidad: ligero, medio o intenso.',
  serviceStartsInvalid: (first: string, last: string) =>
    `Las horas de inicio del servicio deben ser horas en punto entre las ${first} y las ${last}.`,
  serviceStartsOrder: 'La primera hora de inicio no puede ser posterior a la última.',
  productSaved: 'Producto guardado correctamente.',
  productCreated: 'Producto creado correctamente.',
  serviceCreated: 'Servicio creado correctamente.',
  categoryCreated: 'Categoría creada correctamente.',
  transactionStatusInvalid: 'Ese estado no es válido para este registro.',
  transactionUpdated: 'Estado actualizado correctamente.',
  /** The admin list's "cancelada": the real cancellation of each appointment, or of a pack's sessions. */
  reservationCancelledFromList:
    'Reserva cancelada: se cancelaron sus citas, se avisó al cliente y se devolvió lo pagado (anticipo, sesión del bono o uso del código).',
  reservationNotReopened:
    'Esta reserva se canceló con sus citas (con devolución y aviso al cliente): no se puede reabrir. Crea una reserva nueva.',
  saleCancelledPacksVoided:
    'Venta cancelada: las sesiones sin usar de su bono ya no se pueden usar. Si corresponde, devuelve el dinero aparte.',
  saleNotReopened: 'Esta venta se canceló y anuló las sesiones de su bono: no se puede reabrir.',
  manualReservationCreated: 'Reserva manual registrada.',
  shippingCityNameRequired: 'Cada ciudad necesita un nombre.',
  shippingCityDuplicate: (city: string) => `La ciudad «${city}» está repetida.`,
  shippingNeighborhoodNameRequired: 'Cada barrio necesita un nombre.',
  shippingFeeInvalid: 'Las tarifas deben ser números mayores o iguales a 0.',
  // --- Trust fixes: whole-peso amounts, cart adds, shipping names (items 4, 7 and 10)
  checkoutAmountInvalid:
    'No pudimos calcular el valor de tu pedido con los precios y tarifas actuales. Intenta de nuevo en unos minutos o escríbenos.',
  shippingNeighborhoodsInvalid: 'Los barrios de cada ciudad deben ser nombres con su tarifa.',
  shippingNeighborhoodNameTooLong: 'El nombre de un barrio puede tener hasta 100 caracteres.',
  shippingNeighborhoodDuplicate: (name: string) => `El barrio «${name}» está repetido.`,
  // --- End of the trust fixes' messages
  published: 'Cambios publicados',
  uploadAtLeastOneImage: 'Por favor, sube al menos una imagen del producto.',
  invalidNewCategory: 'Ingrese un nombre válido para la nueva categoría.',
  categoryExists: 'La categoría ya existe.',
  productUploadError: 'Error al subir el producto.',
  imageUploadError: 'Error al subir la imagen.',
  productDeleted: 'Producto eliminado con éxito',
  productDeleteError: 'Error al eliminar el producto',
  productIdMissing: 'ID de producto no disponible',
  reservationsFetchError: 'Error al obtener reservas.',
  salesFetchError: 'Error al obtener ventas.',
  reservationDeleteError: 'Error al eliminar la reserva.',
  saleDeleteError: 'Error al eliminar la venta.',
  reservationDeleted: 'Reserva eliminada correctamente.',
  saleDeleted: 'Venta eliminada correctamente.',
  shippingUpdated: 'Tarifas de envío actualizadas correctamente',
  shippingUpdateError: 'Error al actualizar las tarifas de envío',
  noNeighborhoods: 'No hay barrios agregados.',
  editShippingRates: 'Editar Tarifas de Envío',

  // --- Payment result pages
  paymentRejectedTitle: 'Pago Rechazado',
  paymentPendingTitle: 'Pago Pendiente',
  paymentCancelledTitle: 'Pago Cancelado',

  // --- Profile
  loadingUser: 'Cargando datos del usuario...',

  // --- Config (start-up)
  configMissing: (name: string) => `Falta la variable de entorno ${name}: es obligatoria en producción.`,
  configInvalid: (name: string, detail: string) => `La variable de entorno ${name} no es válida: ${detail}`,
  configSecretTooShort: (length: number) => `debe tener al menos ${length} caracteres`,
  configNotAnEmail: 'debe ser un correo electrónico',

  // --- Storefront (public pages and their islands)
  loadingCategories: 'Cargando categorías…',
  searchTitle: 'Buscar productos y servicios',
  searchHeading: (query: string) => `Resultados para «${query}»`,
  searchPrompt: 'Escribe en el buscador lo que quieres encontrar.',
  searchAgainLabel: 'Buscar de nuevo',
  searchAgainField: 'Buscar otra cosa',
  searchAgainSubmit: 'Buscar',
  searchSuggestedCategories: 'O mira estas categorías',
  searchResultCount: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
  contactFormTitle: 'Formulario de Contacto',
  contactNameLabel: 'Nombre',
  contactEmailLabel: 'Correo',
  contactSubjectLabel: 'Asunto',
  contactMessageLabel: 'Mensaje',
  contactSubmit: 'Enviar',
  contactSending: 'Enviando…',
  contactFailedWithReason: (reason: string) => `Hubo un error al enviar el formulario. ${reason}`,
  bannerPause: 'Pausar carrusel',
  bannerPlay: 'Reanudar carrusel',
  zoomIn: 'Ampliar imagen',
  serviceIncludesLabel: 'Incluye',
  serviceRecommendationsLabel: 'Recomendaciones',
  serviceAdditionalBenefitsLabel: 'Beneficios adicionales',
  serviceRecommendedFrequencyLabel: 'Frecuencia recomendada',
  serviceDiscountsPromotionsLabel: 'Descuentos y promociones',
  toastRegionLabel: 'Notificaciones (Alt+T)',
  toastClose: 'Cerrar notificación',
  contactRequiredNote: 'Los campos marcados con * son obligatorios.',
} as const;

export type Messages = typeof messages;
