/**
 * The product and service form: its values as typed, and the same rules as the server's
 * (`productInputSchema`, `missingServiceField`, `categoryInputSchema`), each error beside its field.
 */
import { isServiceCategory, normalizeText } from '~/domain/catalogue/catalogue.ts';
import { messages } from '~/domain/shared/messages.ts';
import { serviceIntensities, type Category, type Product, type ServiceIntensity } from '~/domain/catalogue/catalogue-schemas.ts';
import {
  categoryInputSchema,
  missingServiceField,
  productInputSchema,
  serviceFieldLabels,
  type ProductInput,
} from '~/domain/catalogue/product-input-schemas.ts';
import { packIssues } from '~/domain/promotions/packs.ts';
import type { TaxTreatment } from '~/domain/invoicing/tax.ts';
import { bookingWindows, hourLabel, serviceBookingWindow } from '~/domain/schedule/schedule.ts';
import { parsePesos } from '~/domain/shipping/shipping-editor.ts';
import { optionDraftsOf, optionsBodyOf, variantDraftsOf, variantsBodyOf, type OptionDraft, type VariantDraft } from './variant-drafts.ts';
import { emptyPackDraft, offersPack, packBodyOf, packDraftOf, type PackDraft } from './pack-fields.ts';

/** The category select's value for "Nueva categoría". */
export const NEW_CATEGORY = '__nueva-categoria__';

export type ServiceTextField = keyof typeof serviceFieldLabels;
export const serviceTextFields = Object.keys(serviceFieldLabels) as ServiceTextField[];

/** With a product's pack fields ("Bono de sesiones", pack-fields.ts) as typed. */
export interface ProductFormValues extends PackDraft {
  productName: string;
  brandName: string;
  /** A category's name, or NEW_CATEGORY. */
  category: string;
  newCategory: string;
  productImage: string[];
  description: string;
  price: string;
  sellingPrice: string;
  stock: string;
  /** Its own IVA treatment ("Tratamiento de IVA"); '' for none: it follows the shop's default, which the select shows. */
  taxTreatment: TaxTreatment | '';
  /** "No admite retracto" (personal use, made to order): a product's own mark (src/domain/withdrawals). */
  noWithdrawal: boolean;
  serviceDuration: string;
  /** Minutes its resource is kept before and after each appointment ('' or '0': none). */
  servicePreparation: string;
  serviceCleanup: string;
  serviceIntensity: ServiceIntensity | '';
  /** A service's first and last start ('HH:00'): the hours every picker offers it at (09:00 to 13:00 by default). */
  serviceFirstStart: string;
  serviceLastStart: string;
  serviceIncludes: string;
  serviceRecommendations: string;
  serviceAdditionalBenefits: string;
  serviceRecommendedFrequency: string;
  serviceDiscountsPromotions: string;
  /** A service's shared resource; '' for none (a resource of its own, one place). */
  resourceId: string;
  /** The garment's options and variants as typed (variant-drafts.ts); none for any other product. */
  options: OptionDraft[];
  variants: VariantDraft[];
}

export type ProductField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The order errors are looked at in, which is the order of the form (first one gets the focus). */
export const productFieldOrder: ProductField[] = [
  'productImage',
  'productName',
  'brandName',
  'category',
  'newCategory',
  'description',
  'price',
  'sellingPrice',
  'stock',
  'taxTreatment',
  'options',
  'variants',
  'packSessions',
  'packServiceIds',
  'packValidityDays',
  'serviceDuration',
  'serviceIntensity',
  'serviceFirstStart',
  'serviceLastStart',
  'servicePreparation',
  'serviceCleanup',
  'resourceId',
  ...serviceTextFields,
];

export function emptyProductForm(): ProductFormValues {
  return {
    productName: '',
    brandName: '',
    category: '',
    newCategory: '',
    productImage: [],
    description: '',
    price: '',
    sellingPrice: '',
    stock: '',
    taxTreatment: '',
    noWithdrawal: false,
    serviceDuration: '',
    servicePreparation: '0',
    serviceCleanup: '0',
    serviceIntensity: '',
    serviceFirstStart: hourLabel(bookingWindows.tarjeta.firstHour),
    serviceLastStart: hourLabel(bookingWindows.tarjeta.lastHour),
    serviceIncludes: '',
    serviceRecommendations: '',
    serviceAdditionalBenefits: '',
    serviceRecommendedFrequency: '',
    serviceDiscountsPromotions: '',
    resourceId: '',
    options: [],
    variants: [],
    ...emptyPackDraft(),
  };
}

export function productFormOf(product: Product): ProductFormValues {
  return {
    productName: product.productName,
    brandName: product.brandName,
    category: product.category,
    newCategory: '',
    productImage: [...product.productImage],
    description: product.description,
    price: String(product.price),
    sellingPrice: String(product.sellingPrice),
    stock: String(product.stock),
    taxTreatment: product.taxTreatment ?? '',
    noWithdrawal: product.noWithdrawal === true,
    serviceDuration: product.serviceDuration === undefined ? '' : String(product.serviceDuration),
    servicePreparation: String(product.servicePreparation ?? 0),
    serviceCleanup: String(product.serviceCleanup ?? 0),
    serviceIntensity: product.serviceIntensity ?? '',
    serviceFirstStart: hourLabel(serviceBookingWindow(product).firstHour),
    serviceLastStart: hourLabel(serviceBookingWindow(product).lastHour),
    serviceIncludes: product.serviceIncludes ?? '',
    serviceRecommendations: product.serviceRecommendations ?? '',
    serviceAdditionalBenefits: product.serviceAdditionalBenefits ?? '',
    serviceRecommendedFrequency: product.serviceRecommendedFrequency ?? '',
    serviceDiscountsPromotions: product.serviceDiscountsPromotions ?? '',
    resourceId: product.resourceId ?? '',
    options: optionDraftsOf(product.options ?? []),
    variants: variantDraftsOf(product.variants ?? []),
    ...packDraftOf(product),
  };
}

