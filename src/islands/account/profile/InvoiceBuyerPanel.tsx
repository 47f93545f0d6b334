import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { InvoiceBuyerField } from '~/domain/invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages as m } from '~/domain/invoicing/messages-invoice-buyer.ts';
import { messages } from '~/domain/shared/messages.ts';
import { getMyInvoiceBuyer, removeMyInvoiceBuyer, saveMyInvoiceBuyer } from '~/lib/api/account/invoice-buyer.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { forgetEndedSession } from '~/stores/session.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { InvoiceBuyerFields } from '~/islands/common/invoice-buyer/InvoiceBuyerFields.tsx';
import {
  buyerFieldsShown,
  buyerInputOf,
  buyerValuesOf,
  emptyBuyerValues,
  type BuyerValues,
} from '~/islands/common/invoice-buyer/buyer-values.ts';

const loadRules = () => import('~/islands/common/invoice-buyer/invoice-buyer-rules.ts').then((rules) => rules.invoiceBuyerSchema);

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; kept: boolean };

/** "Datos de facturación" on /perfil: who the customer's invoices go to, kept for the checkout to fill in. */
export function InvoiceBuyerPanel() {
  const id = useId();
  const inputId = (field: InvoiceBuyerField) => `${id}-${field}`;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [values, setValues] = useState<BuyerValues>(emptyBuyerValues);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // A second press while the rules download must not save twice.
  const checking = useRef(false);
  const form = useLazyZodForm(loadRules, buyerFieldsShown(values), inputId);

  useEffect(() => {
    let active = true;
    getMyInvoiceBuyer()
      .then(({ data }) => {
        if (!active) return;
        if (data.invoiceBuyer) setValues(buyerValuesOf(data.invoiceBuyer));
        setState({ status: 'ready', kept: data.invoiceBuyer !== null });
      })
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, []);

  function refuse(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      forgetEndedSession();
      window.location.replace('/login');
      return;
    }
    const message = error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError;
    setFailure(message);
    setAttempt((count) => count + 1);
    toast.error(message);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checking.current) return;
    setFailure('');
    checking.current = true;
    try {
      if (!(await form.validate(buyerInputOf(values)))) return;
    } catch {
      refuse(new ApiError(messages.networkError, 0));
      return;
    } finally {
      checking.current = false;
    }
    setBusy(true);
    try {
      const { data, message } = await saveMyInvoiceBuyer(buyerInputOf(values));
      setValues(buyerValuesOf(data.invoiceBuyer));
      setState({ status: 'ready', kept: true });
      toast.success(message ?? m.profileSaved);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const { message } = await removeMyInvoiceBuyer();
      setValues(emptyBuyerValues);
      form.show({});
      setState({ status: 'ready', kept: false });
      toast.success(message ?? m.profileRemoved);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-panel invoice-buyer-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.profileTitle}</h2>
      <p>{m.profileIntro}</p>
      {state.status === 'loading' && (
        <p className="account-loading" role="status">
          <span className="account-spinner" aria-hidden="true" />
          {m.profileLoading}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="field-error" role="alert">
          {m.profileLoadError}
        </p>
      )}
      {state.status === 'ready' && (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => void save(event)}
          onFocus={form.preload}
          aria-labelledby={`${id}-title`}
        >
          {!state.kept && <p className="field-hint">{m.profileEmpty}</p>}
          <FormAlert key={attempt} message={failure} />
          <InvoiceBuyerFields
            values={values}
            errors={form.errors}
            inputId={inputId}
            onChange={(next, changed) => {
              form.clearError(changed);
              setValues(next);
            }}
          />
          <div className="invoice-buyer-actions">
            <button type="submit" className="btn account-submit" disabled={busy} aria-busy={busy || undefined}>
              {m.profileSave}
            </button>
            {state.kept && (
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void remove()}>
                {m.profileRemove}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
