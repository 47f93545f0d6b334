import { useEffect, useState } from 'react';
import { CHANGE_NOTICE_HOURS, MAX_RESCHEDULES } from '~/domain/bookings/booking-policy.ts';
import { bookingMessages as t } from '~/domain/bookings/messages-bookings.ts';
import { messages } from '~/domain/shared/messages.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getBooking, type Booking } from '~/lib/api/bookings.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import BookingLineCard from './BookingLineCard.tsx';
import BookingSummary from './BookingSummary.tsx';
import LostLinkForm from './LostLinkForm.tsx';
import { readBookingAddress, type BookingAddress } from './booking-address.ts';

/** /mi-reserva: the appointments of one reservation, each with what the customer may still do. */
export default function BookingPage() {
  const [address, setAddress] = useState<BookingAddress | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<string | null>(null);
  // No reservation named, or none this link opens (a bookmark keeps no token): offer the links again.
  const [linkLost, setLinkLost] = useState(false);

  useEffect(() => {
    const read = readBookingAddress();
    setAddress(read);
    if (!read.reference) {
      setError(t.missingReference);
      setLinkLost(true);
      return;
    }
    const controller = new AbortController();
    getBooking(read.reference, read.access, controller.signal)
      .then((answer) => setBooking(answer.data))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
        setLinkLost(failure instanceof ApiError && failure.status === 404);
      });
    return () => controller.abort();
  }, []);

  if (error) {
    return (
      <>
        <FormAlert message={error} />
        {linkLost && <LostLinkForm />}
      </>
    );
  }
  if (!booking || !address?.reference) {
    return (
      <p className="page-intro" role="status">
        {t.loading}
      </p>
    );
  }
  return (
    <section className="booking" aria-label={t.reference(booking.reference)}>
      <p className="booking-reference">{t.reference(booking.reference)}</p>
      <p className="page-intro">{t.pagePolicy(CHANGE_NOTICE_HOURS, MAX_RESCHEDULES)}</p>
      <ul className="booking-lines">
        {booking.lines.map((line) => (
          <li key={line.lineId}>
            <BookingLineCard line={line} reference={booking.reference} access={address.access} onChanged={setBooking} />
          </li>
        ))}
      </ul>
      <BookingSummary figures={booking.figures} />
    </section>
  );
}
