/**
 * The texts the shop's pages show in the browser (the API client's failures, adding to the cart,
 * prices, the product lists, the newsletter, the cart's lines), apart from messages.ts so those
 * pages do not download every text of the shop. `messages` spreads them: the server and the other
 * screens read them from there as before.
 */
export const shopMessages = {
  categoryError: (message: string) => `Error: ${message}`,
  categoryEmpty: 'No hay productos en esta categoría.',
  cartEmpty: 'No hay productos en tu carrito.',
  addToCart: 'Añadir al carrito',
  addService: 'Añadir',
  outOfStock: 'Agotado',
  inStock: (count: number) => (count === 1 ? 'Queda 1 unidad' : `${count} unidades disponibles`),

  emailInvalid: 'Ingresa un correo electrónico válido.',
  productOutOfStock: 'Lo sentimos, este producto está agotado.',
  onlyUnitsLeft: (stock: number) => (stock === 1 ? 'Solo queda 1 unidad disponible.' : `Solo hay ${stock} unidades disponibles.`),
  quantityInvalid: 'La cantidad debe ser un número entero mayor o igual a 1.',
  shippingCityNotServed: 'No hacemos envíos a esa ciudad.',
  homeServiceCityNotServed: 'Elige una de las ciudades de la lista: allí prestamos los servicios a domicilio.',
  homeServiceNeighborhoodRequired: 'Elige tu barrio o escríbelo si no está en la lista.',
  marketingConsentRequired: 'Para suscribirte debes aceptar recibir novedades y ofertas por correo.',
  newsletterSubscribed:
    'Te enviamos un correo para confirmar tu suscripción: abre el enlace que trae y pulsa «Confirmar suscripción». Sin esa confirmación no te escribiremos.',
  shippingLoadError: 'Error al cargar las tarifas de envío',
  networkError: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
  unexpectedResponse: 'El servidor respondió de forma inesperada. Intenta de nuevo.',
  addedToCart: (productName: string) => `«${productName}» se añadió al carrito.`,
  cartAtStockLimit: 'Ya tienes en el carrito todas las unidades disponibles.',
  loadingProducts: 'Cargando productos…',
  retry: 'Intentar nuevamente',
  serviceDurationLabel: 'Duración',
  serviceDurationValue: (minutes: number) => (minutes === 1 ? '1 minuto' : `${minutes} minutos`),
  serviceIntensityLabel: 'Intensidad',
  serviceIntensityNames: { ligero: 'Ligera', medio: 'Media', intenso: 'Intensa' },
  previousPriceLabel: 'Precio anterior:',
  /** The discount badge; nothing at all when there is no discount (never "-0%"). */
  discountLabel: (percent: number) => (percent > 0 ? `-${percent}%` : ''),
  // --- Cart and checkout (UI): what islands on every page need; the rest is in messages-cart.ts.
  viewCart: 'Ver carrito',
} as const;
