import { serviceWithPerson } from '~/domain/staff/messages-picker.ts';
import { useId, useState } from 'react';
import { bookingMessages as t } from '~/domain/bookings/messages-bookings.ts';
import { messages } from '~/domain/shared/messages.ts';
import { placeMessages } from '~/domain/bookings/messages-places.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { formatCop } from '~/domain/money/money.ts';
import { formatDay, formatHour, formatShortMoment } from '~/domain/shared/dates.ts';
import { cancelAppointment, type Booking, type BookingLine } from '~/lib/api/bookings.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';
import LastMinuteContact from './LastMinuteContact.tsx';
import MoveAppointment from './MoveAppointment.tsx';

interface Props {
  line: BookingLine;
  reference: string;
  access: string | null;
  onChanged: (booking: Booking) => void;
}

const when = (date: string, time: string) => t.when(formatDay(date), formatHour(time));

/** One appointment: when, what was paid, what happened to it, and the moves and cancellation the server allows now. */
export default function BookingLineCard({ line, reference, access, onChanged }: Props) {
  const titleId = useId();
  const reasonId = useId();
  const [moving, setMoving] = useState(false);
  // Why the buttons are off, once: the 24 hours or the status usually stop both.
  const reason = line.cancelRefusal ?? line.rescheduleRefusal;

  async function cancel() {
    try {
      const answer = await cancelAppointment(reference, line.lineId, access);
      onChanged(answer.data);
      toast.success(answer.message ?? t.cancelled);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    }
  }

  return (
    <article className={`booking-line${line.cancelled ? ' booking-line-cancelled' : ''}`} aria-labelledby={titleId}>
      <header className="booking-line-head">
        <h2 id={titleId}>{serviceWithPerson(line)}</h2>
        <span className="booking-state">{line.cancelled ? t.stateCancelled : t.stateBooked}</span>
      </header>
      <dl className="booking-facts">
        <dt>{t.factWhen}</dt>
        <dd>{when(line.reservationDate, line.reservationTime)}</dd>
        <dt>{placeMessages.placeLabel}</dt>
        <dd>{placeMessages.placeText(line.place)}</dd>
        {line.serviceDuration > 0 && (
          <>
            <dt>{t.factDuration}</dt>
            <dd>{messages.serviceDurationValue(line.serviceDuration)}</dd>
          </>
        )}
        <dt>{t.factDeposit}</dt>
        <dd>{line.paidWithCredit ? packMessages.paidWithCredit(line.paidWithCredit.packName) : formatCop(line.payNow)}</dd>
        {!line.cancelled && (
          <>
            <dt>{t.factBalance}</dt>
            <dd>{formatCop(line.balance)}</dd>
          </>
        )}
        {line.refunded > 0 && (
          <>
            <dt>{t.factRefunded}</dt>
            <dd>{formatCop(line.refunded)}</dd>
          </>
        )}
        {line.refundPending > 0 && (
          <>
            <dt>{t.factRefundPending}</dt>
            <dd>{formatCop(line.refundPending)}</dd>
          </>
        )}
        {!line.cancelled && (
          <>
            <dt>{t.factMovesLeft}</dt>
            <dd>{line.reschedulesLeft}</dd>
          </>
        )}
      </dl>
      {!line.cancelled && !moving && (
        <div className="booking-actions">
          <button
            type="button"
            className="btn"
            disabled={line.rescheduleRefusal !== null}
            aria-describedby={line.rescheduleRefusal ? reasonId : undefined}
            onClick={() => setMoving(true)}
          >
            {t.moveButton}
          </button>
          <ConfirmButton
            className="btn btn-secondary"
            disabled={line.cancelRefusal !== null}
            title={t.cancelTitle}
            question={
              <>
                {t.cancelQuestion(line.productName, when(line.reservationDate, line.reservationTime))}
                {` ${line.paidWithCredit ? packMessages.cancelCreditBackNote : line.payNow <= 0 ? t.cancelNoRefund : line.refundByHand ? t.cancelRefundByHandNote(formatCop(line.payNow)) : t.cancelRefundNote(formatCop(line.payNow))}`}
              </>
            }
            confirmLabel={t.cancelConfirm}
            dismissLabel={t.cancelKeep}
            onConfirm={cancel}
          >
            {t.cancelButton}
          </ConfirmButton>
        </div>
      )}
      {line.cancelledByShop && (
        <p className="booking-another-hour">
          {t.cancelledByShopNote}{' '}
          <a className="btn" href={`/reservar?servicio=${encodeURIComponent(line.productId)}`}>
            {t.chooseAnotherHour}
          </a>
        </p>
      )}
      {!line.cancelled && line.lastMinute && (
        <LastMinuteContact
          id={reasonId}
          reference={reference}
          service={line.productName}
          when={when(line.reservationDate, line.reservationTime)}
        />
      )}
      {!line.cancelled && !line.lastMinute && reason && (
        <p className="field-hint" id={reasonId}>
          {reason}
        </p>
      )}
      {moving && (
        <MoveAppointment
          line={line}
          reference={reference}
          access={access}
          onClose={() => setMoving(false)}
          onMoved={(booking) => {
            setMoving(false);
            onChanged(booking);
          }}
        />
      )}
      {line.history.length > 0 && (
        <section className="booking-history" aria-label={t.historyTitle}>
          <h3>{t.historyTitle}</h3>
          <ul>
            {line.history.map((event) => (
              <li key={`${event.kind}-${event.at}`}>
                {event.kind === 'reprogramada'
                  ? t.historyMoved(when(event.from.date, event.from.time), when(event.to.date, event.to.time))
                  : t.historyCancelled(formatShortMoment(event.at))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
