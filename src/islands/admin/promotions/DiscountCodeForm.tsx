// First: it must run before the schemas are built. This form is loaded on demand, and the
// page's own entry imports no zod.
import '~/lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { discountKinds, discountScopes, type DiscountKind, type DiscountScope } from '~/domain/promotions/discounts.ts';
import { adminPromotionMessages as t } from '~/domain/promotions/messages-admin-promotions.ts';
import { discountCodeInputSchema, type DiscountCode } from '~/domain/promotions/promotion-schemas.ts';
import { createDiscountCode, updateDiscountCode } from '~/lib/api/admin/discount-codes.ts';
import { toast } from '~/lib/toast.ts';
import { CheckboxField } from '~/islands/ui/CheckboxField.tsx';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import { useZodForm } from '~/islands/ui/use-zod-form.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import DialogFormActions from '~/islands/admin/common/DialogFormActions.tsx';
import '~/islands/admin/common/admin-forms.css';
import './promotions.css';

interface Props {
  /** The code being changed, or null for a new one. */
  code: DiscountCode | null;
  onCancel: () => void;
  onSaved: (code: DiscountCode) => void;
}

const fields = [
  'code',
  'kind',
  'value',
  'appliesTo',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'active',
] as const;
type FieldName = (typeof fields)[number];

/** What was typed, as the API takes it: an empty box is "none" (null), a number box a number (NaN when it is not one, which the schema refuses). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const dayOrNull = (text: string) => (text === '' ? null : text);
const textOf = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A discount code's form: the server checks it again (and that no equal code exists). */
export default function DiscountCodeForm({ code, onCancel, onSaved }: Props) {
  const id = useId();
  const idOf = (field: FieldName) => `${id}-${field}`;
  const [draft, setDraft] = useState({
    code: code?.code ?? '',
    kind: (code?.kind ?? 'percent') as DiscountKind,
    value: textOf(code?.value),
    appliesTo: (code?.appliesTo ?? 'all') as DiscountScope,
    minSubtotal: code && code.minSubtotal > 0 ? String(code.minSubtotal) : '',
    startsAt: code?.startsAt ?? '',
    endsAt: code?.endsAt ?? '',
    maxUses: textOf(code?.maxUses),
    maxUsesPerCustomer: textOf(code?.maxUsesPerCustomer),
    active: code?.active ?? true,
  });
  const { errors, setErrors, clearError, validate } = useZodForm(discountCodeInputSchema, fields, idOf);
  const [saving, setSaving] = useState(false);

  function change<K extends keyof typeof draft>(field: K, value: (typeof draft)[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = validate({
      code: draft.code,
      kind: draft.kind,
      value: numberOrNull(draft.value) ?? Number.NaN,
      appliesTo: draft.appliesTo,
      minSubtotal: numberOrNull(draft.minSubtotal) ?? 0,
      startsAt: dayOrNull(draft.startsAt),
      endsAt: dayOrNull(draft.endsAt),
      maxUses: numberOrNull(draft.maxUses),
      maxUsesPerCustomer: numberOrNull(draft.maxUsesPerCustomer),
      active: draft.active,
    });
    if (!body) return;
    setSaving(true);
    try {
      const { data, message } = code ? await updateDiscountCode(code._id, body) : await createDiscountCode(body);
      if (message) toast.success(message);
      onSaved(data);
    } catch (failure) {
      const text = serverMessageOr(failure, t.saveError);
      setErrors({ code: text });
      document.getElementById(idOf('code'))?.focus();
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        inputId={idOf('code')}
        label={t.fieldCode}
        hint={t.fieldCodeHint}
        error={errors.code}
        value={draft.code}
        maxLength={30}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        onChange={(event) => change('code', event.target.value)}
      />
      <div className="promo-form-row">
        <SelectField
          inputId={idOf('kind')}
          label={t.fieldKind}
          error={errors.kind}
          value={draft.kind}
          onChange={(event) => change('kind', event.target.value as DiscountKind)}
        >
          {discountKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t.kindNames[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          inputId={idOf('value')}
          label={draft.kind === 'percent' ? t.fieldValuePercent : t.fieldValueFixed}
          error={errors.value}
          value={draft.value}
          required
          {...number}
          onChange={(event) => change('value', event.target.value)}
        />
      </div>
      <div className="promo-form-row">
        <SelectField
          inputId={idOf('appliesTo')}
          label={t.fieldAppliesTo}
          error={errors.appliesTo}
          value={draft.appliesTo}
          onChange={(event) => change('appliesTo', event.target.value as DiscountScope)}
        >
          {discountScopes.map((scope) => (
            <option key={scope} value={scope}>
              {t.scopeNames[scope]}
            </option>
          ))}
        </SelectField>
        <TextField
          inputId={idOf('minSubtotal')}
          label={t.fieldMinSubtotal}
          hint={t.fieldMinSubtotalHint}
          error={errors.minSubtotal}
          value={draft.minSubtotal}
          {...number}
          onChange={(event) => change('minSubtotal', event.target.value)}
        />
      </div>
      <div className="promo-form-row">
        <TextField
          inputId={idOf('startsAt')}
          label={t.fieldStartsAt}
          hint={t.fieldDatesHint}
          error={errors.startsAt}
          type="date"
          value={draft.startsAt}
          onChange={(event) => change('startsAt', event.target.value)}
        />
        <TextField
          inputId={idOf('endsAt')}
          label={t.fieldEndsAt}
          error={errors.endsAt}
          type="date"
          value={draft.endsAt}
          onChange={(event) => change('endsAt', event.target.value)}
        />
      </div>
      <div className="promo-form-row">
        <TextField
          inputId={idOf('maxUses')}
          label={t.fieldMaxUses}
          hint={t.fieldUsesHint}
          error={errors.maxUses}
          value={draft.maxUses}
          {...number}
          onChange={(event) => change('maxUses', event.target.value)}
        />
        <TextField
          inputId={idOf('maxUsesPerCustomer')}
          label={t.fieldMaxUsesPerCustomer}
          error={errors.maxUsesPerCustomer}
          value={draft.maxUsesPerCustomer}
          {...number}
          onChange={(event) => change('maxUsesPerCustomer', event.target.value)}
        />
      </div>
      <CheckboxField
        inputId={idOf('active')}
        label={t.fieldActive}
        error={errors.active}
        checked={draft.active}
        onChange={(event) => change('active', event.target.checked)}
      />
      <DialogFormActions onCancel={onCancel} saving={saving} submitLabel={code ? t.save : t.create} />
    </form>
  );
}
