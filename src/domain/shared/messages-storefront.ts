/**
 * Texts of the shop's frame and its own pages, which only the pages (never an island) show: the
 * header, the footer, the breadcrumb, the carousels and galleries, the page not found.
 */
export const storefrontMessages = {
  skipToContent: 'Saltar al contenido',
  // The header.
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menuTitle: 'Menú',
  logoLabel: (shopName: string) => `${shopName}, ir al inicio`,
  searchFormLabel: 'Buscar en la tienda',
  searchInputLabel: 'Buscar productos',
  searchPlaceholder: 'Buscar productos y servicios',
  searchButton: 'Buscar',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Menú móvil',
  categoriesHeading: 'Categorías',
  wholeCatalogue: 'Ver todo el catálogo',
  // The footer.
  footerPitch: 'Compra en línea, recoge en tienda o recibe en casa, y reserva tu sesión de bronceado o spa.',
  footerSocialLabel: 'Redes sociales',
  footerShopHeading: 'Tienda',
  footerHelpHeading: 'Atención',
  footerHoursHeading: 'Horario',
  footerNewsletterHeading: 'Novedades',
  footerNewsletterIntro: 'Déjanos tu correo y entérate primero de lanzamientos y promociones.',
  footerPlace: 'Medellín, Colombia.',
  footerPrices: 'Precios en pesos colombianos (COP) con IVA incluido.',
  productsLink: 'Productos',
  servicesLink: 'Servicios',
  catalogueLink: 'Catálogo',
  aboutLink: 'Nosotros',
  contactLink: 'Contacto',
  whatsappLink: 'WhatsApp',
  dataPolicyLink: 'Política de tratamiento de datos',
  termsLink: 'Términos y condiciones',
  whatsappFloatLabel: 'Chatea con nosotros por WhatsApp (se abre en una pestaña nueva)',
  // The breadcrumb.
  breadcrumbLabel: 'Ruta de navegación',
  breadcrumbHome: 'Inicio',
  // The home page's banner and the product carousels.
  carouselRole: 'carrusel',
  slideRole: 'diapositiva',
  heroLabel: 'Promociones',
  heroCta: 'Ver componentes',
  slidePosition: (position: number, count: number) => `${position} de ${count}`,
  previousSlide: 'Diapositiva anterior',
  nextSlide: 'Diapositiva siguiente',
  goToSlide: (position: number) => `Ir a la diapositiva ${position}`,
  carouselPrevious: 'Anterior',
  carouselNext: 'Siguiente',
  // A product's page and the legal pages.
  galleryThumbsLabel: 'Imágenes del producto',
  galleryThumb: (position: number, count: number) => `Ver imagen ${position} de ${count}`,
  serviceDetailsHeading: 'Detalles del servicio',
  legalContentsHeading: 'Contenido',
  legalVersion: (date: string) => `Versión del ${date}`,
  // The page not found.
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'La página que buscas no existe.',
  notFoundIntro: 'Lo sentimos, la página que buscas no existe o fue movida. Busca lo que necesitas o sigue por una de nuestras secciones.',
  notFoundSectionsHeading: 'O visita una de estas secciones',
  backHome: 'Volver al inicio',
  // The blog.
  blogTitle: 'Blog',
  blogDescription: 'Blog de Tienda Medellín.',
} as const;

/** Where the page not found sends a person on: the shop's main sections. */
export const mainSectionLinks = [
  { href: '/productos', label: 'Productos' },
  { href: '/servicios', label: 'Servicios' },
  { href: '/reservar', label: 'Reservar una cita' },
  { href: '/catalogo', label: 'Catálogo' },
  { href: '/cart', label: 'Carrito' },
  { href: '/contacto', label: 'Contacto' },
] as const;
