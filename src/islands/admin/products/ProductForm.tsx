// First: it must run before the schemas are built. This form is loaded on demand, and the
// page's own entry imports no zod.
import { CheckboxField } from '~/islands/ui/CheckboxField.tsx';
import { withdrawalMessages } from '~/domain/withdrawals/messages-withdrawals.ts';
import '~/lib/zod-without-eval.ts';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { Category, Product } from '~/domain/catalogue/catalogue-schemas.ts';
import { createCategory, createProduct, updateProduct } from '~/lib/api/admin/products.ts';
import { toast } from '~/lib/toast.ts';
import { FormAlert, SelectField, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { useFormErrors } from '~/islands/ui/use-zod-form.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { alertWhileMarked } from '~/islands/admin/common/form-alert.ts';
import ProductImagesField from './ProductImagesField.tsx';
import { required } from '~/islands/admin/common/required-label.tsx';
import {
  checkProductForm,
  emptyProductForm,
  isPackOffered,
  isServiceForm,
  NEW_CATEGORY,
  productFieldOrder,
  productFormOf,
  type ProductField,
  type ProductFormValues,
} from './product-form.ts';
import ServiceDetailsFields from './ServiceDetailsFields.tsx';
import PackFields from './PackFields.tsx';
import type { PackDraft } from './pack-fields.ts';
import { draftStock, type OptionDraft, type VariantDraft } from './variant-drafts.ts';
import VariantsField from './VariantsField.tsx';
import TaxTreatmentField from './TaxTreatmentField.tsx';
import { variantAdminMessages } from '~/domain/catalogue/messages-variants.ts';
import '~/islands/admin/common/admin-forms.css';
import './product-form.css';
import DialogFormActions from '~/islands/admin/common/DialogFormActions.tsx';

interface Props {
  /** The product being edited, or null to create one. */
  product: Product | null;
  categories: readonly Category[];
  onCategoryCreated: (category: Category) => void;
  onSaved: () => void;
  onCancel: () => void;
}

type TextFieldName = Exclude<ProductField, 'productImage' | 'options' | 'variants' | 'packServiceIds' | 'noWithdrawal'>;

/** Upload and edit form of a product or service: images, data, service details, and a product's pack ("Bono de sesiones"). */
export default function ProductForm({ product, categories, onCategoryCreated, onSaved, onCancel }: Props) {
  const id = useId();
  const idOf = (field: ProductField) => (field === 'productImage' ? `${id}-files` : `${id}-${field}`);
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormOf(product) : emptyProductForm()));
  const { errors, setErrors, clearError, show } = useFormErrors(productFieldOrder, idOf);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const setOptions = (options: OptionDraft[]) => {
    setValues((current) => ({ ...current, options }));
    clearError('options');
  };
  const setVariants = (variants: VariantDraft[]) => {
    setValues((current) => ({ ...current, variants }));
    clearError('variants');
    clearError('stock');
  };
  const setPack = <Field extends keyof PackDraft>(field: Field, value: PackDraft[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const withVariants = values.variants.length > 0;
  // The product's category may have been removed since: keep it choosable rather than lose it.
  const names = categories.map((category) => category.name);
  const categoryOptions = !product || names.includes(product.category) ? names : [product.category, ...names];

  function change(field: TextFieldName, value: string) {
    // The intensity select offers only the schema's values.
    setValues((current) => ({ ...current, [field]: value }) as ProductFormValues);
    clearError(field);
  }

  const setImages = useCallback(
    (update: (current: string[]) => string[]) => {
      setValues((current) => ({ ...current, productImage: update(current.productImage) }));
      clearError('productImage');
    },
    [clearError],
  );
  const setImagesError = useCallback(
    (message: string | undefined) => {
      if (message) setErrors((current) => ({ ...current, productImage: message }));
      else clearError('productImage');
    },
    [setErrors, clearError],
  );

  /** A new category is created first; null when that failed (its message is then beside it). */
  async function categoryForSave(): Promise<string | null> {
    if (values.category !== NEW_CATEGORY) return values.category;
    try {
      const { data: created } = await createCategory({ name: values.newCategory.trim() });
      onCategoryCreated(created);
      setValues((current) => ({ ...current, category: created.name, newCategory: '' }));
      return created.name;
    } catch (error) {
      const text = serverMessageOr(error, messages.productUploadError);
      show({ newCategory: text });
      toast.error(text);
      return null;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) {
      setFormError(adminMessages.adminWaitForUploads);
      return;
    }
    const check = checkProductForm(values, categories);
    if (!check.ok) {
      show(check.errors);
      setFormError(adminMessages.adminFixErrors);
      return;
    }
    show({});
    setFormError('');
    setSaving(true);
    try {
      const category = await categoryForSave();
      if (category === null) return;
      const input = { ...check.input, category };
      const { message } = product ? await updateProduct(product._id, input) : await createProduct(input);
      toast.success(message ?? (product ? messages.productSaved : messages.productCreated));
      onSaved();
    } catch (error) {
      toast.error(messages.productUploadError);
      setFormError(serverMessageOr(error, messages.productUploadError));
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextFieldName) => ({
    inputId: idOf(field),
    name: field,
    error: errors[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={`${id}-form-error`}>
      <p className="field-hint">{adminMessages.adminRequiredNote}</p>
      <ProductImagesField
        inputId={idOf('productImage')}
        images={values.productImage}
        setImages={setImages}
        error={errors.productImage}
        setError={setImagesError}
        onUploadingChange={setUploading}
      />
      <div className="admin-form-grid">
        <TextField
          {...text('productName')}
          className="admin-span-2"
          label={required(adminMessages.adminProductName)}
          type="text"
          maxLength={150}
          required
        />
        <TextField {...text('brandName')} label={required(adminMessages.adminBrand)} type="text" maxLength={100} required />
        <SelectField {...text('category')} label={required(adminMessages.adminCategory)} required>
          <option value="">{adminMessages.adminChooseCategory}</option>
          {categoryOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={NEW_CATEGORY}>{adminMessages.adminNewCategoryOption}</option>
        </SelectField>
        {values.category === NEW_CATEGORY && (
          <TextField
            {...text('newCategory')}
            className="admin-span-2"
            label={required(adminMessages.adminNewCategoryName)}
            hint={adminMessages.adminNewCategoryHint}
            type="text"
            maxLength={60}
            required
          />
        )}
        <TextAreaField {...text('description')} className="admin-span-2" label={adminMessages.adminDescription} rows={3} maxLength={5000} />
        <TextField
          {...text('price')}
          label={required(adminMessages.adminPrice)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField
          {...text('sellingPrice')}
          label={required(adminMessages.adminSellingPrice)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        {withVariants ? (
          <TextField
            inputId={idOf('stock')}
            name="stock"
            error={errors.stock}
            label={adminMessages.adminStock}
            hint={variantAdminMessages.stockFromVariants}
            type="text"
            value={String(draftStock(values.variants))}
            readOnly
          />
        ) : (
          <TextField
            {...text('stock')}
            label={required(adminMessages.adminStock)}
            // A service's stock is a switch (0: not bookable), never spent by a booking.
            hint={isServiceForm(values) ? adminMessages.adminServiceStockHint : undefined}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
          />
        )}
        <TaxTreatmentField
          inputId={idOf('taxTreatment')}
          error={errors.taxTreatment}
          value={values.taxTreatment}
          onChange={(taxTreatment) => change('taxTreatment', taxTreatment)}
        />
        {!isServiceForm(values) && (
          <CheckboxField
            inputId={idOf('noWithdrawal')}
            label={
              <>
                {withdrawalMessages.productNoWithdrawal}
                <span className="field-hint"> {withdrawalMessages.productNoWithdrawalHint}</span>
              </>
            }
            error={undefined}
            checked={values.noWithdrawal}
            onChange={(event) => {
              const noWithdrawal = event.target.checked;
              setValues((current) => ({ ...current, noWithdrawal }));
            }}
          />
        )}
        {!isServiceForm(values) && (
          <VariantsField
            id={id}
            options={values.options}
            variants={values.variants}
            images={values.productImage}
            errors={{ options: errors.options, variants: errors.variants }}
            onOptions={setOptions}
            onVariants={setVariants}
          />
        )}
      </div>
      {isPackOffered(values) && <PackFields values={values} errors={errors} idOf={idOf} onChange={setPack} />}
      {isServiceForm(values) && <ServiceDetailsFields values={values} errors={errors} idOf={idOf} onChange={change} />}
      <div id={`${id}-form-error`}>
        <FormAlert message={alertWhileMarked(formError, errors)} />
      </div>
      <DialogFormActions
        onCancel={onCancel}
        saving={saving}
        submitLabel={product ? adminMessages.adminSaveChanges : adminMessages.adminUploadProductSubmit}
      />
    </form>
  );
}
