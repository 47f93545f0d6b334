/**
 * Synthetic catalogues for the benchmark: the sample shop topped up to N products with believable
 * Spanish products (real categories, brands, model names and descriptions), built exactly like the
 * seed builds its own (`seedProductDoc`), so search has something to find. Deterministic: the same N
 * always yields the same products.
 */
import { hashPassword } from '../../../functions/services/accounts/passwords.ts';
import type { Store } from '../../../functions/store/contract.ts';
import { openEmbeddedStore } from '../../../functions/store/embedded.ts';
import { seedProducts } from '../../../functions/seed/catalogue-data.ts';
import { seedCatalogueIfEmpty, seedId, seedProductDoc } from '../../../functions/seed/index.ts';
import type { SeedProduct } from '../../../functions/seed/types.ts';

interface Family {
  category: string;
  /** What the product is, at the start of its name. */
  kinds: string[];
  /** Brand → model lines. */
  brands: Record<string, string[]>;
  variants: string[];
  /** Selling price range in COP. */
  price: [number, number];
  features: string[];
}

const families: Family[] = [
  {
    category: 'Móviles',
    kinds: ['Celular', 'Smartphone'],
    brands: {
      Samsung: ['Galaxy A15', 'Galaxy A35', 'Galaxy A55', 'Galaxy S24 FE', 'Galaxy M34'],
      Xiaomi: ['Redmi Note 13', 'Redmi 13C', 'Poco X6 Pro', 'Xiaomi 14T'],
      Motorola: ['Moto G54', 'Moto G84', 'Edge 50 Fusion', 'Moto E14'],
      Apple: ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 16'],
      Honor: ['X8b', 'Magic6 Lite', '90 Smart'],
    },
    variants: ['128 GB', '256 GB', '512 GB', '8 GB RAM 256 GB'],
    price: [449_000, 5_299_000],
    features: ['pantalla AMOLED de 6,7"', 'batería de 5.000 mAh', 'carga rápida de 45 W', 'cámara principal de 108 MP', 'conectividad 5G', 'doble SIM'],
  },
  {
    category: 'Fundas',
    kinds: ['Funda', 'Estuche', 'Protector'],
    brands: {
      Spigen: ['Ultra Hybrid', 'Tough Armor', 'Liquid Air'],
      OtterBox: ['Defender', 'Symmetry', 'Commuter'],
      Ringke: ['Fusion', 'Onyx'],
      Genérica: ['silicona', 'antichoque', 'tipo billetera'],
    },
    variants: ['para Galaxy A55', 'para iPhone 15', 'para Redmi Note 13', 'para Moto G84', 'transparente', 'negra'],
    price: [29_000, 189_000],
    features: ['esquinas reforzadas', 'bordes elevados que protegen la cámara', 'material que no se pone amarillo', 'compatible con carga inalámbrica'],
  },
  {
    category: 'Cargadores',
    kinds: ['Cargador', 'Cargador de carro', 'Batería externa', 'Cable'],
    brands: {
      Anker: ['Nano', 'PowerCore', 'PowerLine'],
      Baseus: ['GaN5', 'Blade', 'Superior'],
      Ugreen: ['Nexode', 'USB-C a Lightning'],
      Xiaomi: ['Power Bank', 'Turbo Charge'],
    },
    variants: ['20 W', '33 W', '65 W', '10.000 mAh', '20.000 mAh', '1 m', '2 m'],
    price: [25_000, 349_000],
    features: ['carga rápida USB-C Power Delivery', 'protección contra sobrecalentamiento', 'tamaño de bolsillo', 'dos puertos para cargar a la vez'],
  },
  {
    category: 'Auriculares',
    kinds: ['Audífonos inalámbricos', 'Audífonos de diadema', 'Audífonos gamer', 'Audífonos deportivos'],
    brands: {
      Sony: ['WH-CH520', 'WF-C700N', 'WH-1000XM4'],
      JBL: ['Tune 520BT', 'Wave Buds', 'Live 660NC', 'Quantum 100'],
      Xiaomi: ['Redmi Buds 5', 'Buds 4 Pro'],
      Samsung: ['Galaxy Buds FE', 'Galaxy Buds3'],
      HyperX: ['Cloud Stinger 2', 'Cloud III'],
    },
    variants: ['negros', 'blancos', 'azules', 'con estuche de carga'],
    price: [89_000, 1_499_000],
    features: ['cancelación activa de ruido', 'hasta 40 horas de batería', 'micrófono para llamadas', 'conexión Bluetooth 5.3', 'resistencia al sudor IPX4'],
  },
  {
    category: 'Computadoras',
    kinds: ['Portátil', 'Computador de escritorio', 'Portátil gamer', 'Todo en uno'],
    brands: {
      Lenovo: ['IdeaPad Slim 3', 'ThinkPad E14', 'LOQ 15', 'IdeaCentre AIO 3'],
      HP: ['Pavilion 15', 'Victus 15', 'ProBook 440', 'All-in-One 24'],
      Asus: ['Vivobook 15', 'TUF Gaming F15', 'Zenbook 14'],
      Acer: ['Aspire 5', 'Nitro V15', 'Swift Go 14'],
      Dell: ['Inspiron 15', 'Vostro 3520'],
    },
    variants: ['Core i5 16 GB 512 GB', 'Ryzen 5 8 GB 512 GB', 'Core i7 16 GB 1 TB', 'Ryzen 7 16 GB 1 TB', 'RTX 4050'],
    price: [1_699_000, 7_999_000],
    features: ['pantalla Full HD', 'teclado numérico', 'Windows 11 original', 'carga rápida', 'lector de huella'],
  },
  {
    category: 'Teclados',
    kinds: ['Teclado mecánico', 'Teclado inalámbrico', 'Combo teclado y mouse', 'Mouse inalámbrico'],
    brands: {
      Logitech: ['MX Keys', 'K380', 'G213 Prodigy', 'MK270', 'M185'],
      Redragon: ['Kumara K552', 'Shiva K512', 'Fizz K617'],
      Razer: ['BlackWidow V3', 'Ornata V3', 'DeathAdder Essential'],
      Genius: ['KM-8200', 'SlimStar 126'],
    },
    variants: ['en español', 'RGB', 'switches rojos', 'switches azules', 'negro'],
    price: [39_000, 899_000],
    features: ['distribución en español con ñ', 'iluminación RGB', 'switches intercambiables', 'conexión por receptor USB', 'batería de larga duración'],
  },
  {
    category: 'Webcams',
    kinds: ['Cámara web', 'Webcam'],
    brands: { Logitech: ['C270', 'C920', 'Brio 100', 'StreamCam'], Genius: ['FaceCam 1000X', 'ECam 8000'], Microsoft: ['LifeCam HD-3000'] },
    variants: ['HD 720p', 'Full HD 1080p', '4K', 'con micrófono'],
    price: [79_000, 899_000],
    features: ['enfoque automático', 'corrección de luz', 'micrófono estéreo', 'clip universal para monitor'],
  },
  {
    category: 'Almacenamiento',
    kinds: ['Memoria USB', 'Disco duro externo', 'Tarjeta microSD'],
    brands: { Kingston: ['DataTraveler Exodia', 'Canvas Select Plus'], SanDisk: ['Ultra Flair', 'Extreme', 'Ultra'], Seagate: ['Expansion', 'One Touch'], WD: ['Elements', 'My Passport'] },
    variants: ['32 GB', '64 GB', '128 GB', '256 GB', '1 TB', '2 TB'],
    price: [19_000, 749_000],
    features: ['USB 3.2', 'respaldo automático', 'resistente a golpes', 'compatible con Windows y Mac'],
  },
  {
    category: 'Componentes',
    kinds: ['Procesador', 'Fuente de poder', 'Board', 'Gabinete'],
    brands: { AMD: ['Ryzen 5 5600', 'Ryzen 7 5700X', 'Ryzen 5 7600'], Intel: ['Core i5-12400F', 'Core i7-13700'], Corsair: ['CV650', 'RM750e'], Gigabyte: ['B550M DS3H', 'B760M Gaming'], 'Cooler Master': ['MasterBox Q300L', 'MWE 550'] },
    variants: ['caja', 'bronze', 'gold', 'ATX', 'micro ATX'],
    price: [189_000, 1_899_000],
    features: ['ideal para armar tu PC gamer', 'garantía de 3 años', 'buen flujo de aire', 'soporta memorias DDR4 y DDR5'],
  },
  {
    category: 'Tarjetas de video',
    kinds: ['Tarjeta de video', 'Tarjeta gráfica'],
    brands: { Nvidia: ['GeForce RTX 3050', 'GeForce RTX 4060', 'GeForce RTX 4070 Super'], AMD: ['Radeon RX 6600', 'Radeon RX 7600', 'Radeon RX 7800 XT'], Asus: ['Dual RTX 4060', 'TUF RX 7700 XT'], MSI: ['Ventus 2X RTX 4060 Ti'] },
    variants: ['8 GB', '12 GB', '16 GB', 'OC'],
    price: [999_000, 4_599_000],
    features: ['trazado de rayos', 'DLSS 3', 'tres ventiladores silenciosos', 'salidas HDMI 2.1 y DisplayPort'],
  },
  {
    category: 'Memoria RAM',
    kinds: ['Memoria RAM', 'Kit de memoria RAM'],
    brands: { Kingston: ['Fury Beast', 'ValueRAM'], Corsair: ['Vengeance LPX', 'Vengeance RGB'], 'G.Skill': ['Ripjaws V', 'Trident Z5'], Crucial: ['Pro', 'Basics'] },
    variants: ['8 GB DDR4 3200 MHz', '16 GB DDR4 3200 MHz', '32 GB DDR5 5600 MHz', '16 GB DDR5 6000 MHz', 'SO-DIMM 8 GB'],
    price: [89_000, 799_000],
    features: ['disipador de aluminio', 'perfil XMP', 'garantía de por vida', 'compatible con portátiles'],
  },
  {
    category: 'Discos SSD',
    kinds: ['Disco sólido', 'SSD'],
    brands: { Kingston: ['NV2', 'A400', 'KC3000'], Samsung: ['990 EVO', '870 EVO'], WD: ['Blue SN580', 'Green'], Crucial: ['P3 Plus', 'MX500'] },
    variants: ['240 GB SATA', '480 GB SATA', '500 GB NVMe', '1 TB NVMe', '2 TB NVMe'],
    price: [99_000, 1_099_000],
    features: ['lectura de hasta 5.000 MB/s', 'arranque en segundos', 'bajo consumo', 'incluye software de clonación'],
  },
  {
    category: 'Hogar',
    kinds: ['Freidora de aire', 'Licuadora', 'Aspiradora', 'Ventilador'],
    brands: { Oster: ['DiamondForce', 'Xpert'], Imusa: ['Easy Fry', 'Cocina'], Samurai: ['Air Protect', 'Silence Force'], Kalley: ['K-AF50', 'K-VA10'] },
    variants: ['3,5 L', '5 L', 'de pedestal', '1.000 W', 'negra'],
    price: [99_000, 899_000],
    features: ['fácil de limpiar', 'bajo consumo de energía', 'apagado automático', 'garantía de un año en Medellín'],
  },
  {
    category: 'Dispositivos inteligentes',
    kinds: ['Reloj inteligente', 'Bombillo inteligente', 'Enchufe inteligente', 'Parlante inteligente'],
    brands: { Amazon: ['Echo Dot 5', 'Echo Pop'], Xiaomi: ['Smart Band 8', 'Redmi Watch 4', 'Mi Smart Bulb'], Huawei: ['Watch Fit 3', 'Band 9'], 'TP-Link': ['Tapo P100', 'Tapo L530E'] },
    variants: ['Wi-Fi', 'con Alexa', 'negro', 'blanco'],
    price: [49_000, 899_000],
    features: ['control desde el celular', 'funciona con Alexa y Google', 'monitor de ritmo cardiaco', 'rutinas y horarios'],
  },
  {
    category: 'Cámaras',
    kinds: ['Cámara de seguridad', 'Cámara deportiva', 'Cámara instantánea'],
    brands: { Ezviz: ['C6N', 'H6c Pro'], 'TP-Link': ['Tapo C200', 'Tapo C310'], GoPro: ['Hero 12', 'Hero 11 Mini'], Fujifilm: ['Instax Mini 12'] },
    variants: ['Full HD', '2K', '4K', 'exterior', 'con visión nocturna'],
    price: [119_000, 2_499_000],
    features: ['visión nocturna', 'detección de movimiento', 'audio bidireccional', 'grabación en la nube o microSD'],
  },
];

