import { business, whatsappLink } from '~/domain/shared/business.ts';
import { CHANGE_NOTICE_HOURS } from '~/domain/bookings/booking-policy.ts';
import { bookingMessages as t } from '~/domain/bookings/messages-bookings.ts';

interface Props {
  id: string;
  reference: string;
  service: string;
  when: string;
}

/** In the last 24 hours an appointment is changed by talking to the shop: its phone and WhatsApp, with the reservation named. */
export default function LastMinuteContact({ id, reference, service, when }: Props) {
  return (
    <div className="booking-last-minute" id={id}>
      <p>{t.lastMinute(CHANGE_NOTICE_HOURS)}</p>
      <div className="booking-actions">
        <a className="btn" href={`tel:${business.phoneE164}`}>
          {t.callShop(business.phoneDisplay)}
        </a>
        <a
          className="btn btn-secondary"
          href={whatsappLink(business.whatsapp, t.whatsappText(reference, service, when))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsappShop}
        </a>
      </div>
    </div>
  );
}
