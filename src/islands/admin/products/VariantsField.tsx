import { variantAdminMessages as t } from '~/domain/catalogue/messages-variants.ts';
import { MAX_OPTIONS } from '~/domain/catalogue/variants.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import { draftValues, generateVariants, type OptionDraft, type VariantDraft } from './variant-drafts.ts';
import './variants-field.css';

interface Props {
  /** The form's id prefix: `${id}-options` and `${id}-variants` are where their errors are shown and focused. */
  id: string;
  options: OptionDraft[];
  variants: VariantDraft[];
  /** The product's images, which a variant may take as its own. */
  images: readonly string[];
  errors: { options?: string | undefined; variants?: string | undefined };
  onOptions: (options: OptionDraft[]) => void;
  onVariants: (variants: VariantDraft[]) => void;
}

type CellField = 'stock' | 'price' | 'sellingPrice' | 'sku';

/**
 * The admin form's options (Talla: S, M, L…) and the table of their variants: each row its own
 * stock and, optionally, price, selling price, SKU and one of the product's images.
 */
export default function VariantsField({ id, options, variants, images, errors, onOptions, onVariants }: Props) {
  const setOption = (index: number, change: Partial<OptionDraft>) =>
    onOptions(options.map((option, at) => (at === index ? { ...option, ...change } : option)));
  const setCell = (index: number, field: CellField | 'image', value: string) =>
    onVariants(variants.map((variant, at) => (at === index ? { ...variant, [field]: value } : variant)));
  const columns: [CellField, string][] = [
    ['stock', t.stockColumn],
    ['price', t.priceColumn],
    ['sellingPrice', t.sellingPriceColumn],
    ['sku', t.skuColumn],
  ];
  const names = options.map((option) => option.name.trim());

  return (
    <fieldset className="variants-field admin-span-2">
      <legend>{t.title}</legend>
      <p className="field-hint">{t.intro}</p>
      {options.map((option, index) => (
        <div className="variants-option" key={index}>
          <TextField
            inputId={`${id}-option-${index}`}
            label={t.optionName(index)}
            error={undefined}
            value={option.name}
            maxLength={40}
            onChange={(event) => setOption(index, { name: event.target.value })}
          />
          <TextField
            inputId={`${id}-option-values-${index}`}
            label={t.optionValues(index)}
            hint={t.optionValuesHint}
            error={undefined}
            value={option.values}
            onChange={(event) => setOption(index, { values: event.target.value })}
          />
          <button type="button" className="btn btn-secondary" onClick={() => onOptions(options.filter((_, at) => at !== index))}>
            {t.removeOption(index)}
          </button>
        </div>
      ))}
      <div className="variants-actions">
        {options.length < MAX_OPTIONS && (
          <button type="button" className="btn btn-secondary" onClick={() => onOptions([...options, { name: '', values: '' }])}>
            {t.addOption}
          </button>
        )}
        {options.length > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => onVariants(generateVariants(options, variants))}>
            {t.generate}
          </button>
        )}
      </div>
      <p className="field-error" id={`${id}-options`} tabIndex={-1} aria-live="polite">
        {errors.options ?? ''}
      </p>
      {variants.length === 0 ? (
        <p className="field-hint">{t.noVariants}</p>
      ) : (
        <div className="variants-scroll">
          <table className="variants-table">
            <thead>
              <tr>
                {names.map((name, index) => (
                  <th scope="col" key={index}>
                    {name}
                  </th>
                ))}
                {columns.map(([field, title]) => (
                  <th scope="col" key={field}>
                    {title}
                  </th>
                ))}
                <th scope="col">{t.imageColumn}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.removeVariant('')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant, index) => {
                const values = draftValues(options, variant);
                const label = values.join(' · ');
                return (
                  <tr key={variant._id ?? label}>
                    {values.map((value, at) => (
                      <td key={at}>{value}</td>
                    ))}
                    {columns.map(([field, title]) => (
                      <td key={field}>
                        <input
                          aria-label={t.cellLabel(title, label)}
                          value={variant[field]}
                          inputMode={field === 'sku' ? undefined : 'numeric'}
                          placeholder={field === 'price' || field === 'sellingPrice' ? t.samePrice : undefined}
                          onChange={(event) => setCell(index, field, event.target.value)}
                        />
                      </td>
                    ))}
                    <td>
                      <select
                        aria-label={t.cellLabel(t.imageColumn, label)}
                        value={variant.image}
                        onChange={(event) => setCell(index, 'image', event.target.value)}
                      >
                        <option value="">{t.productImage}</option>
                        {images.map((image, at) => (
                          <option key={image} value={image}>
                            {t.imageChoice(at)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-secondary variants-remove"
                        aria-label={t.removeVariant(label)}
                        onClick={() => onVariants(variants.filter((_, at) => at !== index))}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="field-error" id={`${id}-variants`} tabIndex={-1} aria-live="polite">
        {errors.variants ?? ''}
      </p>
    </fieldset>
  );
}
