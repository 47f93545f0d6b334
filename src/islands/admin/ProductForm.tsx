import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { serviceFieldLabels, serviceIntensities, type Category, type Product } from '../../domain/schemas.ts';
import { createCategory, createProduct, updateProduct } from '../../lib/api/admin/products.ts';
import { ApiError } from '../../lib/api/core.ts';
import { toast } from '../../lib/toast.ts';
import { serverMessageOr } from './errors.ts';
import Icon from './Icon.tsx';
import { acceptedImageTypes, uploadProductImage } from './media-upload.ts';
import {
  checkProductForm,
  emptyProductForm,
  firstInvalidField,
  isServiceForm,
  moveItem,
  NEW_CATEGORY,
  productFormOf,
  serviceTextFields,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form.ts';

/** The schema's limit on images per product. */
const MAX_IMAGES = 10;

interface Props {
  /** The product being edited, or null to create one. */
  product: Product | null;
  categories: readonly Category[];
  onCategoryCreated: (category: Category) => void;
  onSaved: () => void;
  onCancel: () => void;
}

function withoutError(errors: ProductFormErrors, field: ProductField): ProductFormErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

type FocusRequest = { index: number; control: 'left' | 'right' | 'remove' } | 'file';
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Upload and edit form of a product or service (spec §5): images, data, and service details. */
export default function ProductForm({ product, categories, onCategoryCreated, onSaved, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormOf(product) : emptyProductForm()));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [imageNews, setImageNews] = useState('');
  const fields = useRef<Partial<Record<ProductField, FieldElement | null>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const thumbs = useRef<HTMLOListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const isService = isServiceForm(values);
  // The product's category may have been removed since: keep it choosable rather than lose it.
  const categoryOptions = categories.some((category) => category.name === product?.category) || !product
    ? categories.map((category) => category.name)
    : [product.category, ...categories.map((category) => category.name)];

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request === 'file') {
      fileInput.current?.focus();
      return;
    }
    const item = thumbs.current?.querySelector(`[data-index="${request.index}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-control="${request.control}"]`);
    const target = wanted && !wanted.disabled ? wanted : item?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)');
    target?.focus();
  }, [values.productImage]);

  function set<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => withoutError(current, field));
  }

  function change(field: Exclude<ProductField, 'productImage' | 'serviceIntensity'>) {
    return (event: ChangeEvent<FieldElement>) => set(field, event.target.value);
  }

  function fieldProps(field: ProductField) {
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': `${id}-${field}-error`,
      ref: (element: FieldElement | null) => {
        fields.current[field] = element;
      },
    };
  }

  function errorOf(field: ProductField) {
    return (
      <p className="admin-field-error" id={`${id}-${field}-error`} aria-live="polite">
        {errors[field] ?? ''}
      </p>
    );
  }

  function label(field: ProductField, text: string, required = true) {
    return (
      <label htmlFor={`${id}-${field}`}>
        {text}
        {required && <span aria-hidden="true"> *</span>}
      </label>
    );
  }

  async function addImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (values.productImage.length + files.length > MAX_IMAGES) {
      setErrors((current) => ({ ...current, productImage: adminMessages.adminImagesMax(MAX_IMAGES) }));
      return;
    }
    setUploading((count) => count + files.length);
    setImageNews(adminMessages.adminImagesUploading);
    let added = 0;
    let problem = '';
    for (const file of files) {
      try {
        const url = await uploadProductImage(file);
        added += 1;
        setValues((current) => ({ ...current, productImage: [...current.productImage, url] }));
      } catch (error) {
        problem ||= error instanceof ApiError && error.status !== 0 ? error.message : messages.imageUploadError;
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (problem) {
      toast.error(messages.imageUploadError);
      setErrors((current) => ({ ...current, productImage: problem }));
    } else {
      setErrors((current) => withoutError(current, 'productImage'));
    }
    setImageNews(adminMessages.adminImagesUploaded(added));
  }

  function moveImage(index: number, offset: -1 | 1) {
    const next = moveItem(values.productImage, index, offset);
    const target = index + offset;
    focusRequest.current = { index: target, control: offset < 0 ? 'left' : 'right' };
    set('productImage', next);
    setImageNews(adminMessages.adminImageMoved(target + 1, next.length));
  }

  function removeImage(index: number) {
    const next = values.productImage.filter((_, position) => position !== index);
    focusRequest.current = next.length === 0 ? 'file' : { index: Math.min(index, next.length - 1), control: 'remove' };
    set('productImage', next);
    setImageNews(adminMessages.adminImageRemoved(next.length));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading > 0) {
      setFormError(adminMessages.adminWaitForUploads);
      return;
    }
    const check = checkProductForm(values, categories);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(adminMessages.adminFixErrors);
      const first = firstInvalidField(check.errors);
      if (first === 'productImage') fileInput.current?.focus();
      else if (first) fields.current[first]?.focus();
      return;
    }
    if (product && !product._id) {
      toast.error(messages.productIdMissing);
      return;
    }
    setErrors({});
    setFormError('');
    setSaving(true);
    try {
      let input = check.input;
      if (values.category === NEW_CATEGORY) {
        try {
          const { data: created } = await createCategory({ name: values.newCategory.trim() });
          onCategoryCreated(created);
          setValues((current) => ({ ...current, category: created.name, newCategory: '' }));
          input = { ...input, category: created.name };
        } catch (error) {
          const text = serverMessageOr(error, messages.productUploadError);
          setErrors({ newCategory: text });
          toast.error(text);
          fields.current.newCategory?.focus();
          return;
        }
      }
      const { message } = product
        ? await updateProduct(product._id, input)
        : await createProduct(input);
      toast.success(message ?? (product ? messages.productSaved : messages.productCreated));
      onSaved();
    } catch (error) {
      toast.error(messages.productUploadError);
      setFormError(serverMessageOr(error, messages.productUploadError));
    } finally {
      setSaving(false);
    }
  }

  const imageCount = values.productImage.length;

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-describedby={`${id}-form-error`}>
      <p className="admin-form-note">{adminMessages.adminRequiredNote}</p>

      <fieldset className="admin-images" aria-describedby={`${id}-images-hint ${id}-productImage-error`}>
        <legend>
          {adminMessages.adminProductImages}
          <span aria-hidden="true"> *</span>
        </legend>
        {imageCount > 0 && (
          <ol className="admin-thumbs" ref={thumbs}>
            {values.productImage.map((url, index) => (
              <li key={`${index}:${url}`} data-index={index}>
                <img src={url} alt={adminMessages.adminImageAlt(index + 1, imageCount)} width={112} height={112} />
                {index === 0 && <span className="admin-thumb-main">{adminMessages.adminMainImage}</span>}
                <div className="admin-thumb-controls">
                  <button
                    type="button"
                    className="admin-icon-btn"
                    data-control="left"
                    disabled={index === 0}
                    aria-label={adminMessages.adminMoveImageLeft(index + 1)}
                    onClick={() => moveImage(index, -1)}
                  >
                    <Icon path="M15 6l-6 6 6 6" />
                  </button>
                  <button
                    type="button"
                    className="admin-icon-btn"
                    data-control="right"
                    disabled={index === imageCount - 1}
                    aria-label={adminMessages.adminMoveImageRight(index + 1)}
                    onClick={() => moveImage(index, 1)}
                  >
                    <Icon path="M9 6l6 6-6 6" />
                  </button>
                  <button
                    type="button"
                    className="admin-icon-btn admin-icon-danger"
                    data-control="remove"
                    aria-label={adminMessages.adminRemoveImage(index + 1)}
                    onClick={() => removeImage(index)}
                  >
                    <Icon path="M6 6l12 12M18 6 6 18" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="admin-upload">
          <input
            ref={fileInput}
            id={`${id}-files`}
            className="admin-file-input"
            type="file"
            accept={acceptedImageTypes}
            multiple
            onChange={(event) => void addImages(event)}
            aria-invalid={errors.productImage ? true : undefined}
            aria-describedby={`${id}-images-hint ${id}-productImage-error`}
          />
          <label htmlFor={`${id}-files`} className="btn btn-outline admin-btn-sm">
            <Icon path="M12 16V4M6 10l6-6 6 6M4 20h16" />
            {adminMessages.adminAddImages}
          </label>
          {uploading > 0 && (
            <span className="admin-inline-status">
              <span className="admin-spinner" aria-hidden="true" />
              {adminMessages.adminImagesUploading}
            </span>
          )}
        </div>
        <p className="admin-hint" id={`${id}-images-hint`}>
          {adminMessages.adminImagesHint}
        </p>
        {errorOf('productImage')}
        <p className="visually-hidden" aria-live="polite">
          {imageNews}
        </p>
      </fieldset>

      <div className="admin-form-grid">
        <div className="admin-field admin-span-2">
          {label('productName', adminMessages.adminProductName)}
          <input type="text" maxLength={150} required value={values.productName} onChange={change('productName')} {...fieldProps('productName')} />
          {errorOf('productName')}
        </div>
        <div className="admin-field">
          {label('brandName', adminMessages.adminBrand)}
          <input type="text" maxLength={100} required value={values.brandName} onChange={change('brandName')} {...fieldProps('brandName')} />
          {errorOf('brandName')}
        </div>
        <div className="admin-field">
          {label('category', adminMessages.adminCategory)}
          <select required value={values.category} onChange={change('category')} {...fieldProps('category')}>
            <option value="">{adminMessages.adminChooseCategory}</option>
            {categoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>{adminMessages.adminNewCategoryOption}</option>
          </select>
          {errorOf('category')}
        </div>
        {values.category === NEW_CATEGORY && (
          <div className="admin-field admin-span-2">
            {label('newCategory', adminMessages.adminNewCategoryName)}
            <input type="text" maxLength={60} required value={values.newCategory} onChange={change('newCategory')} {...fieldProps('newCategory')} />
            <p className="admin-hint">{adminMessages.adminNewCategoryHint}</p>
            {errorOf('newCategory')}
          </div>
        )}
        <div className="admin-field admin-span-2">
          {label('description', adminMessages.adminDescription, false)}
          <textarea rows={3} maxLength={5000} value={values.description} onChange={change('description')} {...fieldProps('description')} />
          {errorOf('description')}
        </div>
        <div className="admin-field">
          {label('price', adminMessages.adminPrice)}
          <input type="text" inputMode="numeric" autoComplete="off" required value={values.price} onChange={change('price')} {...fieldProps('price')} />
          {errorOf('price')}
        </div>
        <div className="admin-field">
          {label('sellingPrice', adminMessages.adminSellingPrice)}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.sellingPrice}
            onChange={change('sellingPrice')}
            {...fieldProps('sellingPrice')}
          />
          {errorOf('sellingPrice')}
        </div>
        <div className="admin-field">
          {label('stock', adminMessages.adminStock)}
          <input type="text" inputMode="numeric" autoComplete="off" required value={values.stock} onChange={change('stock')} {...fieldProps('stock')} />
          {errorOf('stock')}
        </div>
      </div>

      {isService && (
        <fieldset className="admin-service-fields">
          <legend>{adminMessages.adminServiceDetails}</legend>
          <p className="admin-hint">{adminMessages.adminServiceFieldsRequired}</p>
          <div className="admin-form-grid">
            <div className="admin-field">
              {label('serviceDuration', adminMessages.adminServiceDuration)}
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                required
                value={values.serviceDuration}
                onChange={change('serviceDuration')}
                {...fieldProps('serviceDuration')}
              />
              {errorOf('serviceDuration')}
            </div>
            <div className="admin-field">
              {label('serviceIntensity', messages.serviceIntensityLabel)}
              <select
                required
                value={values.serviceIntensity}
                onChange={(event) => set('serviceIntensity', event.target.value as ProductFormValues['serviceIntensity'])}
                {...fieldProps('serviceIntensity')}
              >
                <option value="">{adminMessages.adminChooseIntensity}</option>
                {serviceIntensities.map((intensity) => (
                  <option key={intensity} value={intensity}>
                    {intensity}
                  </option>
                ))}
              </select>
              {errorOf('serviceIntensity')}
            </div>
            {serviceTextFields.map((field) => (
              <div className="admin-field admin-span-2" key={field}>
                {label(field, serviceFieldLabels[field])}
                <textarea rows={2} maxLength={2000} required value={values[field]} onChange={change(field)} {...fieldProps(field)} />
                {errorOf(field)}
              </div>
            ))}
          </div>
        </fieldset>
      )}

      <p className="admin-form-error" id={`${id}-form-error`} role="alert">
        {formError}
      </p>
      <div className="admin-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {adminMessages.adminCancel}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? adminMessages.adminSaving : product ? adminMessages.adminSaveChanges : adminMessages.adminUploadProductSubmit}
        </button>
      </div>
    </form>
  );
}
