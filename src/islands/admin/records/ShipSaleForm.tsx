import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Carrier } from '~/domain/shipments/carriers.ts';
import { shipmentMessages as t } from '~/domain/shipments/messages-shipments.ts';
import { getCarriers } from '~/lib/api/admin/carriers.ts';
import type { ShipmentInput } from '~/lib/api/admin/records.ts';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import { Loading } from '~/islands/admin/common/AdminGate.tsx';

interface Props {
  /** What it was sent with before (a corrected guide), if anything. */
  initial?: { carrierId?: string | undefined; guide?: string | undefined } | undefined;
  onConfirm: (shipment: ShipmentInput) => void;
  onClose: () => void;
}

const GUIDE = /^[A-Za-z0-9-]{3,40}$/;

/**
 * "enviada" chosen for a sale (or a cash-on-delivery order dispatched): the carrier (the owner's list, loaded when the dialog opens) and the
 * guide number, which the customer is sent with the tracking link. The server checks both again.
 */
export default function ShipSaleForm({ initial, onConfirm, onClose }: Props) {
  const id = useId();
  const [carriers, setCarriers] = useState<Carrier[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [carrierId, setCarrierId] = useState(initial?.carrierId ?? '');
  const [guide, setGuide] = useState(initial?.guide ?? '');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    getCarriers()
      .then(({ data }) => {
        setCarriers(data);
        setCarrierId((current) => current || data[0]?.id || '');
      })
      .catch(() => setLoadError(true));
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const kept = guide.replace(/\s+/g, '');
    if (!kept) return setError(t.shipmentRequired);
    if (!GUIDE.test(kept)) return setError(t.guideInvalid);
    onConfirm({ carrierId, guide: kept });
    onClose();
  }

  if (loadError) return <p role="alert">{t.carriersLoadError}</p>;
  if (!carriers) return <Loading />;
  return (
    <form onSubmit={submit} noValidate>
      <p>{t.shipDialogIntro}</p>
      <SelectField
        inputId={`${id}-carrier`}
        label={t.shipCarrier}
        error={undefined}
        value={carrierId}
        onChange={(event) => setCarrierId(event.target.value)}
      >
        {carriers.map((carrier) => (
          <option key={carrier.id} value={carrier.id}>
            {carrier.name}
          </option>
        ))}
      </SelectField>
      <TextField
        inputId={`${id}-guide`}
        label={t.shipGuide}
        error={error}
        value={guide}
        autoComplete="off"
        maxLength={60}
        required
        onChange={(event) => {
          setGuide(event.target.value);
          setError(undefined);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="btn">
          {t.shipConfirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t.shipBack}
        </button>
      </div>
    </form>
  );
}
