/** Texts of the shop's own pages that only they show (the page not found, the breadcrumb). */
export const storefrontMessages = {
  breadcrumbLabel: 'Ruta de navegación',
  breadcrumbHome: 'Inicio',
  notFoundSectionsHeading: 'O visita una de estas secciones',
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
