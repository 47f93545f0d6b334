// Catálogo de muestra de la tienda: categorías, productos, servicios y tarifas de envío.
// Módulo de datos puro: sin E/S. Las imágenes viven en public/ y se regeneran con
// scripts/generate-sample-images.mjs (las claves de producto deben coincidir).

import type { SeedCategory, SeedProduct, SeedShippingRate } from './types.ts';

export const seedCategories: SeedCategory[] = [
  { key: 'destacados', name: 'Destacados', slug: 'destacados', image: '/images/categories/destacados.svg' },
  { key: 'productos', name: 'Productos', slug: 'productos', image: '/images/categories/productos.svg' },
  { key: 'servicios', name: 'Servicios', slug: 'servicios', image: '/images/categories/servicios.svg' },
  { key: 'servicios-home', name: 'Servicios-Home', slug: 'servicios-home', image: '/images/categories/servicios-home.svg' },
  { key: 'moviles', name: 'Móviles', slug: 'moviles', image: '/images/categories/moviles.svg' },
  { key: 'fundas', name: 'Fundas', slug: 'fundas', image: '/images/categories/fundas.svg' },
  { key: 'cargadores', name: 'Cargadores', slug: 'cargadores', image: '/images/categories/cargadores.svg' },
  { key: 'auriculares', name: 'Auriculares', slug: 'auriculares', image: '/images/categories/auriculares.svg' },
  { key: 'computadoras', name: 'Computadoras', slug: 'computadoras', image: '/images/categories/computadoras.svg' },
  { key: 'teclados', name: 'Teclados', slug: 'teclados', image: '/images/categories/teclados.svg' },
  { key: 'webcams', name: 'Webcams', slug: 'webcams', image: '/images/categories/webcams.svg' },
  { key: 'almacenamiento', name: 'Almacenamiento', slug: 'almacenamiento', image: '/images/categories/almacenamiento.svg' },
  { key: 'componentes', name: 'Componentes', slug: 'componentes', image: '/images/categories/componentes.svg' },
  { key: 'tarjetas', name: 'Tarjetas de video', slug: 'tarjetas', image: '/images/categories/tarjetas.svg' },
  { key: 'ram', name: 'Memoria RAM', slug: 'ram', image: '/images/categories/ram.svg' },
  { key: 'ssd', name: 'Discos SSD', slug: 'ssd', image: '/images/categories/ssd.svg' },
  { key: 'hogar', name: 'Hogar', slug: 'hogar', image: '/images/categories/hogar.svg' },
  { key: 'inteligentes', name: 'Dispositivos inteligentes', slug: 'inteligentes', image: '/images/categories/inteligentes.svg' },
  { key: 'camaras', name: 'Cámaras', slug: 'camaras', image: '/images/categories/camaras.svg' },
];