/** A small deterministic PRNG (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Images already in public/ for a category, so the pages point at real files. */
function imagesByCategory(): Map<string, string[]> {
  const images = new Map<string, string[]>();
  for (const product of seedProducts) {
    const first = product.productImage[0];
    if (first) images.set(product.category, [...(images.get(product.category) ?? []), first]);
  }
  return images;
}

/** The `count` synthetic products numbered from `from` (deterministic per number). */
export function syntheticProducts(from: number, count: number): SeedProduct[] {
  const images = imagesByCategory();
  const products: SeedProduct[] = [];
  for (let number = from; number < from + count; number += 1) {
    const next = random(number * 7919 + 17);
    const family = pick(next, families);
    const brand = pick(next, Object.keys(family.brands));
    const line = pick(next, family.brands[brand] ?? ['Clásico']);
    const kind = pick(next, family.kinds);
    const variant = pick(next, family.variants);
    const [low, high] = family.price;
    const sellingPrice = Math.round((low + next() * (high - low)) / 1000) * 1000;
    const price = next() < 0.4 ? Math.round((sellingPrice * (1.05 + next() * 0.25)) / 1000) * 1000 : sellingPrice;
    const first = pick(next, family.features);
    const second = pick(next, family.features.filter((feature) => feature !== first));
    products.push({
      key: `bench-${number}`,
      productName: `${kind} ${brand} ${line} ${variant}`,
      brandName: brand,
      category: family.category,
      description:
        `${kind} ${brand} ${line} (${variant}) con ${first} y ${second}. ` +
        `Envío el mismo día en Medellín y el Valle de Aburrá, y garantía directa con la marca. ` +
        `Referencia ${number}.`,
      price,
      sellingPrice,
      stock: Math.floor(next() * 40),
      productImage: [pick(next, images.get(family.category) ?? ['/images/categories/productos.svg'])],
    });
  }
  return products;
}

