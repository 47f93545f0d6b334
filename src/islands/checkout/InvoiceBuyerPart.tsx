import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { InvoiceBuyerField, InvoiceBuyerInput } from '~/domain/invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages as m } from '~/domain/invoicing/messages-invoice-buyer.ts';
import { getMyInvoiceBuyer } from '~/lib/api/account/invoice-buyer.ts';
import { CheckboxField } from '~/islands/ui/CheckboxField.tsx';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { useSessionUser } from '~/islands/common/use-session-user.ts';
import { InvoiceBuyerFields } from '~/islands/common/invoice-buyer/InvoiceBuyerFields.tsx';
import {
  buyerFieldsShown,
  buyerInputOf,
  buyerValuesOf,
  emptyBuyerValues,
  type BuyerValues,
} from '~/islands/common/invoice-buyer/buyer-values.ts';

const loadRules = () => import('~/islands/common/invoice-buyer/invoice-buyer-rules.ts').then((rules) => rules.invoiceBuyerSchema);

/** What the order's body gets from the part: nothing (consumidor final), or the buyer and whether to keep it in the profile. */
export interface InvoiceBuyerChoice {
  invoiceBuyer?: InvoiceBuyerInput;
  keepInvoiceBuyer?: true;
}

export interface InvoiceBuyerPart {
  part: ReactNode;
  /** Right before paying: the choice to send, or null when a field must be fixed first (its message shows, and it gets the focus). */
  collect: () => Promise<InvoiceBuyerChoice | null>;
}

/**
 * "¿Necesitas factura a nombre de una persona o empresa?": unticked, nothing is sent and the invoice
 * goes to consumidor final; ticked, the buyer's fields. A signed-in customer who keeps invoicing
 * data in the profile finds them filled in, and may keep what is typed here for next time.
 */
export function useInvoiceBuyerPart(): InvoiceBuyerPart {
  const id = useId();
  const inputId = (field: InvoiceBuyerField | 'open' | 'keep') => `${id}-${field}`;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BuyerValues>(emptyBuyerValues);
  const [keep, setKeep] = useState(false);
  const touched = useRef(false);
  const form = useLazyZodForm(loadRules, buyerFieldsShown(values), inputId);
  const user = useSessionUser();
  const signedIn = Boolean(user);

  // The profile's invoicing data, once the customer is known, unless they already began typing.
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    getMyInvoiceBuyer()
      .then(({ data }) => {
        if (!active || touched.current || !data.invoiceBuyer) return;
        setValues(buyerValuesOf(data.invoiceBuyer));
        setOpen(true);
      })
      .catch(() => undefined); // The part stays empty: the buyer types the data.
    return () => {
      active = false;
    };
  }, [signedIn]);

  async function collect(): Promise<InvoiceBuyerChoice | null> {
    if (!open) return {};
    const invoiceBuyer = buyerInputOf(values);
    try {
      if (!(await form.validate(invoiceBuyer))) return null;
    } catch {
      // The rules did not download: the server checks the same and says what is wrong.
    }
    return { invoiceBuyer, ...(keep && signedIn ? { keepInvoiceBuyer: true as const } : {}) };
  }

  const part = (
    <div className="checkout-invoice-buyer">
      <CheckboxField
        inputId={inputId('open')}
        label={m.checkoutToggle}
        error={undefined}
        checked={open}
        onChange={(event) => {
          touched.current = true;
          setOpen(event.target.checked);
          if (event.target.checked) form.preload();
        }}
      />
      {!open && <p className="checkout-note">{m.checkoutHint}</p>}
      {open && (
        <>
          <InvoiceBuyerFields
            values={values}
            errors={form.errors}
            inputId={inputId}
            onChange={(next, changed) => {
              touched.current = true;
              form.clearError(changed);
              setValues(next);
            }}
          />
          {signedIn && (
            <CheckboxField
              inputId={inputId('keep')}
              label={m.keepInProfile}
              error={undefined}
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
            />
          )}
        </>
      )}
    </div>
  );
  return { part, collect };
}
