/**
 * The owner's side of the session packs: the product form's "Bono de sesiones" (what it sends, the
 * errors beside each field, when it is offered). "Bonos vendidos": admin-packs-sold.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import type { Category, Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { packBodyOf, packServiceChoices, toggledService } from '../../src/islands/admin/products/pack-fields.ts';
import {
  checkProductForm,
  emptyProductForm,
  isPackOffered,
  productBodyOf,
  productFieldOrder,
  productFormOf,
  type ProductFormValues,
} from '../../src/islands/admin/products/product-form.ts';
import { firstInvalid } from '../../src/islands/ui/use-zod-form.ts';

const categories: Category[] = [
  { _id: '0123456789abcdef01234567', name: 'Bonos', slug: 'bonos', image: '' },
  { _id: '0123456789abcdef01234568', name: 'Servicios', slug: 'servicios', image: '' },
];
const tanning = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const massage = 'bbbbbbbbbbbbbbbbbbbbbbbb';

const plain: ProductFormValues = {
  ...emptyProductForm(),
  productName: 'Bono de 10 sesiones de bronceado',
  brandName: 'Spa',
  category: 'Bonos',
  productImage: ['/api/media/0123456789abcdef0123456789abcdef.png'],
  price: '400.000',
  sellingPrice: '350000',
  stock: '50',
};
const pack: ProductFormValues = { ...plain, packSessions: '10', packServiceIds: [tanning, massage], packValidityDays: '90' };

describe('the product form’s "Bono de sesiones"', () => {
  it('sends the three pack fields together', () => {
    const check = checkProductForm(pack, categories);
    expect(check.ok && check.input).toMatchObject({ packSessions: 10, packServiceIds: [tanning, massage], packValidityDays: 90 });
  });

  it('sends none of them when all three are empty, so an edit that clears them makes a plain product', () => {
    const body = productBodyOf(plain);
    expect(body).not.toHaveProperty('packSessions');
    expect(body).not.toHaveProperty('packServiceIds');
    expect(body).not.toHaveProperty('packValidityDays');
    expect(checkProductForm(plain, categories).ok).toBe(true);
    expect(packBodyOf({ packSessions: '  ', packServiceIds: [], packValidityDays: '' })).toEqual({});
  });

  it('names each missing field beside it when only some are given', () => {
    const check = checkProductForm({ ...plain, packSessions: '10' }, categories);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toEqual({
      packServiceIds: packMessages.servicesRequired,
      packValidityDays: packMessages.validityInvalid,
    });
    expect(!check.ok && firstInvalid(check.errors, productFieldOrder)).toBe('packServiceIds');
    const onlyServices = checkProductForm({ ...plain, packServiceIds: [tanning] }, categories);
    expect(!onlyServices.ok && onlyServices.errors.packSessions).toBe(packMessages.sessionsInvalid);
  });

  it('names the missing pack fields together with the other fields’ errors', () => {
    const check = checkProductForm({ ...plain, price: '', packValidityDays: '30' }, categories);
    expect(!check.ok && check.errors).toMatchObject({
      price: expect.any(String),
      packSessions: packMessages.sessionsInvalid,
      packServiceIds: packMessages.servicesRequired,
    });
  });

  it('refuses what is not a whole number in range, with the field’s message', () => {
    for (const typed of ['0', '101', '2,5', 'diez', '-3']) {
      const check = checkProductForm({ ...pack, packSessions: typed }, categories);
      expect(!check.ok && check.errors.packSessions, typed).toBe(packMessages.sessionsInvalid);
    }
    for (const typed of ['0', '731', '30 días']) {
      const check = checkProductForm({ ...pack, packValidityDays: typed }, categories);
      expect(!check.ok && check.errors.packValidityDays, typed).toBe(packMessages.validityInvalid);
    }
    expect(checkProductForm({ ...pack, packSessions: '100', packValidityDays: '730' }, categories).ok).toBe(true);
  });

  it('is neither shown nor sent for a service, a product with variants, or before a category is chosen', () => {
    expect(isPackOffered(pack)).toBe(true);
    // Nor before a category is chosen.
    expect(isPackOffered(emptyProductForm())).toBe(false);
    const service = { ...pack, category: 'Servicios' };
    expect(isPackOffered(service)).toBe(false);
    expect(productBodyOf(service)).not.toHaveProperty('packSessions');
    const garment: ProductFormValues = {
      ...pack,
      options: [{ name: 'Talla', values: 'S' }],
      variants: [{ options: { Talla: 'S' }, stock: '2', price: '', sellingPrice: '', sku: '', image: '' }],
    };
    expect(isPackOffered(garment)).toBe(false);
    expect(productBodyOf(garment)).not.toHaveProperty('packServiceIds');
  });

  it('fills the form from a stored pack and back', () => {
    const stored: Product = {
      _id: '0123456789abcdef01234569',
      productName: 'Bono',
      brandName: 'Spa',
      category: 'Bonos',
      productImage: plain.productImage,
      description: '',
      price: 100,
      sellingPrice: 90,
      stock: 3,
      createdAt: '',
      updatedAt: '',
      packSessions: 5,
      packServiceIds: [massage],
      packValidityDays: 30,
    };
    const values = productFormOf(stored);
    expect(values).toMatchObject({ packSessions: '5', packServiceIds: [massage], packValidityDays: '30' });
    const check = checkProductForm(values, categories);
    expect(check.ok && check.input).toMatchObject({ packSessions: 5, packServiceIds: [massage], packValidityDays: 30 });
  });

  it('offers the shop’s services by name, and keeps a ticked one the shop no longer lists', () => {
    const services = [
      { _id: tanning, productName: 'Bronceado' },
      { _id: massage, productName: 'Aromaterapia' },
    ];
    expect(packServiceChoices(services, [tanning])).toEqual([
      { id: massage, name: 'Aromaterapia' },
      { id: tanning, name: 'Bronceado' },
    ]);
    const gone = 'cccccccccccccccccccccccc';
    expect(packServiceChoices(services, [gone]).at(-1)).toEqual({ id: gone, name: packMessages.packServiceGone });
    expect(toggledService([tanning], massage, true)).toEqual([tanning, massage]);
    expect(toggledService([tanning, massage], tanning, false)).toEqual([massage]);
    expect(toggledService([tanning], tanning, true)).toEqual([tanning]);
  });
});