export const BENCH_USER = { email: 'bench@tienda.local', password: 'clave-bench-12345' };

/**
 * Fills a fresh embedded data dir: the sample shop, synthetic products up to `products` in all,
 * and a customer with a few cart lines. The store is closed again before the server opens it.
 */
export async function prepareDataDir(dataDir: string, products: number): Promise<{ productIds: string[] }> {
  const store = await openEmbeddedStore(dataDir);
  try {
    await seedCatalogueIfEmpty(store);
    const collection = store.collection('products');
    const have = await collection.countDocuments({});
    const extra = syntheticProducts(0, Math.max(0, products - have));
    // Older than the sample products, so "newest first" still opens with the sample shop.
    for (const [offset, product] of extra.entries()) {
      await collection.insertOne(seedProductDoc(product, seedProducts.length + offset));
    }
    await addCustomerWithCart(store);
    const all = await collection.find({}, { projection: { _id: 1 } });
    return { productIds: all.map((doc) => doc._id) };
  } finally {
    await store.close();
  }
}

async function addCustomerWithCart(store: Store) {
  const now = new Date();
  const { insertedId: userId } = await store.collection('users').insertOne({
    name: 'Cliente de prueba',
    email: BENCH_USER.email,
    tel: '3001112233',
    passwordHash: await hashPassword(BENCH_USER.password),
    role: 'GENERAL',
    profilePic: '',
    createdAt: now,
    updatedAt: now,
  });
  const lines = seedProducts.filter((product) => !product.service && product.stock > 2).slice(0, 4);
  for (const [position, product] of lines.entries()) {
    await store.collection('carts').insertOne({
      userId,
      productId: seedId('product', product.key),
      quantity: 1 + (position % 2),
      createdAt: new Date(now.getTime() + position),
      updatedAt: now,
    });
  }
}
