/**
 * The texts of products with variants (sizes, colours…): the server's refusals, the admin form's
 * checks and the product page's pickers.
 */

/** "una talla", "un color": the article a Spanish option name takes (feminine endings -a, -d, -ión). */
function withArticle(optionName: string): string {
  const name = optionName.trim().toLowerCase();
  return /(a|d|ión)$/.test(name) ? `una ${name}` : `un ${name}`;
}

export const variantMessages = {
  // --- Server refusals
  variantRequired: 'Elige la variante del producto (por ejemplo, la talla y el color) antes de añadirlo.',
  variantNotFound: 'Esa variante del producto no existe. Vuelve a elegirla.',
  variantForPlainProduct: 'Este producto no tiene variantes: añádelo sin elegir una.',
  variantOutOfStock: (name: string) => `Lo sentimos, «${name}» está agotado.`,
  // --- Admin form and upload checks
  optionsInvalid: 'Las opciones no son válidas: hasta 3, cada una con un nombre y al menos un valor.',
  optionNameInvalid: 'El nombre de cada opción lleva solo letras, números y espacios (hasta 40).',
  optionNameRepeated: 'Dos opciones tienen el mismo nombre.',
  optionValueInvalid: 'Cada valor de una opción lleva de 1 a 40 caracteres.',
  optionValueRepeated: (option: string) => `La opción «${option}» repite un valor.`,
  variantsWithoutOptions: 'Las variantes necesitan opciones (por ejemplo, Talla y Color).',
  optionsWithoutVariants: 'Agrega al menos una variante o quita las opciones.',
  variantsInvalid: 'Las variantes no son válidas (hasta 100).',
  variantOptionsMismatch: 'Cada variante debe tener un valor de cada opción, de los valores de esa opción.',
  variantRepeated: (label: string) => `Hay dos variantes «${label}».`,
  variantStockInvalid: 'El stock de cada variante debe ser un número entero mayor o igual a 0.',
  variantPriceInvalid: 'El precio de una variante debe ser un número entero mayor o igual a 0.',
  variantSellingAbovePrice: (label: string) => `El precio de venta de «${label}» no puede ser mayor que su precio original.`,
  variantSkuInvalid: 'El SKU de una variante lleva hasta 64 letras, números, guiones o puntos.',
  serviceWithVariants: 'Los servicios no tienen variantes.',
  // --- Product page
  chooseOption: (optionName: string) => `Elige ${withArticle(optionName)}`,
  soldOutChoice: 'Agotado',
  notOfferedChoice: 'No disponible en esta combinación',
  chosenVariantStock: (stock: number) => (stock === 1 ? 'Queda 1 unidad' : `Quedan ${stock} unidades`),
  fromPrice: (price: string) => `Desde ${price}`,
  chooseOnPage: 'Elegir opciones',
} as const;

/** The admin form's variants section. */
export const variantAdminMessages = {
  title: 'Variantes (tallas, colores…)',
  intro:
    'Opcional. Escribe cada opción con sus valores separados por comas (por ejemplo, Talla: S, M, L) y genera las variantes: cada una lleva su propio stock y, si quieres, su precio, SKU e imagen. El stock del producto es la suma de sus variantes.',
  optionName: (index: number) => `Opción ${index + 1}`,
  optionValues: (index: number) => `Valores de la opción ${index + 1}`,
  optionValuesHint: 'Separados por comas.',
  addOption: 'Agregar opción',
  removeOption: (index: number) => `Quitar la opción ${index + 1}`,
  generate: 'Generar variantes',
  removeVariant: (label: string) => `Quitar la variante ${label}`,
  stockColumn: 'Stock',
  priceColumn: 'Precio',
  sellingPriceColumn: 'Precio de venta',
  skuColumn: 'SKU',
  imageColumn: 'Imagen',
  productImage: 'La del producto',
  imageChoice: (index: number) => `Imagen ${index + 1}`,
  cellLabel: (column: string, label: string) => `${column} de ${label}`,
  samePrice: 'Igual al producto',
  stockFromVariants: 'Suma del stock de las variantes.',
  noVariants: 'Sin variantes: el producto usa el stock de arriba.',
} as const;
