/**
 * Texts of the shop's catalogue pages (the home page, the listings, search, a category's and a
 * product's page, /reservar), which only the pages (never an island) show.
 */

export const homePage = {
  description:
    'Tienda en Medellín de celulares, computadores, componentes, accesorios y ropa urbana, con servicios de bronceado y spa que reservas en línea.',
  slideAlt: {
    components: 'Componentes para armar tu PC',
    laptops: 'Portátiles para trabajar y jugar',
    phones: 'Celulares al mejor precio',
    accessories: 'Accesorios para tu día a día',
    clothing: 'Nueva colección de ropa urbana',
    services: 'Bronceado y spa con reserva en línea',
  },
  welcomeTitle: (shopName: string) => `Bienvenido a ${shopName}`,
  welcomeText:
    'Somos una tienda paisa de tecnología, ropa y bienestar. Encuentra celulares, computadores, componentes y accesorios con garantía, estrena ropa urbana hecha en Medellín y reserva tu sesión de bronceado o spa sin filas.',
  wholeCatalogue: 'Ver el catálogo completo',
  contactUs: 'Contáctanos',
  highlights: [
    { title: 'Envíos en el Valle de Aburrá', text: 'Recibe en casa o recoge gratis en nuestra tienda de El Poblado.' },
    { title: 'Pago seguro en línea', text: 'Paga con tarjeta o PayPal; tus datos viajan cifrados.' },
    { title: 'Reserva tu cita', text: 'Elige el día y la hora de tu bronceado o tu sesión de spa.' },
  ],
  featuredTitle: 'Destacados',
  featuredIntro: 'Lo más buscado de la semana, con precios especiales.',
  ctaTitle: '¿Buscas algo en particular?',
  ctaText: 'Explora todas nuestras categorías o escríbenos y te ayudamos a elegir.',
  ctaCategories: 'Explorar categorías',
  ctaAdvisor: 'Hablar con un asesor',
  clothingTitle: 'Productos',
  clothingIntro: 'Ropa urbana con sello paisa: camisetas, hoodies, gorras y chaquetas.',
} as const;

export const cataloguePage = {
  title: 'Catálogo',
  description:
    'Todas las categorías de Tienda Medellín: celulares, computadores, componentes, accesorios, hogar, ropa urbana y servicios de bronceado y spa.',
  intro: 'Todas nuestras categorías en un solo lugar. Elige una para ver sus productos y servicios.',
} as const;

export const productsPage = {
  title: 'Productos',
  description:
    'Celulares, computadores, componentes, accesorios, hogar y ropa urbana en Medellín. Precios en pesos, envío en el Valle de Aburrá o recogida en tienda.',
  intro: 'Tecnología, accesorios, hogar y ropa urbana. Añade al carrito sin salir de la página.',
} as const;

export const servicesPage = {
  title: 'Servicios de bronceado y spa',
  description:
    'Bronceado en cámara UV, bronceado orgánico, masajes, limpieza facial y exfoliación en nuestra tienda de Medellín, y servicios a domicilio. Reserva tu cita en línea.',
  heading: 'Servicios',
  intro:
    'Bronceado y spa en nuestra tienda de El Poblado; los servicios a domicilio los prestamos en tu casa. Añade el servicio y te ayudamos a agendar el día y la hora.',
} as const;

export const searchPage = {
  title: 'Buscar productos y servicios',
  description: 'Busca celulares, computadores, accesorios, ropa y servicios de bronceado y spa en Tienda Medellín.',
} as const;

export const categoryPage = {
  servicesDescription: (label: string) =>
    `${label}: servicios de bronceado y spa en Medellín. Mira qué incluye cada uno y reserva tu cita en línea.`,
  productsDescription: (label: string) =>
    `${label} en Medellín: compara marcas y precios en pesos colombianos, con envío en el Valle de Aburrá o recogida en tienda.`,
  catalogueLink: 'Catálogo',
  intro: (services: boolean, label: string) =>
    `${services ? 'Servicios' : 'Productos'} de la categoría ${label}, con precios actualizados al momento.`,
} as const;

export const productPage = {
  servicesLink: 'Servicios',
  productsLink: 'Productos',
  toBooking: 'Ver cómo reservar',
  descriptionHeading: 'Descripción',
  /** Only the home services go to the customer; every other service is done at the shop. */
  servedAtHome: 'Atención a domicilio en Medellín y el Valle de Aburrá',
  servedAtShop: 'Atención en nuestra tienda de El Poblado',
  serviceAssurance: 'Atención personalizada y productos de calidad',
  shippingAssurance: 'Envío en el Valle de Aburrá o recogida gratis en tienda',
  warrantyAssurance: 'Producto nuevo con garantía del fabricante',
  bookingHeading: 'Reservar este servicio',
  /** Followed by the shop's phone number, "o", and the WhatsApp link. */
  bookingIntro:
    'Elige el día y la hora de tu cita y añádela al carrito: hoy pagas solo el 20 % como abono. ¿Prefieres agendar con nosotros? Llámanos al',
  bookingOr: 'o',
  bookingWhatsapp: 'escríbenos por WhatsApp',
  bookingWhatsappMessage: (serviceName: string) => `Hola, quiero reservar el servicio «${serviceName}».`,
  relatedHeading: 'También te puede interesar',
} as const;

export const reservarPage = {
  title: 'Reservar un servicio',
  description:
    'Reserva tu sesión de bronceado, masaje o spa en Medellín: elige el servicio, el día y la hora, y paga solo el 20 % como abono.',
  breadcrumb: 'Reservar',
  intro: 'Elige el servicio, el día y la hora de tu cita. Al pagar abonas el 20 % y el resto lo pagas el día del servicio.',
  hoursHeading: 'Horario',
} as const;
