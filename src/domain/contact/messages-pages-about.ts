/** Texts of the pages about the shop itself (/nosotros, /contacto), which only the pages (never an island) show. */

export const aboutPage = {
  title: 'Nosotros',
  description:
    'Conoce a Tienda Medellín: tecnología, ropa urbana y servicios de bronceado y spa en El Poblado, con asesoría cercana y garantía.',
  lead: (shopName: string) =>
    `${shopName} nació en El Poblado con una idea sencilla: que comprar tecnología, estrenar ropa y darse un gusto en el spa fuera igual de fácil, en un solo lugar y con gente que te atiende como en casa.`,
  whatHeading: 'Qué hacemos',
  whatShop:
    'Vendemos celulares, computadores, componentes para armar o mejorar tu PC, accesorios, electrodomésticos para el hogar y dispositivos inteligentes de marcas reconocidas. También tenemos una línea propia de ropa urbana con sello paisa.',
  whatWellness:
    'En nuestro espacio de bienestar ofrecemos bronceado en cámara UV y orgánico en spray, masajes, limpieza facial y exfoliación, en la tienda o a domicilio en el Valle de Aburrá.',
  howHeading: 'Cómo trabajamos',
  howText:
    'Compras en línea con precios en pesos colombianos, recoges en la tienda o recibes en tu casa. Si tienes dudas antes de comprar, escríbenos por WhatsApp o pásate por la tienda: te ayudamos a comparar y a elegir.',
  valuesHeading: 'Lo que nos importa',
  values: [
    { title: 'Asesoría honesta', text: 'Te recomendamos lo que de verdad necesitas, aunque sea lo más sencillo del catálogo.' },
    { title: 'Garantía y respaldo', text: 'Vendemos productos nuevos con garantía del fabricante y te acompañamos si algo falla.' },
    { title: 'Hecho en Medellín', text: 'Nuestra ropa urbana se diseña y se confecciona con talleres de la ciudad.' },
    { title: 'Bienestar sin afán', text: 'En el spa cada cita tiene su tiempo: sin filas y con productos de calidad.' },
  ],
  ctaTitle: '¿Hablamos?',
  ctaText: (address: string) => `Visítanos en ${address} o escríbenos cuando quieras.`,
  toContact: 'Ir a contacto',
  toCatalogue: 'Ver el catálogo',
} as const;

export const contactPage = {
  title: 'Contacto',
  description:
    'Escríbenos, llámanos o visítanos en El Poblado, Medellín. Horario, WhatsApp, correo y formulario de contacto de Tienda Medellín.',
  intro: '¿Tienes una pregunta sobre un producto, un pedido o una reserva? Estamos para ayudarte.',
  infoHeading: 'Información de contacto',
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo',
  whatsapp: 'Escríbenos por WhatsApp',
  opensInNewTab: '(se abre en una pestaña nueva)',
  mapHeading: 'Cómo llegar',
  directions:
    'Estamos en la Carrera 43A (avenida El Poblado) con la Calle 1, en El Poblado, a pocas cuadras del parque El Poblado y cerca de la estación Poblado del metro.',
  mapAlt: 'Mapa ilustrado: la tienda está en la Carrera 43A con la Calle 1, cerca del parque El Poblado y del río Medellín.',
  openMap: 'Abrir la dirección en Google Maps',
} as const;
