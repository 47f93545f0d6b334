/**
 * Every Spanish text the shop shows or answers with, in one place.
 * Texts quoted by the product spec are kept verbatim; the rest follow their tone.
 */
export const messages = {
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
  retry: 'Intentar nuevamente',
  categoryError: (message: string) => `Error: ${message}`,
  categoryEmpty: 'No hay productos en esta categoría.',
  searchEmpty: 'No encontrado....',
  cartEmpty: 'No hay productos en tu carrito.',
  addToCart: 'Añadir al carrito',
  addService: 'Añadir',
  outOfStock: 'Agotado',
  inStock: (count: number) => (count === 1 ? 'Queda 1 unidad' : `${count} unidades disponibles`),

  // --- Sign-up and login (spec §5, §8)
  passwordsDoNotMatch: 'Las contraseñas no coinciden.',
  loginError: 'Error al iniciar sesión',
  loginRequestError: 'Error en la solicitud de login',
  logoutError: 'Error al cerrar sesión.',

  // --- Reservations (spec §5)
  reservationNeedsDateTime: 'Por favor, selecciona una fecha y una hora para reservar.',
  tuesdayClosed: 'Lo sentimos, los martes estamos cerrados. Por favor elige otro día.',
  serviceUnavailable: 'Lo sentimos, este servicio no está disponible.',
  reservationPageIncomplete: 'Por favor, selecciona un servicio, una fecha y una hora',

  // --- Contact (spec §8)
  contactSent: '¡Formulario enviado con éxito!',
  contactFailed: 'Hubo un error al enviar el formulario.',
  contactNameRequired: 'El nombre es obligatorio.',
  contactEmailInvalid: 'Ingresa un correo electrónico válido.',
  contactMessageRequired: 'El mensaje es obligatorio.',
  contactRateLimited: 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.',
  searchQueryTooLong: 'La búsqueda es demasiado larga.',
  priceRangeInvalid: 'El precio mínimo no puede ser mayor que el máximo.',

  // --- Payments (spec §8)
  paymentCreateError: 'Error al crear la orden de pago',
  paymentFailed: 'El pago falló, intenta nuevamente.',
  paymentProcessingError: 'Ocurrió un error en el procesamiento del pago.',
  paymentSuccess: '¡Pago realizado exitosamente!',
  cardPaymentSuccess: '¡Pago con tarjeta exitoso!',
  noTransactionDetails: 'No se encontraron detalles de la transacción.',

  // --- Admin (spec §5, §8)
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
  shippingLoadError: 'Error al cargar las tarifas de envío',
  shippingUpdated: 'Tarifas de envío actualizadas correctamente',
  shippingUpdateError: 'Error al actualizar las tarifas de envío',
  noNeighborhoods: 'No hay barrios agregados.',
  editShippingRates: 'Editar Tarifas de Envío',

  // --- Payment result pages (spec §2)
  paymentRejectedTitle: 'Pago Rechazado',
  paymentPendingTitle: 'Pago Pendiente',
  paymentCancelledTitle: 'Pago Cancelado',

  // --- Profile (spec §2)
  loadingUser: 'Cargando datos del usuario...',

  // --- Config (start-up)
  configMissing: (name: string) => `Falta la variable de entorno ${name}: es obligatoria en producción.`,
  configInvalid: (name: string, detail: string) => `La variable de entorno ${name} no es válida: ${detail}`,
} as const;

export type Messages = typeof messages;
