import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { REVERSAL_CASES, type ReversalCase } from '~/domain/payment-reversal/reversal-cases.ts';
import { reversalFormMessages as t } from '~/domain/payment-reversal/messages-payment-reversal.ts';
import { ApiError } from '~/lib/api/core.ts';
import { sendPaymentReversal, type FiledContactRequest } from '~/lib/api/contact.ts';
import { toast } from '~/lib/toast.ts';
import { ConsentBox } from '~/islands/ui/CheckboxField.tsx';
import { RequiredMark, SelectField, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { FiledRequestNotice } from './FiledRequestNotice.tsx';

type TextFieldName = 'name' | 'email' | 'orderReference' | 'learnedOn' | 'description';
type Field = TextFieldName | 'reversalCase' | 'acceptDataPolicy';
type Values = Record<TextFieldName, string> & { reversalCase: ReversalCase; acceptDataPolicy: boolean };

const fields: readonly Field[] = ['name', 'email', 'orderReference', 'reversalCase', 'learnedOn', 'description', 'acceptDataPolicy'];
const loadRules = () => import('./reversal-rules.ts').then((rules) => rules.paymentReversalSchema);

/** The order reference the link from "Mis pedidos" carries (`?pedido=`), if any. */
function referenceFromAddress(): string {
  if (typeof window === 'undefined') return '';
  return (new URLSearchParams(window.location.search).get('pedido') ?? '').slice(0, 60);
}

/**
 * /reversion-del-pago's form: the order, one of the decree's five cases, the day the buyer learned
 * of it and what happened; the server checks the five business days and answers the radicado,
 * which stays on the page. The rules download on the form's first focus.
 */
export default function PaymentReversalForm() {
  const id = useId();
  const inputId = (field: Field) => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, inputId);
  const empty = (): Values => ({
    name: '',
    email: '',
    orderReference: referenceFromAddress(),
    reversalCase: 'fraude',
    learnedOn: '',
    description: '',
    acceptDataPolicy: false,
  });
  const [values, setValues] = useState<Values>(empty);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<{ request: FiledContactRequest; email: string } | null>(null);
  const busy = useRef(false);

  function update(next: Values) {
    setValues(next);
    if (tried) form.setErrors(form.check(next));
  }

  const change = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update({ ...values, [field]: event.target.value });

  function chooseCase(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = REVERSAL_CASES.find((reversalCase) => reversalCase === event.target.value);
    if (chosen) update({ ...values, reversalCase: chosen });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      let valid;
      try {
        valid = await form.validate(values);
      } catch {
        toast.error(t.failed);
        return;
      }
      setTried(true);
      if (!valid) return;
      setSending(true);
      try {
        const { data: request } = await sendPaymentReversal(valid);
        setFiled({ request, email: valid.email });
        toast.success(t.sent);
        setValues({ ...empty(), orderReference: '' });
        form.setErrors({});
        setTried(false);
      } catch (error) {
        toast.error(error instanceof ApiError ? t.failedWithReason(error.message) : t.failed);
      } finally {
        setSending(false);
      }
    } finally {
      busy.current = false;
    }
  }

  const shared = (field: TextFieldName) => ({
    inputId: inputId(field),
    name: field,
    value: values[field],
    error: form.errors[field],
    onChange: change(field),
  });
  const required = (label: string) => (
    <>
      {label}
      <RequiredMark />
    </>
  );
  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t.formTitle}</h2>
      <p className="form-note">{t.requiredNote}</p>
      <TextField {...shared('name')} label={required(t.nameLabel)} type="text" autoComplete="name" maxLength={100} required />
      <TextField {...shared('email')} label={required(t.emailLabel)} type="email" autoComplete="email" maxLength={200} required />
      <TextField {...shared('orderReference')} label={required(t.orderLabel)} hint={t.orderHint} type="text" maxLength={60} required />
      <SelectField
        inputId={inputId('reversalCase')}
        name="reversalCase"
        label={required(t.caseLabel)}
        error={form.errors.reversalCase}
        value={values.reversalCase}
        onChange={chooseCase}
      >
        {REVERSAL_CASES.map((reversalCase) => (
          <option key={reversalCase} value={reversalCase}>
            {t.cases.get(reversalCase)}
          </option>
        ))}
      </SelectField>
      <TextField {...shared('learnedOn')} label={required(t.learnedOnLabel)} hint={t.learnedOnHint} type="date" required />
      <TextAreaField {...shared('description')} label={required(t.descriptionLabel)} rows={6} maxLength={3000} required />
      <ConsentBox
        document="dataPolicy"
        inputId={inputId('acceptDataPolicy')}
        error={form.errors.acceptDataPolicy}
        checked={values.acceptDataPolicy}
        onCheckedChange={(acceptDataPolicy) => update({ ...values, acceptDataPolicy })}
      />
      <button type="submit" className="btn contact-submit" disabled={!hydrated || sending}>
        {sending ? t.sending : t.submit}
      </button>
      {filed && <FiledRequestNotice filed={filed.request} email={filed.email} />}
    </form>
  );
}