export const seedProducts: SeedProduct[] = [
  // ── Destacados ────────────────────────────────────────────────────────────
  {
    key: 'asus-rog-strix-g16',
    productName: 'Portátil gamer ASUS ROG Strix G16 RTX 4060',
    brandName: 'Asus',
    category: 'Destacados',
    description:
      'Portátil gamer con procesador Intel Core i7 de 14.ª generación, tarjeta gráfica GeForce RTX 4060 y pantalla de 16" a 165 Hz. Trae 16 GB de RAM DDR5 y SSD de 1 TB para que tus juegos carguen en segundos. Su sistema de refrigeración mantiene el rendimiento estable en sesiones largas.',
    price: 7899000,
    sellingPrice: 7299000,
    stock: 6,
    productImage: [
      '/images/catalogue/asus-rog-strix-g16-1.svg',
      '/images/catalogue/asus-rog-strix-g16-2.svg',
      '/images/catalogue/asus-rog-strix-g16-3.svg',
    ],
  },
  {
    key: 'samsung-galaxy-s25-ultra',
    productName: 'Samsung Galaxy S25 Ultra 256 GB',
    brandName: 'Samsung',
    category: 'Destacados',
    description:
      'El celular más completo de Samsung: pantalla Dynamic AMOLED de 6,9", cámara principal de 200 MP y S Pen integrado. Con Galaxy AI traduce llamadas, resume notas y edita fotos en segundos. Batería de 5.000 mAh que aguanta todo el día.',
    price: 4499000,
    sellingPrice: 4199000,
    stock: 9,
    productImage: [
      '/images/catalogue/samsung-galaxy-s25-ultra-1.svg',
      '/images/catalogue/samsung-galaxy-s25-ultra-2.svg',
      '/images/catalogue/samsung-galaxy-s25-ultra-3.svg',
    ],
  },
  {
    key: 'sony-wh-1000xm5',
    productName: 'Audífonos Sony WH-1000XM5 con cancelación de ruido',
    brandName: 'Sony',
    category: 'Destacados',
    description:
      'Audífonos de diadema con la mejor cancelación de ruido de Sony, ideales para el bus, la oficina o un vuelo largo. Ofrecen hasta 30 horas de batería y carga rápida: 3 minutos te dan 3 horas de música. Livianos y cómodos para usarlos todo el día.',
    price: 1699000,
    sellingPrice: 1399000,
    stock: 12,
    productImage: ['/images/catalogue/sony-wh-1000xm5-1.svg', '/images/catalogue/sony-wh-1000xm5-2.svg'],
  },
  {
    key: 'apple-iphone-16-pro',
    productName: 'Apple iPhone 16 Pro 128 GB',
    brandName: 'Apple',
    category: 'Destacados',
    description:
      'iPhone 16 Pro con chip A18 Pro, cuerpo de titanio y pantalla Super Retina XDR de 6,3". Su sistema de cámaras graba video 4K a 120 cuadros por segundo y tiene el nuevo Control de Cámara. Equipo nuevo, sellado y con garantía oficial.',
    price: 4499000,
    sellingPrice: 4499000,
    stock: 0,
    productImage: ['/images/catalogue/apple-iphone-16-pro-1.svg'],
  },
  {
    key: 'jbl-charge-5',
    productName: 'Parlante JBL Charge 5 resistente al agua',
    brandName: 'JBL',
    category: 'Destacados',
    description:
      'Parlante portátil con sonido JBL Pro, graves potentes y certificación IP67 contra agua y polvo. Hasta 20 horas de música y función de batería externa para cargar tu celular. Perfecto para el paseo de olla o la finca.',
    price: 799000,
    sellingPrice: 649000,
    stock: 14,
    productImage: ['/images/catalogue/jbl-charge-5-1.svg'],
  },
  {
    key: 'apple-macbook-air-m3',
    productName: 'Apple MacBook Air 13" chip M3 256 GB',
    brandName: 'Apple',
    category: 'Destacados',
    description:
      'La MacBook Air más liviana, ahora con chip M3 y 8 GB de memoria unificada. Pantalla Liquid Retina de 13,6" y hasta 18 horas de batería para estudiar o trabajar sin cargador. Silenciosa, sin ventilador y lista para usar desde el primer día.',
    price: 5299000,
    sellingPrice: 4899000,
    stock: 5,
    productImage: ['/images/catalogue/apple-macbook-air-m3-1.svg'],
  },

  // ── Productos (ropa) ──────────────────────────────────────────────────────
  {
    key: 'camiseta-oversize-parce',
    productName: 'Camiseta oversize Parce',
    brandName: 'Parce Wear',
    category: 'Productos',
    description:
      'Camiseta de corte oversize en algodón peinado de 220 g, fresca y de caída pesada. Disponible en negro, blanco hueso y verde oliva. Confeccionada en Medellín con estampado que no se cuartea con las lavadas.',
    price: 69000,
    sellingPrice: 59000,
    stock: 30,
    productImage: [
      '/images/catalogue/camiseta-oversize-parce-1.svg',
      '/images/catalogue/camiseta-oversize-parce-2.svg',
      '/images/catalogue/camiseta-oversize-parce-3.svg',
    ],
  },
  {
    key: 'camiseta-estampada-medellin',
    productName: 'Camiseta estampada Medellín Eterna Primavera',
    brandName: 'Comuna Urbana',
    category: 'Productos',
    description:
      'Camiseta clásica con estampado de las montañas del Valle de Aburrá y el sol de la eterna primavera. Algodón 100 % suave al tacto y cuello reforzado que no se deforma. Un detalle paisa para regalar o para llevar puesto.',
    price: 59000,
    sellingPrice: 59000,
    stock: 25,
    productImage: ['/images/catalogue/camiseta-estampada-medellin-1.svg'],
  },
  {
    key: 'hoodie-comuna-urbana',
    productName: 'Hoodie con capota Comuna Urbana',
    brandName: 'Comuna Urbana',
    category: 'Productos',
    description:
      'Buzo con capota en perchado grueso, bolsillo canguro y cordones planos. Ideal para las noches frescas de Medellín o para subir a Santa Elena. Puños y pretina en rib que conservan la forma.',
    price: 139000,
    sellingPrice: 119000,
    stock: 18,
    productImage: ['/images/catalogue/hoodie-comuna-urbana-1.svg', '/images/catalogue/hoodie-comuna-urbana-2.svg'],
  },
  {
    key: 'gorra-trucker-paisa',
    productName: 'Gorra trucker Paisa bordada',
    brandName: 'Parce Wear',
    category: 'Productos',
    description:
      'Gorra tipo trucker con frente bordado, malla trasera transpirable y cierre ajustable de broche. Visera curva que protege del sol del mediodía. Talla única.',
    price: 49000,
    sellingPrice: 42000,
    stock: 22,
    productImage: ['/images/catalogue/gorra-trucker-paisa-1.svg', '/images/catalogue/gorra-trucker-paisa-2.svg'],
  },
  {
    key: 'chaqueta-rompevientos-montana',
    productName: 'Chaqueta rompevientos impermeable',
    brandName: 'Montaña Textil',
    category: 'Productos',
    description:
      'Chaqueta liviana, impermeable y cortavientos, perfecta para los aguaceros de la tarde. Se dobla en su propio bolsillo y cabe en cualquier morral. Costuras selladas y cremallera frontal reforzada.',
    price: 189000,
    sellingPrice: 159000,
    stock: 9,
    productImage: ['/images/catalogue/chaqueta-rompevientos-montana-1.svg'],
  },
  {
    key: 'chaqueta-jean-clasica',
    productName: 'Chaqueta de jean clásica',
    brandName: 'Comuna Urbana',
    category: 'Productos',
    description:
      'Chaqueta de jean en índigo con lavado medio, botones metálicos y bolsillos de parche en el pecho. Un básico que combina con todo y mejora con el uso. Tela rígida de 12 onzas hecha en Colombia.',
    price: 169000,
    sellingPrice: 169000,
    stock: 0,
    productImage: ['/images/catalogue/chaqueta-jean-clasica-1.svg'],
  },

  // ── Móviles ───────────────────────────────────────────────────────────────
  {
    key: 'samsung-galaxy-a55',
    productName: 'Samsung Galaxy A55 5G 256 GB',
    brandName: 'Samsung',
    category: 'Móviles',
    description:
      'Celular de gama media premium con marco metálico, pantalla Super AMOLED de 6,6" a 120 Hz y resistencia IP67. Cámara de 50 MP con estabilización óptica para fotos nítidas de noche. Incluye 8 GB de RAM y 256 GB de almacenamiento.',
    price: 1899000,
    sellingPrice: 1649000,
    stock: 15,
    productImage: [
      '/images/catalogue/samsung-galaxy-a55-1.svg',
      '/images/catalogue/samsung-galaxy-a55-2.svg',
      '/images/catalogue/samsung-galaxy-a55-3.svg',
    ],
  },
  {
    key: 'xiaomi-redmi-note-14-pro',
    productName: 'Xiaomi Redmi Note 14 Pro 256 GB',
    brandName: 'Xiaomi',
    category: 'Móviles',
    description:
      'Pantalla AMOLED curva de 6,67", cámara de 200 MP y carga rápida de 45 W. Resistente al agua y al polvo con certificación IP68. Una de las mejores opciones calidad-precio del momento.',
    price: 1499000,
    sellingPrice: 1299000,
    stock: 20,
    productImage: ['/images/catalogue/xiaomi-redmi-note-14-pro-1.svg', '/images/catalogue/xiaomi-redmi-note-14-pro-2.svg'],
  },
  {
    key: 'motorola-edge-50-fusion',
    productName: 'Motorola Edge 50 Fusion 256 GB',
    brandName: 'Motorola',
    category: 'Móviles',
    description:
      'Diseño delgado con acabado en cuero vegano, pantalla pOLED curva de 144 Hz y Android casi puro. Carga TurboPower de 68 W: en pocos minutos tienes batería para toda la tarde. Incluye 12 GB de RAM.',
    price: 1599000,
    sellingPrice: 1349000,
    stock: 12,
    productImage: ['/images/catalogue/motorola-edge-50-fusion-1.svg'],
  },
  {
    key: 'apple-iphone-15',
    productName: 'Apple iPhone 15 128 GB',
    brandName: 'Apple',
    category: 'Móviles',
    description:
      'iPhone 15 con Dynamic Island, cámara principal de 48 MP y puerto USB-C. Vidrio con color integrado y marco de aluminio. Equipo nuevo con garantía oficial de Apple en Colombia.',
    price: 3599000,
    sellingPrice: 3299000,
    stock: 8,
    productImage: ['/images/catalogue/apple-iphone-15-1.svg', '/images/catalogue/apple-iphone-15-2.svg'],
  },

  // ── Fundas ────────────────────────────────────────────────────────────────
  {
    key: 'funda-spigen-iphone-15',
    productName: 'Funda Spigen Ultra Hybrid para iPhone 15',
    brandName: 'Spigen',
    category: 'Fundas',
    description:
      'Funda transparente con respaldo rígido anti-amarillamiento y bordes flexibles que absorben los golpes. Deja ver el color original de tu iPhone y es compatible con carga inalámbrica. Botones precisos y bordes elevados para proteger pantalla y cámara.',
    price: 79000,
    sellingPrice: 65000,
    stock: 25,
    productImage: ['/images/catalogue/funda-spigen-iphone-15-1.svg'],
  },
  {
    key: 'funda-silicona-galaxy-a55',
    productName: 'Funda de silicona Samsung para Galaxy A55',
    brandName: 'Samsung',
    category: 'Fundas',
    description:
      'Funda original de silicona con interior en microfibra que cuida el acabado de tu celular. Agarre suave, delgada y disponible en varios colores. Se ajusta perfecto a los botones y a la cámara del Galaxy A55.',
    price: 59000,
    sellingPrice: 49000,
    stock: 30,
    productImage: [
      '/images/catalogue/funda-silicona-galaxy-a55-1.svg',
      '/images/catalogue/funda-silicona-galaxy-a55-2.svg',
      '/images/catalogue/funda-silicona-galaxy-a55-3.svg',
    ],
  },
  {
    key: 'funda-antigolpes-redmi-note-14',
    productName: 'Funda antigolpes para Redmi Note 14 Pro',
    brandName: 'Xiaomi',
    category: 'Fundas',
    description:
      'Funda con esquinas reforzadas y doble capa para proteger tu Redmi Note 14 Pro de caídas. Textura antideslizante y cubierta para la cámara. Económica y resistente para el uso diario.',
    price: 35000,
    sellingPrice: 29000,
    stock: 40,
    productImage: ['/images/catalogue/funda-antigolpes-redmi-note-14-1.svg'],
  },

  // ── Cargadores ────────────────────────────────────────────────────────────
  {
    key: 'anker-nano-65w',
    productName: 'Cargador Anker Nano 65 W USB-C',
    brandName: 'Anker',
    category: 'Cargadores',
    description:
      'Cargador compacto de tecnología GaN que carga un portátil, una tablet o un celular a máxima velocidad. Es casi la mitad de grande que un cargador tradicional y sus patas son plegables. Ideal para llevar en el morral.',
    price: 189000,
    sellingPrice: 159000,
    stock: 16,
    productImage: ['/images/catalogue/anker-nano-65w-1.svg', '/images/catalogue/anker-nano-65w-2.svg'],
  },
  {
    key: 'samsung-cargador-25w',
    productName: 'Cargador rápido Samsung 25 W con cable USB-C',
    brandName: 'Samsung',
    category: 'Cargadores',
    description:
      'Cargador original Samsung con Super Fast Charging de 25 W y cable USB-C a USB-C incluido. Lleva tu Galaxy del 0 al 50 % en unos 30 minutos. Protección contra sobrecarga y sobrecalentamiento.',
    price: 89000,
    sellingPrice: 79000,
    stock: 35,
    productImage: ['/images/catalogue/samsung-cargador-25w-1.svg'],
  },
  {
    key: 'xiaomi-power-bank-20000',
    productName: 'Batería externa Xiaomi 20.000 mAh 22,5 W',
    brandName: 'Xiaomi',
    category: 'Cargadores',
    description:
      'Power bank de 20.000 mAh con carga rápida de 22,5 W y tres puertos para cargar varios equipos a la vez. Alcanza para cargar tu celular unas cuatro veces. Indicador LED del nivel de batería.',
    price: 129000,
    sellingPrice: 109000,
    stock: 24,
    productImage: ['/images/catalogue/xiaomi-power-bank-20000-1.svg'],
  },

  // ── Auriculares ───────────────────────────────────────────────────────────
  {
    key: 'jbl-tune-520bt',
    productName: 'Audífonos inalámbricos JBL Tune 520BT',
    brandName: 'JBL',
    category: 'Auriculares',
    description:
      'Audífonos de diadema plegables con sonido JBL Pure Bass y hasta 57 horas de batería. Se conectan a dos equipos al mismo tiempo y tienen micrófono para llamadas. Disponibles en negro, azul y blanco.',
    price: 249000,
    sellingPrice: 199000,
    stock: 22,
    productImage: [
      '/images/catalogue/jbl-tune-520bt-1.svg',
      '/images/catalogue/jbl-tune-520bt-2.svg',
      '/images/catalogue/jbl-tune-520bt-3.svg',
    ],
  },
  {
    key: 'apple-airpods-pro-2',
    productName: 'Apple AirPods Pro (2.ª generación) USB-C',
    brandName: 'Apple',
    category: 'Auriculares',
    description:
      'Audífonos con cancelación activa de ruido, modo ambiente adaptable y audio espacial personalizado. El estuche con USB-C tiene parlante para encontrarlo fácil. Resistentes al sudor y al agua.',
    price: 1199000,
    sellingPrice: 1049000,
    stock: 10,
    productImage: ['/images/catalogue/apple-airpods-pro-2-1.svg'],
  },
  {
    key: 'xiaomi-redmi-buds-6',
    productName: 'Audífonos Xiaomi Redmi Buds 6',
    brandName: 'Xiaomi',
    category: 'Auriculares',
    description:
      'Audífonos de botón con cancelación de ruido de hasta 49 dB y doble driver para un sonido más claro. Hasta 42 horas de reproducción con el estuche. Cómodos, livianos y a un excelente precio.',
    price: 199000,
    sellingPrice: 169000,
    stock: 28,
    productImage: ['/images/catalogue/xiaomi-redmi-buds-6-1.svg'],
  },
  {
    key: 'hyperx-cloud-iii',
    productName: 'Audífonos gamer HyperX Cloud III',
    brandName: 'HyperX',
    category: 'Auriculares',
    description:
      'Diadema gamer con almohadillas de espuma viscoelástica, drivers de 53 mm y micrófono desmontable con cancelación de ruido. Funciona en PC, PlayStation, Xbox y Nintendo Switch. Resistente marco de aluminio.',
    price: 449000,
    sellingPrice: 389000,
    stock: 11,
    productImage: ['/images/catalogue/hyperx-cloud-iii-1.svg'],
  },

  // ── Computadoras ──────────────────────────────────────────────────────────
  {
    key: 'lenovo-ideapad-slim-3',
    productName: 'Portátil Lenovo IdeaPad Slim 3 Ryzen 5 16 GB',
    brandName: 'Lenovo',
    category: 'Computadoras',
    description:
      'Portátil de 15,6" Full HD con procesador AMD Ryzen 5 7530U, 16 GB de RAM y SSD de 512 GB. Liviano y con batería para toda la jornada de clases u oficina. Incluye Windows 11 y teclado en español.',
    price: 2799000,
    sellingPrice: 2449000,
    stock: 9,
    productImage: ['/images/catalogue/lenovo-ideapad-slim-3-1.svg'],
  },
  {
    key: 'hp-pavilion-15',
    productName: 'Portátil HP Pavilion 15 Core i7 16 GB 512 GB',
    brandName: 'HP',
    category: 'Computadoras',
    description:
      'Portátil con Intel Core i7 de 13.ª generación, pantalla IPS de 15,6" y parlantes afinados por B&O. Chasis en aluminio, lector de huella y teclado retroiluminado. Rinde de sobra para diseño, programación y multitarea.',
    price: 3699000,
    sellingPrice: 3299000,
    stock: 7,
    productImage: ['/images/catalogue/hp-pavilion-15-1.svg'],
  },
  {
    key: 'hp-todo-en-uno-24',
    productName: 'Computador todo en uno HP 24" Core i5',
    brandName: 'HP',
    category: 'Computadoras',
    description:
      'Computador de escritorio todo en uno con pantalla Full HD de 23,8", Intel Core i5, 16 GB de RAM y SSD de 512 GB. Ocupa poco espacio y trae teclado y mouse inalámbricos. Ideal para el hogar o el negocio.',
    price: 3299000,
    sellingPrice: 2999000,
    stock: 4,
    productImage: ['/images/catalogue/hp-todo-en-uno-24-1.svg'],
  },

  // ── Teclados ──────────────────────────────────────────────────────────────
  {
    key: 'logitech-mx-keys-s',
    productName: 'Teclado inalámbrico Logitech MX Keys S',
    brandName: 'Logitech',
    category: 'Teclados',
    description:
      'Teclado de perfil bajo con teclas cóncavas, retroiluminación inteligente y conexión a tres equipos. Escribe en silencio y con precisión durante horas. Batería recargable por USB-C que dura hasta 10 días con luz.',
    price: 549000,
    sellingPrice: 479000,
    stock: 12,
    productImage: ['/images/catalogue/logitech-mx-keys-s-1.svg'],
  },
  {
    key: 'redragon-kumara-k552',
    productName: 'Teclado mecánico Redragon Kumara K552 RGB',
    brandName: 'Redragon',
    category: 'Teclados',
    description:
      'Teclado mecánico compacto TKL con switches Outemu rojos, iluminación RGB y estructura metálica. Teclas antighosting para jugar sin fallos. El favorito para empezar en el mundo mecánico.',
    price: 189000,
    sellingPrice: 149000,
    stock: 26,
    productImage: ['/images/catalogue/redragon-kumara-k552-1.svg', '/images/catalogue/redragon-kumara-k552-2.svg'],
  },
  {
    key: 'razer-blackwidow-v4',
    productName: 'Teclado mecánico Razer BlackWidow V4',
    brandName: 'Razer',
    category: 'Teclados',
    description:
      'Teclado gamer de tamaño completo con switches Razer Green, rueda multifunción y teclas de macro dedicadas. Iluminación Razer Chroma por tecla y reposamuñecas magnético. Construido para aguantar millones de pulsaciones.',
    price: 799000,
    sellingPrice: 699000,
    stock: 5,
    productImage: ['/images/catalogue/razer-blackwidow-v4-1.svg'],
  },

  // ── Webcams ───────────────────────────────────────────────────────────────
  {
    key: 'logitech-c920',
    productName: 'Cámara web Logitech C920 HD Pro 1080p',
    brandName: 'Logitech',
    category: 'Webcams',
    description:
      'La cámara web más popular para clases y reuniones: video Full HD 1080p, enfoque automático y dos micrófonos estéreo. Se conecta por USB y funciona sin instalar nada. Su soporte se ajusta a cualquier monitor o portátil.',
    price: 299000,
    sellingPrice: 249000,
    stock: 18,
    productImage: ['/images/catalogue/logitech-c920-1.svg'],
  },
  {
    key: 'razer-kiyo',
    productName: 'Webcam Razer Kiyo con luz de anillo',
    brandName: 'Razer',
    category: 'Webcams',
    description:
      'Webcam para streaming con aro de luz LED regulable que te ilumina aunque el cuarto esté oscuro. Graba en 1080p a 30 FPS o 720p a 60 FPS. Compatible con OBS, Streamlabs y Zoom.',
    price: 399000,
    sellingPrice: 349000,
    stock: 8,
    productImage: ['/images/catalogue/razer-kiyo-1.svg'],
  },
  {
    key: 'logitech-brio-4k',
    productName: 'Webcam Logitech Brio 4K Ultra HD',
    brandName: 'Logitech',
    category: 'Webcams',
    description:
      'Webcam profesional con resolución 4K, HDR y campo de visión ajustable. Compatible con Windows Hello para iniciar sesión con tu rostro. Excelente imagen incluso con poca luz.',
    price: 899000,
    sellingPrice: 799000,
    stock: 6,
    productImage: ['/images/catalogue/logitech-brio-4k-1.svg'],
  },

  // ── Almacenamiento ────────────────────────────────────────────────────────
  {
    key: 'wd-elements-2tb',
    productName: 'Disco duro externo WD Elements 2 TB USB 3.0',
    brandName: 'WD',
    category: 'Almacenamiento',
    description:
      'Disco duro portátil de 2 TB para respaldar fotos, videos y documentos. Conexión USB 3.0 y listo para usar en Windows. Compacto y liviano para llevarlo a todas partes.',
    price: 369000,
    sellingPrice: 319000,
    stock: 14,
    productImage: ['/images/catalogue/wd-elements-2tb-1.svg'],
  },
  {
    key: 'seagate-barracuda-2tb',
    productName: 'Disco duro interno Seagate BarraCuda 2 TB 3,5"',
    brandName: 'Seagate',
    category: 'Almacenamiento',
    description:
      'Disco duro interno SATA de 2 TB y 7.200 RPM para ampliar el almacenamiento de tu PC de escritorio. Ideal para guardar la biblioteca de juegos, proyectos y copias de seguridad. Dos años de garantía.',
    price: 299000,
    sellingPrice: 269000,
    stock: 10,
    productImage: ['/images/catalogue/seagate-barracuda-2tb-1.svg'],
  },
  {
    key: 'kingston-datatraveler-128gb',
    productName: 'Memoria USB Kingston DataTraveler Exodia 128 GB',
    brandName: 'Kingston',
    category: 'Almacenamiento',
    description:
      'Memoria USB 3.2 de 128 GB con tapa protectora y argolla para el llavero. Transfiere tus archivos a alta velocidad entre el computador de la casa y el de la oficina. Práctica, resistente y económica.',
    price: 45000,
    sellingPrice: 39000,
    stock: 40,
    productImage: ['/images/catalogue/kingston-datatraveler-128gb-1.svg'],
  },

  // ── Componentes ───────────────────────────────────────────────────────────
  {
    key: 'amd-ryzen-7-7800x3d',
    productName: 'Procesador AMD Ryzen 7 7800X3D',
    brandName: 'AMD',
    category: 'Componentes',
    description:
      'El procesador gamer por excelencia: 8 núcleos, 16 hilos y tecnología 3D V-Cache para más cuadros por segundo. Socket AM5 compatible con memorias DDR5. No incluye disipador.',
    price: 2199000,
    sellingPrice: 1949000,
    stock: 7,
    productImage: ['/images/catalogue/amd-ryzen-7-7800x3d-1.svg', '/images/catalogue/amd-ryzen-7-7800x3d-2.svg'],
  },
  {
    key: 'intel-core-i5-14600k',
    productName: 'Procesador Intel Core i5-14600K',
    brandName: 'Intel',
    category: 'Componentes',
    description:
      'Procesador de 14 núcleos (6 de rendimiento y 8 de eficiencia) con frecuencia turbo de hasta 5,3 GHz. Desbloqueado para overclock y con gráficos integrados. Socket LGA 1700.',
    price: 1499000,
    sellingPrice: 1349000,
    stock: 9,
    productImage: ['/images/catalogue/intel-core-i5-14600k-1.svg'],
  },
  {
    key: 'asus-tuf-b650-plus',
    productName: 'Tarjeta madre ASUS TUF Gaming B650-Plus WiFi',
    brandName: 'Asus',
    category: 'Componentes',
    description:
      'Board ATX para procesadores AMD Ryzen AM5 con WiFi 6, dos ranuras M.2 y soporte para memoria DDR5. Disipadores robustos en la alimentación para un rendimiento estable. Componentes de grado militar TUF.',
    price: 1099000,
    sellingPrice: 979000,
    stock: 6,
    productImage: ['/images/catalogue/asus-tuf-b650-plus-1.svg'],
  },
  {
    key: 'corsair-rm750e',
    productName: 'Fuente de poder Corsair RM750e 80 Plus Gold',
    brandName: 'Corsair',
    category: 'Componentes',
    description:
      'Fuente de poder de 750 W totalmente modular con certificación 80 Plus Gold. Ventilador de 120 mm silencioso y cable nativo 12V-2x6 para tarjetas de video de última generación. Siete años de garantía.',
    price: 649000,
    sellingPrice: 579000,
    stock: 11,
    productImage: ['/images/catalogue/corsair-rm750e-1.svg'],
  },

  // ── Tarjetas de video ─────────────────────────────────────────────────────
  {
    key: 'asus-dual-rtx-4060',
    productName: 'Tarjeta de video ASUS Dual GeForce RTX 4060 8 GB',
    brandName: 'Asus',
    category: 'Tarjetas de video',
    description:
      'Tarjeta de video compacta con dos ventiladores, 8 GB GDDR6 y soporte para DLSS 3. Juega en 1080p con trazado de rayos y bajo consumo de energía. Cabe en casi cualquier gabinete.',
    price: 1899000,
    sellingPrice: 1699000,
    stock: 10,
    productImage: ['/images/catalogue/asus-dual-rtx-4060-1.svg', '/images/catalogue/asus-dual-rtx-4060-2.svg'],
  },
  {
    key: 'msi-rtx-4070-super',
    productName: 'Tarjeta de video MSI GeForce RTX 4070 SUPER Ventus 12 GB',
    brandName: 'MSI',
    category: 'Tarjetas de video',
    description:
      'Potencia para jugar en 1440p con todo en ultra: 12 GB GDDR6X, DLSS 3 y trazado de rayos de tercera generación. Diseño de dos ventiladores silencioso. Excelente también para edición de video y renderizado.',
    price: 3899000,
    sellingPrice: 3549000,
    stock: 6,
    productImage: ['/images/catalogue/msi-rtx-4070-super-1.svg'],
  },
  {
    key: 'gigabyte-rx-7600',
    productName: 'Tarjeta de video Gigabyte Radeon RX 7600 Gaming OC 8 GB',
    brandName: 'Gigabyte',
    category: 'Tarjetas de video',
    description:
      'Tarjeta AMD Radeon con 8 GB GDDR6, tres ventiladores WINDFORCE y overclock de fábrica. Gran rendimiento en 1080p con FSR. Una opción equilibrada para armar tu primer PC gamer.',
    price: 1849000,
    sellingPrice: 1649000,
    stock: 8,
    productImage: ['/images/catalogue/gigabyte-rx-7600-1.svg'],
  },
  {
    key: 'asus-tuf-rtx-4080-super',
    productName: 'Tarjeta de video ASUS TUF Gaming RTX 4080 SUPER 16 GB',
    brandName: 'Asus',
    category: 'Tarjetas de video',
    description:
      'Tarjeta de gama alta con 16 GB GDDR6X para jugar en 4K con trazado de rayos. Tres ventiladores axiales, placa trasera metálica y componentes de grado militar. Para quienes no quieren límites.',
    price: 8499000,
    sellingPrice: 7999000,
    stock: 0,
    productImage: ['/images/catalogue/asus-tuf-rtx-4080-super-1.svg'],
  },

  // ── Memoria RAM ───────────────────────────────────────────────────────────
  {
    key: 'kingston-fury-beast-16gb-ddr4',
    productName: 'Memoria RAM Kingston FURY Beast 16 GB DDR4 3200 MHz',
    brandName: 'Kingston',
    category: 'Memoria RAM',
    description:
      'Módulo de 16 GB DDR4 a 3200 MHz con disipador de perfil bajo. Se configura solo con Intel XMP para sacar todo su rendimiento. La mejora más fácil para que tu PC vuele.',
    price: 179000,
    sellingPrice: 149000,
    stock: 30,
    productImage: ['/images/catalogue/kingston-fury-beast-16gb-ddr4-1.svg'],
  },
  {
    key: 'corsair-vengeance-rgb-32gb-ddr5',
    productName: 'Memoria RAM Corsair Vengeance RGB 32 GB (2x16) DDR5 6000 MHz',
    brandName: 'Corsair',
    category: 'Memoria RAM',
    description:
      'Kit de dos módulos de 16 GB DDR5 a 6000 MHz con iluminación RGB de diez zonas. Optimizado para AMD EXPO e Intel XMP 3.0. Disipador de aluminio para mantener las temperaturas bajo control.',
    price: 649000,
    sellingPrice: 579000,
    stock: 12,
    productImage: ['/images/catalogue/corsair-vengeance-rgb-32gb-ddr5-1.svg', '/images/catalogue/corsair-vengeance-rgb-32gb-ddr5-2.svg'],
  },
  {
    key: 'xpg-lancer-16gb-ddr5',
    productName: 'Memoria RAM XPG Lancer 16 GB DDR5 5200 MHz',
    brandName: 'ADATA XPG',
    category: 'Memoria RAM',
    description:
      'Memoria DDR5 de 16 GB a 5200 MHz con disipador de diseño agresivo. Corrección de errores integrada (ODECC) para mayor estabilidad. Buena relación precio-rendimiento para plataformas nuevas.',
    price: 299000,
    sellingPrice: 269000,
    stock: 15,
    productImage: ['/images/catalogue/xpg-lancer-16gb-ddr5-1.svg'],
  },

  // ── Discos SSD ────────────────────────────────────────────────────────────
  {
    key: 'kingston-nv3-1tb',
    productName: 'SSD Kingston NV3 1 TB NVMe PCIe 4.0',
    brandName: 'Kingston',
    category: 'Discos SSD',
    description:
      'Unidad M.2 NVMe de 1 TB con velocidades de lectura de hasta 6.000 MB/s. Tu sistema arranca en segundos y los juegos cargan casi al instante. Compatible con portátiles y PC de escritorio.',
    price: 319000,
    sellingPrice: 269000,
    stock: 25,
    productImage: ['/images/catalogue/kingston-nv3-1tb-1.svg', '/images/catalogue/kingston-nv3-1tb-2.svg'],
  },
  {
    key: 'samsung-990-pro-2tb',
    productName: 'SSD Samsung 990 PRO 2 TB NVMe',
    brandName: 'Samsung',
    category: 'Discos SSD',
    description:
      'Uno de los SSD más rápidos del mercado: hasta 7.450 MB/s de lectura con controlador propio de Samsung. Excelente para edición de video y compatible con PlayStation 5. Cinco años de garantía.',
    price: 1099000,
    sellingPrice: 949000,
    stock: 7,
    productImage: ['/images/catalogue/samsung-990-pro-2tb-1.svg'],
  },
  {
    key: 'wd-blue-sa510-1tb',
    productName: 'SSD WD Blue SA510 1 TB SATA 2,5"',
    brandName: 'WD',
    category: 'Discos SSD',
    description:
      'SSD SATA de 2,5" para darle nueva vida a ese portátil o PC que ya está lento. Hasta 560 MB/s de lectura, cinco veces más rápido que un disco duro tradicional. Instalación sencilla.',
    price: 299000,
    sellingPrice: 259000,
    stock: 13,
    productImage: ['/images/catalogue/wd-blue-sa510-1tb-1.svg'],
  },

  // ── Hogar ─────────────────────────────────────────────────────────────────
  {
    key: 'oster-licuadora-pro-1200',
    productName: 'Licuadora Oster Pro 1200 con vaso de vidrio',
    brandName: 'Oster',
    category: 'Hogar',
    description:
      'Licuadora de 1200 W con vaso de vidrio refractario de 1,5 litros y cuchilla de seis aspas. Siete velocidades y programas para jugos, batidos y salsas. Hace un buen jugo de mora o un hogao en segundos.',
    price: 459000,
    sellingPrice: 389000,
    stock: 11,
    productImage: ['/images/catalogue/oster-licuadora-pro-1200-1.svg', '/images/catalogue/oster-licuadora-pro-1200-2.svg'],
  },
  {
    key: 'imusa-freidora-aire-4l',
    productName: 'Freidora de aire Imusa 4 L digital',
    brandName: 'Imusa',
    category: 'Hogar',
    description:
      'Freidora de aire de 4 litros con panel digital y ocho programas preestablecidos. Prepara papas, patacones y alitas crocantes con muy poco aceite. La canasta antiadherente se lava fácil.',
    price: 399000,
    sellingPrice: 329000,
    stock: 14,
    productImage: ['/images/catalogue/imusa-freidora-aire-4l-1.svg'],
  },
  {
    key: 'oster-cafetera-12-tazas',
    productName: 'Cafetera Oster de 12 tazas programable',
    brandName: 'Oster',
    category: 'Hogar',
    description:
      'Cafetera de goteo con jarra de vidrio para 12 tazas, reloj programable y función pausa y sirve. Programa tu tintico para que esté listo cuando te levantes. Placa que mantiene el café caliente.',
    price: 229000,
    sellingPrice: 199000,
    stock: 0,
    productImage: ['/images/catalogue/oster-cafetera-12-tazas-1.svg'],
  },

  // ── Dispositivos inteligentes ─────────────────────────────────────────────
  {
    key: 'amazon-echo-dot-5',
    productName: 'Parlante inteligente Amazon Echo Dot (5.ª generación)',
    brandName: 'Amazon',
    category: 'Dispositivos inteligentes',
    description:
      'Parlante inteligente con Alexa en español: pon música, pregunta el clima o controla las luces de tu casa con la voz. Mejor sonido que las versiones anteriores y sensor de temperatura. Compacto y elegante.',
    price: 279000,
    sellingPrice: 229000,
    stock: 17,
    productImage: ['/images/catalogue/amazon-echo-dot-5-1.svg'],
  },
  {
    key: 'xiaomi-smart-band-9',
    productName: 'Xiaomi Smart Band 9',
    brandName: 'Xiaomi',
    category: 'Dispositivos inteligentes',
    description:
      'Manilla inteligente con pantalla AMOLED, más de 150 modos deportivos y monitoreo de sueño y frecuencia cardíaca. Batería de hasta 21 días. Resistente al agua para nadar.',
    price: 229000,
    sellingPrice: 189000,
    stock: 23,
    productImage: [
      '/images/catalogue/xiaomi-smart-band-9-1.svg',
      '/images/catalogue/xiaomi-smart-band-9-2.svg',
      '/images/catalogue/xiaomi-smart-band-9-3.svg',
    ],
  },
  {
    key: 'tp-link-tapo-l530e',
    productName: 'Bombillo inteligente TP-Link Tapo L530E multicolor',
    brandName: 'TP-Link',
    category: 'Dispositivos inteligentes',
    description:
      'Bombillo LED WiFi de 16 millones de colores que controlas desde el celular o con Alexa y Google. Programa horarios y crea ambientes para cada momento. No necesita hub.',
    price: 69000,
    sellingPrice: 59000,
    stock: 38,
    productImage: ['/images/catalogue/tp-link-tapo-l530e-1.svg'],
  },

  // ── Cámaras ───────────────────────────────────────────────────────────────
  {
    key: 'gopro-hero13-black',
    productName: 'Cámara deportiva GoPro HERO13 Black',
    brandName: 'GoPro',
    category: 'Cámaras',
    description:
      'Cámara de acción sumergible hasta 10 metros que graba en 5,3K con estabilización HyperSmooth 6.0. Perfecta para la bici, el parapente en San Félix o un viaje al mar. Batería Enduro para grabar más tiempo.',
    price: 2299000,
    sellingPrice: 1999000,
    stock: 8,
    productImage: ['/images/catalogue/gopro-hero13-black-1.svg', '/images/catalogue/gopro-hero13-black-2.svg'],
  },
  {
    key: 'canon-eos-r50',
    productName: 'Cámara Canon EOS R50 con lente 18-45 mm',
    brandName: 'Canon',
    category: 'Cámaras',
    description:
      'Cámara sin espejo de 24,2 MP, liviana y fácil de usar, ideal para creadores de contenido. Graba video 4K y tiene enfoque automático con detección de ojos. Incluye lente RF-S 18-45 mm.',
    price: 3899000,
    sellingPrice: 3599000,
    stock: 4,
    productImage: ['/images/catalogue/canon-eos-r50-1.svg', '/images/catalogue/canon-eos-r50-2.svg'],
  },
  {
    key: 'fujifilm-instax-mini-12',
    productName: 'Cámara instantánea Fujifilm Instax Mini 12',
    brandName: 'Fujifilm',
    category: 'Cámaras',
    description:
      'Cámara de fotos instantáneas con exposición automática y modo selfi. Saca la foto y en minutos la tienes impresa en la mano. Disponible en lila, azul y rosado.',
    price: 429000,
    sellingPrice: 379000,
    stock: 16,
    productImage: [
      '/images/catalogue/fujifilm-instax-mini-12-1.svg',
      '/images/catalogue/fujifilm-instax-mini-12-2.svg',
      '/images/catalogue/fujifilm-instax-mini-12-3.svg',
    ],
  },
  {
    key: 'xiaomi-camara-c300',
    productName: 'Cámara de seguridad Xiaomi Smart Camera C300 2K',
    brandName: 'Xiaomi',
    category: 'Cámaras',
    description:
      'Cámara WiFi de seguridad con resolución 2K, giro de 360° y visión nocturna. Detecta personas y te envía alertas al celular. Comunicación de dos vías para hablar desde la app.',
    price: 189000,
    sellingPrice: 159000,
    stock: 21,
    productImage: ['/images/catalogue/xiaomi-camara-c300-1.svg'],
  },

  // ── Servicios (en el local) ───────────────────────────────────────────────
  {
    key: 'bronceado-camara-uv',
    productName: 'Bronceado en cámara UV',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Sesión de bronceado en cámara vertical de rayos UV con tiempos controlados según tu tipo de piel. Consigue un tono dorado y parejo sin exponerte al sol de la calle. Te acompañamos en todo momento.',
    price: 85000,
    sellingPrice: 75000,
    stock: 10,
    productImage: ['/images/catalogue/bronceado-camara-uv-1.svg'],
    service: {
      serviceDuration: 30,
      serviceIncludes:
        'Valoración del tipo de piel, gafas protectoras, sesión de hasta 15 minutos en cámara y crema hidratante posbronceado.',
      serviceRecommendations:
        'Llega con la piel limpia, sin cremas ni maquillaje. No te duches en las 4 horas siguientes. No se recomienda en embarazo ni si tomas medicamentos fotosensibilizantes.',
      serviceIntensity: 'intenso',
      serviceAdditionalBenefits: 'Unifica el tono de la piel, disimula pequeñas imperfecciones y estimula la producción de vitamina D.',
      serviceRecommendedFrequency: 'Una sesión cada 7 a 10 días, máximo 4 sesiones al mes.',
      serviceDiscountsPromotions: 'Paquete de 4 sesiones con 15% de descuento.',
    },
  },
  {
    key: 'bronceado-organico-spray',
    productName: 'Bronceado orgánico en spray',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Bronceado sin sol aplicado con aerógrafo y solución orgánica a base de DHA de caña de azúcar. Resultado natural, sin manchas ni olor fuerte. El color se desarrolla en unas horas y dura hasta una semana.',
    price: 120000,
    sellingPrice: 99000,
    stock: 10,
    productImage: ['/images/catalogue/bronceado-organico-spray-1.svg'],
    service: {
      serviceDuration: 45,
      serviceIncludes:
        'Preparación de la piel, aplicación con aerógrafo en todo el cuerpo, secado y kit de cuidado para los primeros días.',
      serviceRecommendations:
        'Exfóliate y depílate 24 horas antes. Usa ropa oscura y holgada el día de la cita y no te bañes durante 8 horas.',
      serviceIntensity: 'ligero',
      serviceAdditionalBenefits: 'Sin exposición a rayos UV, apto para pieles sensibles y con acabado hidratante.',
      serviceRecommendedFrequency: 'Cada 7 días o antes de un evento especial.',
      serviceDiscountsPromotions: 'Ven con una amiga y cada una recibe 10% de descuento.',
    },
  },
  {
    key: 'masaje-relajante',
    productName: 'Masaje relajante',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Masaje corporal con aceites esenciales y movimientos suaves que liberan la tensión del cuello, la espalda y las piernas. Un espacio tranquilo, con música y aromaterapia, para desconectarte de la rutina.',
    price: 150000,
    sellingPrice: 130000,
    stock: 10,
    productImage: ['/images/catalogue/masaje-relajante-1.svg'],
    service: {
      serviceDuration: 60,
      serviceIncludes: 'Masaje de cuerpo completo, aceite de almendras con lavanda, toallas calientes y bebida aromática al final.',
      serviceRecommendations: 'Evita comer en abundancia una hora antes. Cuéntanos si tienes lesiones, várices o estás en embarazo.',
      serviceIntensity: 'medio',
      serviceAdditionalBenefits: 'Reduce el estrés, mejora la circulación y ayuda a dormir mejor.',
      serviceRecommendedFrequency: 'Una vez cada dos semanas.',
      serviceDiscountsPromotions: 'Los miércoles, 20% de descuento en el segundo masaje.',
    },
  },
  {
    key: 'limpieza-facial-profunda',
    productName: 'Limpieza facial profunda',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Tratamiento facial que limpia los poros a fondo, retira puntos negros y devuelve la luminosidad a la piel. Terminamos con una mascarilla según tu tipo de piel. Ideal para la piel expuesta a la contaminación de la ciudad.',
    price: 160000,
    sellingPrice: 140000,
    stock: 10,
    productImage: ['/images/catalogue/limpieza-facial-profunda-1.svg'],
    service: {
      serviceDuration: 75,
      serviceIncludes: 'Desmaquillado, exfoliación, vapor de ozono, extracción, alta frecuencia, mascarilla y protector solar.',
      serviceRecommendations: 'Ven sin maquillaje. No te expongas al sol ni uses exfoliantes durante las 48 horas siguientes.',
      serviceIntensity: 'medio',
      serviceAdditionalBenefits: 'Piel más limpia, suave y luminosa; ayuda a controlar el acné y la grasa.',
      serviceRecommendedFrequency: 'Una vez al mes.',
      serviceDiscountsPromotions: 'Plan trimestral de 3 limpiezas con 15% de descuento.',
    },
  },
  {
    key: 'exfoliacion-corporal',
    productName: 'Exfoliación corporal',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Exfoliación de cuerpo completo con sales marinas, café y aceites naturales. Retira las células muertas y deja la piel suave y lista para un bronceado parejo. Termina con una hidratación profunda.',
    price: 110000,
    sellingPrice: 95000,
    stock: 10,
    productImage: ['/images/catalogue/exfoliacion-corporal-1.svg'],
    service: {
      serviceDuration: 50,
      serviceIncludes: 'Exfoliación con sal marina y café, ducha, hidratación con manteca de karité y toalla de cortesía.',
      serviceRecommendations: 'No te depiles ni te afeites el mismo día. Evita el sol directo durante las 24 horas siguientes.',
      serviceIntensity: 'intenso',
      serviceAdditionalBenefits: 'Mejora la textura de la piel, activa la circulación y prolonga la duración del bronceado.',
      serviceRecommendedFrequency: 'Cada 15 días.',
      serviceDiscountsPromotions: 'Agrégala a cualquier bronceado con 10% de descuento.',
    },
  },
  {
    key: 'bronceado-hidratacion',
    productName: 'Bronceado + hidratación',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    description:
      'Combo de bronceado en spray con tratamiento de hidratación corporal intensiva. Tu piel queda dorada, suave y con un brillo saludable. El plan perfecto antes de unas vacaciones o un matrimonio.',
    price: 180000,
    sellingPrice: 160000,
    stock: 10,
    productImage: ['/images/catalogue/bronceado-hidratacion-1.svg'],
    service: {
      serviceDuration: 90,
      serviceIncludes: 'Exfoliación suave, bronceado en spray, envoltura hidratante con aloe vera y crema para llevar.',
      serviceRecommendations: 'Llega con la piel limpia y sin desodorante. Espera 8 horas antes del primer baño y usa ropa holgada.',
      serviceIntensity: 'ligero',
      serviceAdditionalBenefits: 'Hidratación prolongada, color más uniforme y un bronceado que dura más días.',
      serviceRecommendedFrequency: 'Cada 10 a 15 días.',
      serviceDiscountsPromotions: 'En tu cumpleaños, 25% de descuento en este combo.',
    },
  },

  // ── Servicios a domicilio ─────────────────────────────────────────────────
  {
    key: 'bronceado-domicilio',
    productName: 'Bronceado a domicilio',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios-Home',
    description:
      'Llevamos el bronceado en spray hasta tu casa en Medellín y el Valle de Aburrá. Nuestra esteticista monta una carpa portátil, protege el espacio y deja todo limpio al terminar. Ideal para grupos y despedidas.',
    price: 220000,
    sellingPrice: 199000,
    stock: 10,
    productImage: ['/images/catalogue/bronceado-domicilio-1.svg'],
    service: {
      serviceDuration: 90,
      serviceIncludes: 'Desplazamiento, carpa portátil, protección del piso, aplicación con aerógrafo y kit de cuidado posbronceado.',
      serviceRecommendations: 'Ten listo un espacio de 2 x 2 metros con buena ventilación. Exfóliate 24 horas antes.',
      serviceIntensity: 'intenso',
      serviceAdditionalBenefits: 'Comodidad total sin salir de casa y tiempos flexibles para varias personas.',
      serviceRecommendedFrequency: 'Cada 7 a 10 días o antes de un evento.',
      serviceDiscountsPromotions: 'Desde la tercera persona en la misma dirección, 20% de descuento.',
    },
  },
  {
    key: 'masaje-domicilio',
    productName: 'Masaje a domicilio',
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios-Home',
    description:
      'Masaje relajante o descontracturante en la comodidad de tu hogar. Llevamos camilla, aceites, música y toallas para que solo te preocupes por descansar. Disponible en Medellín, Envigado, Sabaneta, Itagüí y Bello.',
    price: 280000,
    sellingPrice: 250000,
    stock: 10,
    productImage: ['/images/catalogue/masaje-domicilio-1.svg'],
    service: {
      serviceDuration: 120,
      serviceIncludes: 'Desplazamiento, camilla profesional, 90 minutos de masaje, aceites esenciales, toallas y aromaterapia.',
      serviceRecommendations: 'Reserva un espacio tranquilo de al menos 3 x 2 metros. Evita comidas pesadas una hora antes.',
      serviceIntensity: 'medio',
      serviceAdditionalBenefits: 'Alivia dolores musculares, reduce el estrés y mejora la calidad del sueño sin desplazarte.',
      serviceRecommendedFrequency: 'Cada dos a tres semanas.',
      serviceDiscountsPromotions: 'Pareja: el segundo masaje con 30% de descuento.',
    },
  },
  // The garments with sizes and colours come last (the oldest of the sample), so the list pages
  // and the lists read by position keep their order.
  {
    key: 'camiseta-basica-laureles',
    productName: 'Camiseta básica Laureles',
    brandName: 'Parce Wear',
    category: 'Productos',
    description:
      'Camiseta básica de cuello redondo en algodón peinado, suave y resistente a las lavadas. Elige tu talla y tu color: negro o blanco. La talla XL, solo en negro, lleva un corte más amplio.',
    price: 55000,
    sellingPrice: 45000,
    stock: 26,
    productImage: ['/images/catalogue/camiseta-oversize-parce-1.svg', '/images/catalogue/camiseta-oversize-parce-2.svg'],
    options: [
      { name: 'Talla', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ],
    variants: [
      { key: 's-negro', options: { Talla: 'S', Color: 'Negro' }, stock: 4, sku: 'CBL-S-NEG' },
      { key: 'm-negro', options: { Talla: 'M', Color: 'Negro' }, stock: 6, sku: 'CBL-M-NEG' },
      { key: 'l-negro', options: { Talla: 'L', Color: 'Negro' }, stock: 0, sku: 'CBL-L-NEG' },
      { key: 'xl-negro', options: { Talla: 'XL', Color: 'Negro' }, stock: 2, sku: 'CBL-XL-NEG', price: 60000, sellingPrice: 49000 },
      {
        key: 's-blanco',
        options: { Talla: 'S', Color: 'Blanco' },
        stock: 5,
        sku: 'CBL-S-BLA',
        image: '/images/catalogue/camiseta-oversize-parce-2.svg',
      },
      {
        key: 'm-blanco',
        options: { Talla: 'M', Color: 'Blanco' },
        stock: 9,
        sku: 'CBL-M-BLA',
        image: '/images/catalogue/camiseta-oversize-parce-2.svg',
      },
    ],
  },
  {
    key: 'buzo-capota-santa-elena',
    productName: 'Buzo con capota Santa Elena',
    brandName: 'Comuna Urbana',
    category: 'Productos',
    description:
      'Buzo con capota en perchado grueso para las noches frescas de Santa Elena. Bolsillo canguro, cordones planos y puños en rib. Disponible en gris jaspe y azul noche.',
    price: 149000,
    sellingPrice: 129000,
    stock: 12,
    productImage: ['/images/catalogue/hoodie-comuna-urbana-1.svg', '/images/catalogue/hoodie-comuna-urbana-2.svg'],
    options: [
      { name: 'Talla', values: ['M', 'L'] },
      { name: 'Color', values: ['Gris', 'Azul'] },
    ],
    variants: [
      { key: 'm-gris', options: { Talla: 'M', Color: 'Gris' }, stock: 3, sku: 'BCS-M-GRI' },
      { key: 'l-gris', options: { Talla: 'L', Color: 'Gris' }, stock: 4, sku: 'BCS-L-GRI' },
      {
        key: 'm-azul',
        options: { Talla: 'M', Color: 'Azul' },
        stock: 5,
        sku: 'BCS-M-AZU',
        image: '/images/catalogue/hoodie-comuna-urbana-2.svg',
      },
      { key: 'l-azul', options: { Talla: 'L', Color: 'Azul' }, stock: 0, sku: 'BCS-L-AZU' },
    ],
  },
];

export const seedShippingRates: SeedShippingRate[] = [
  {
    city: 'Medellín',
    default: 12000,
    neighborhoods: {
      'El Poblado': 15000,
      Laureles: 10000,
      Belén: 10000,
      Robledo: 12000,
      'La América': 10000,
      'Buenos Aires': 11000,
    },
  },
  {
    city: 'Envigado',
    default: 14000,
    neighborhoods: { Zúñiga: 15000, 'El Portal': 14000 },
  },
  {
    city: 'Itagüí',
    default: 15000,
    neighborhoods: { Ditaires: 16000 },
  },
  {
    city: 'Bello',
    default: 16000,
    neighborhoods: {},
  },
  {
    city: 'Sabaneta',
    default: 15000,
    neighborhoods: { 'Aves María': 16000 },
  },
];