/** The category the product goes to: the chosen one, or the new one's name. */
export function chosenCategoryName(values: ProductFormValues): string {
  return values.category === NEW_CATEGORY ? values.newCategory.trim() : values.category;
}

export function isServiceForm(values: ProductFormValues): boolean {
  return isServiceCategory(chosenCategoryName(values));
}

/** Empty stays absent (the field is then "required"); anything that is not whole pesos fails the schema. */
function wholeNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parsePesos(text) ?? Number.NaN;
}

/** Whether the form shows (and sends) the "Bono de sesiones" section. */
export function isPackOffered(values: ProductFormValues): boolean {
  return offersPack(chosenCategoryName(values), isServiceForm(values), values.variants.length);
}

/** The body sent to the API (service fields only for a service category; pack fields only where a pack is offered). */
export function productBodyOf(values: ProductFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    productName: values.productName,
    brandName: values.brandName,
    category: chosenCategoryName(values),
    productImage: values.productImage,
    description: values.description,
    price: wholeNumber(values.price),
    sellingPrice: wholeNumber(values.sellingPrice),
    stock: wholeNumber(values.stock),
    // None chosen: a new product follows the shop's default, a saved one keeps its own.
    ...(values.taxTreatment ? { taxTreatment: values.taxTreatment } : {}),
  };
  if (!isServiceForm(values)) {
    const variants = variantsBodyOf(values.variants, wholeNumber);
    // With variants the server keeps the stock as their sum.
    if (variants.length > 0) delete body.stock;
    const pack = isPackOffered(values) ? packBodyOf(values) : {};
    return { ...body, options: optionsBodyOf(values.options), variants, noWithdrawal: values.noWithdrawal, ...pack };
  }
  body.serviceDuration = wholeNumber(values.serviceDuration);
  body.serviceIntensity = values.serviceIntensity === '' ? undefined : values.serviceIntensity;
  body.serviceStarts = { from: values.serviceFirstStart, to: values.serviceLastStart };
  // A blank buffer is none.
  body.servicePreparation = wholeNumber(values.servicePreparation) ?? 0;
  body.serviceCleanup = wholeNumber(values.serviceCleanup) ?? 0;
  for (const field of serviceTextFields) body[field] = values[field];
  body.resourceId = values.resourceId;
  return body;
}

/** A new category's name: null when it can be created, else the spec's message. */
export function newCategoryError(name: string, categories: readonly Category[]): string | null {
  if (!categoryInputSchema.safeParse({ name }).success) return messages.invalidNewCategory;
  const key = normalizeText(name);
  if (categories.some((category) => normalizeText(category.name) === key)) return messages.categoryExists;
  return null;
}

export type ProductCheck = { ok: true; input: ProductInput } | { ok: false; errors: ProductFormErrors };

/** Every rule the server applies to the form, one message per field. */
export function checkProductForm(values: ProductFormValues, categories: readonly Category[]): ProductCheck {
  const errors: ProductFormErrors = {};
  const put = (field: ProductField, message: string) => {
    errors[field] ??= message;
  };

  if (values.category === NEW_CATEGORY) {
    const problem = newCategoryError(values.newCategory, categories);
    if (problem) put('newCategory', problem);
  }

  const parsed = productInputSchema.safeParse(productBodyOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field =
        issue.path[0] === 'serviceStarts' ? (issue.path[1] === 'from' ? 'serviceFirstStart' : 'serviceLastStart') : issue.path[0];
      if (typeof field === 'string' && field in values) put(field as ProductField, issue.message);
    }
  }
  // Without variants the stock is required: marked with the other fields (the schema's own check waits for them).
  if (values.variants.length === 0 && values.stock.trim() === '') put('stock', messages.stockInvalid);
  // The pack's missing fields too (the schema's own check waits for the other fields).
  if (isPackOffered(values)) for (const issue of packIssues(packBodyOf(values))) put(issue.path[0] as ProductField, issue.message);
  if (values.category === NEW_CATEGORY) delete errors.category;
  if (!parsed.success && Object.keys(errors).length === 0) put('productName', parsed.error.issues[0]?.message ?? messages.invalidInput);

  if (isServiceForm(values)) {
    if (values.serviceDuration.trim() === '') put('serviceDuration', messages.serviceDurationInvalid);
    if (values.serviceIntensity === '' || !serviceIntensities.includes(values.serviceIntensity)) {
      put('serviceIntensity', messages.serviceIntensityInvalid);
    }
    for (const field of serviceTextFields) {
      if (values[field].trim() === '') put(field, messages.serviceFieldRequired(serviceFieldLabels[field]));
    }
  }

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  // The server's own gate, so the two can never disagree silently.
  const missing = isServiceForm(values) ? missingServiceField(parsed.data) : null;
  if (missing) return { ok: false, errors: { serviceDuration: missing } };
  return { ok: true, input: parsed.data };
}

/** A copy of `list` with the item at `index` moved by `offset` places (clamped to the ends). */
export function moveItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, index + offset));
  const next = [...list];
  if (index < 0 || index >= list.length || target === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
