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
  chosenVariantStock: (stock: number) => (stock === 1 ? 'Queda 1 unidad' : `Quedan ${stock} unidades`),
  fromPrice: (price: string) => `Desde ${price}`,
  chooseOnPage: 'Elegir opciones',
} as const;
