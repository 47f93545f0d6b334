import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '~/domain/shared/dates.ts';
import { messages } from '~/domain/shared/messages.ts';
import { withdrawalMessages as t } from '~/domain/withdrawals/messages-withdrawals.ts';
import type { SaleWithdrawal } from '~/domain/withdrawals/withdrawals.ts';
import { ApiError } from '~/lib/api/core.ts';
import { requestWithdrawal } from '~/lib/api/withdrawals.ts';
import { toast } from '~/lib/toast.ts';
import { TextAreaField } from '~/islands/ui/Field.tsx';
import type { OwnRecord } from './orders.ts';

interface Props {
  sale: OwnRecord;
  withdrawal: SaleWithdrawal;
  onDone: (withdrawal: SaleWithdrawal) => void;
  onCancel: () => void;
}

/** The retracto's request: the lines that admit it (all ticked at first) and the reason; the server checks it all again. */
export default function WithdrawalForm({ sale, withdrawal, onDone, onCancel }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(withdrawal.lines);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return setError(t.linesRequired);
    if (reason.trim().length < 5) return setError(t.reasonInvalid);
    setSending(true);
    try {
      const { data, message } = await requestWithdrawal({ recordId: sale._id, lines: chosen, reason: reason.trim() });
      toast.success(message ?? t.requested(data.radicado));
      onDone({ ...withdrawal, open: false, request: { radicado: data.radicado, status: data.status, lines: data.lines } });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>{t.askIntro(formatDay(withdrawal.lastDay))}</p>
      <fieldset className="withdrawal-lines">
        <legend>{t.mailProducts}</legend>
        {withdrawal.lines.map((index) => {
          const line = sale.reservationDetails[index];
          if (!line) return null;
          return (
            <label key={index}>
              <input
                type="checkbox"
                checked={chosen.includes(index)}
                onChange={(event) =>
                  setChosen((all) =>
                    event.target.checked ? [...all, index].sort((a, b) => a - b) : all.filter((other) => other !== index),
                  )
                }
              />{' '}
              {line.productName} × {line.quantity}
            </label>
          );
        })}
      </fieldset>
      <TextAreaField
        inputId={`${id}-reason`}
        label={t.reason}
        error={error}
        value={reason}
        maxLength={1000}
        rows={3}
        required
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="btn" disabled={sending}>
          {t.send}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
