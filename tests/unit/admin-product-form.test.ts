import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Category, Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import {
  checkProductForm,
  emptyProductForm,
  moveItem,
  NEW_CATEGORY,
  newCategoryError,
  productBodyOf,
  productFieldOrder,
  productFormOf,
  type ProductFormValues,
} from '../../src/islands/admin/products/product-form.ts';
import { imageFileProblem } from '../../src/islands/admin/products/media-upload.ts';
import { alertWhileMarked } from '../../src/islands/admin/common/form-alert.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { firstInvalid } from '../../src/islands/ui/use-zod-form.ts';

const categories: Category[] = [
  { _id: '0123456789abcdef01234567', name: 'Cámaras', slug: 'camaras', image: '' },
  { _id: '0123456789abcdef01234568', name: 'Servicios', slug: 'servicios', image: '' },
];
const image = '/api/media/0123456789abcdef0123456789abcdef.png';

const product: ProductFormValues = {
  ...emptyProductForm(),
  productName: 'Cámara web HD',
  brandName: 'Logitech',
  category: 'Cámaras',
  productImage: [image],
  price: '120.000',
  sellingPrice: '99000',
  stock: '4',
};

const service: ProductFormValues = {
  ...product,
  productName: 'Bronceado express',
  category: 'Servicios',
  serviceDuration: '30',
  serviceIntensity: 'medio',
  serviceIncludes: 'Crema',
  serviceRecommendations: 'Llegar sin crema',
  serviceAdditionalBenefits: 'Piel radiante',
  serviceRecommendedFrequency: 'Cada 15 días',
  serviceDiscountsPromotions: '10% la segunda sesión',
};

describe('the product form', () => {
  it('sends whole numbers and, for products, no service fields', () => {
    const check = checkProductForm(product, categories);
    expect(check.ok).toBe(true);
    expect(check.ok && check.input).toMatchObject({ price: 120_000, sellingPrice: 99_000, stock: 4, category: 'Cámaras' });
    expect(productBodyOf(product)).not.toHaveProperty('serviceDuration');
  });

  it('needs at least one image, with the spec message', () => {
    const check = checkProductForm({ ...product, productImage: [] }, categories);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.productImage).toBe(messages.uploadAtLeastOneImage);
    expect(!check.ok && firstInvalid(check.errors, productFieldOrder)).toBe('productImage');
  });

  it('puts each rule of the server beside its field', () => {
    const check = checkProductForm(
      { ...product, productName: ' ', brandName: '', stock: '-1', price: 'mucho', sellingPrice: '' },
      categories,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      productName: messages.productNameRequired,
      brandName: messages.brandRequired,
      stock: messages.stockInvalid,
      price: messages.priceInvalid,
      sellingPrice: messages.sellingPriceInvalid,
    });
    expect(firstInvalid(check.errors, productFieldOrder)).toBe('productName');
  });

  it('refuses a selling price above the original price', () => {
    const check = checkProductForm({ ...product, sellingPrice: '130000' }, categories);
    expect(!check.ok && check.errors.sellingPrice).toBe(messages.sellingPriceAbovePrice);
  });

  it('requires a category', () => {
    const check = checkProductForm({ ...product, category: '' }, categories);
    expect(!check.ok && check.errors.category).toBe(messages.categoryRequired);
  });

  it('requires every service field when the category holds services', () => {
    expect(checkProductForm(service, categories).ok).toBe(true);
    const check = checkProductForm(
      { ...service, serviceDuration: '', serviceIntensity: '', serviceIncludes: ' ', serviceDiscountsPromotions: '' },
      categories,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      serviceDuration: messages.serviceDurationInvalid,
      serviceIntensity: messages.serviceIntensityInvalid,
      serviceIncludes: messages.serviceFieldRequired('Incluye'),
      serviceDiscountsPromotions: messages.serviceFieldRequired('Descuentos y promociones'),
    });
    expect(check.errors).not.toHaveProperty('serviceRecommendations');
  });

  it('checks a new category with the spec messages, ignoring case and accents', () => {
    expect(newCategoryError('', categories)).toBe(messages.invalidNewCategory);
    expect(newCategoryError('   ', categories)).toBe(messages.invalidNewCategory);
    expect(newCategoryError('---', categories)).toBe(messages.invalidNewCategory);
    expect(newCategoryError('camaras', categories)).toBe(messages.categoryExists);
    expect(newCategoryError('Servicios Spa', categories)).toBeNull();
    const check = checkProductForm({ ...product, category: NEW_CATEGORY, newCategory: 'CÁMARAS' }, categories);
    expect(!check.ok && check.errors).toEqual({ newCategory: messages.categoryExists });
  });

  it('treats a new category named like a service category as services', () => {
    const values = { ...service, category: NEW_CATEGORY, newCategory: 'Servicios de spa' };
    const check = checkProductForm(values, categories);
    expect(check.ok && check.input.category).toBe('Servicios de spa');
    expect(checkProductForm({ ...values, serviceIncludes: '' }, categories).ok).toBe(false);
  });

  it('fills the form from a product and back', () => {
    const stored: Product = {
      _id: '0123456789abcdef01234569',
      productName: 'Bronceado',
      brandName: 'Spa',
      category: 'Servicios',
      productImage: [image],
      description: 'x',
      price: 100,
      sellingPrice: 90,
      stock: 3,
      createdAt: '',
      updatedAt: '',
      serviceDuration: 45,
      serviceIntensity: 'intenso',
      serviceIncludes: 'a',
      serviceRecommendations: 'b',
      serviceAdditionalBenefits: 'c',
      serviceRecommendedFrequency: 'd',
      serviceDiscountsPromotions: 'e',
    };
    const check = checkProductForm(productFormOf(stored), categories);
    expect(check.ok && check.input).toMatchObject({ price: 100, sellingPrice: 90, serviceDuration: 45, serviceIntensity: 'intenso' });
  });

  it('moves images left and right, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a'], 5, -1)).toEqual(['a']);
  });

  it('checks an image file before sending it', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(messages.imageInvalidType);
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe(messages.imageEmpty);
    expect(imageFileProblem({ type: 'image/webp', size: 4 * 1024 * 1024 + 1 })).toBe(messages.imageTooLarge(4));
  });
});

describe('the form’s alert', () => {
  it('says "Revisa los campos marcados." only while a field is still marked', () => {
    const marked = checkProductForm(emptyProductForm(), categories);
    expect(marked.ok).toBe(false);
    if (marked.ok) return;
    expect(alertWhileMarked(adminMessages.adminFixErrors, marked.errors)).toBe(adminMessages.adminFixErrors);
    // Each field the owner corrects loses its mark; with the last one the alert goes too.
    expect(alertWhileMarked(adminMessages.adminFixErrors, { productName: undefined })).toBe('');
    expect(alertWhileMarked(adminMessages.adminFixErrors, {})).toBe('');
  });

  it('keeps any other message, which says something the fields do not', () => {
    expect(alertWhileMarked(adminMessages.adminWaitForUploads, {})).toBe(adminMessages.adminWaitForUploads);
    expect(alertWhileMarked(messages.productUploadError, {})).toBe(messages.productUploadError);
  });
});
