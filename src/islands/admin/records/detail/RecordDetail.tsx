import type { ReactNode } from 'react';
import { formatDiscount, recordsDiscount } from '~/domain/promotions/discounts.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { promotionMessages } from '~/domain/promotions/messages-promotions.ts';
import { formatUsdCents } from '~/domain/money/money.ts';
import { goesToAddress, paidInPesos } from '~/domain/records/records.ts';
import { formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import PendingRefunds from '~/islands/admin/records/payments/PendingRefunds.tsx';
import RecordLines from './RecordLines.tsx';
import WhatsAppNotices from './WhatsAppNotices.tsx';
import ShipmentTracking from '~/islands/common/ShipmentTracking.tsx';
import { trackingMessages } from '~/domain/shipments/messages-tracking.ts';
import { whatsappMessages } from '~/domain/whatsapp/messages-whatsapp.ts';
import { customerOf } from '~/islands/admin/records/records.ts';
import SummaryList from '~/islands/admin/common/SummaryList.tsx';
import type { PublicRecord } from '~/domain/records/records.ts';
import './record-detail.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** Everything a record holds: lines and amounts in COP, customer, shipping or pickup, payment. */
export default function RecordDetail({ record }: { record: PublicRecord }) {
  const customer = customerOf(record);
  const info = record.shippingInfo;
  // A delivered sale, or a home service's visit; a reservation at the shop is not.
  const delivery = goesToAddress(record);
  const discount = recordsDiscount([record]);
  const idOf = (part: string) => `detail-${part}-${record._id}`;
  return (
    <div className="admin-detail">
      <SummaryList
        items={[
          { term: adminMessages.adminColReference, value: record.reference, valueClass: 'admin-mono' },
          { term: adminMessages.adminColRecordDate, value: formatBogotaDateTime(record.createdAt) },
          {
            term: adminMessages.adminColStatus,
            value: <span className={`admin-status-pill admin-status-${record.status.replace(/\s+/g, '-')}`}>{record.status}</span>,
          },
        ]}
      />

      <Section id={idOf('customer')} title={adminMessages.adminColCustomer}>
        <SummaryList
          items={[
            { term: adminMessages.adminColName, value: customer.name },
            { term: adminMessages.adminColEmail, value: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—' },
            { term: adminMessages.adminColTel, value: customer.tel ? <a href={`tel:${customer.tel}`}>{customer.tel}</a> : '—' },
            !record.user && { term: adminMessages.adminAccount, value: adminMessages.adminGuestPurchase },
          ]}
        />
      </Section>

      <Section id={idOf('lines')} title={record.kind === 'reserva' ? adminMessages.adminReservedServices : adminMessages.adminSoldProducts}>
        <RecordLines record={record} headingId={idOf('lines')} />
      </Section>

      {record.shipment?.guide && (
        <Section id={idOf('shipment')} title={trackingMessages.trackingHeading}>
          <ShipmentTracking shipment={record.shipment} />
        </Section>
      )}

      {record.kind === 'reserva' && (
        <Section id={idOf('whatsapp')} title={whatsappMessages.sectionTitle}>
          <WhatsAppNotices reference={record.reference} headingId={idOf('whatsapp')} />
        </Section>
      )}

      <Section id={idOf('shipping')} title={delivery ? adminMessages.adminDelivery : adminMessages.adminPickup}>
        <SummaryList
          items={[
            { term: adminMessages.adminContactName, value: info.name || '—' },
            { term: adminMessages.adminColEmail, value: info.email || '—' },
            { term: adminMessages.adminColTel, value: info.phone || '—' },
            delivery && { term: adminMessages.adminAddress, value: info.address || '—' },
            delivery && {
              term: adminMessages.adminCityNeighborhood,
              value: [info.city, info.neighborhood].filter(Boolean).join(' · ') || '—',
            },
            delivery && { term: adminMessages.adminDeliveryTime, value: info.deliveryTime || '—' },
          ]}
        />
      </Section>

      <Section id={idOf('payment')} title={adminMessages.adminPayment}>
        <SummaryList
          items={[
            { term: adminMessages.adminPaymentProvider, value: record.payment.provider || '—' },
            { term: adminMessages.adminPaymentOrder, value: record.payment.orderId || '—', valueClass: 'admin-mono' },
            { term: adminMessages.adminPaymentCapture, value: record.payment.captureId || '—', valueClass: 'admin-mono' },
            // Wompi charged pesos: its record has no dollar charge to show.
            !paidInPesos([record]) && { term: adminMessages.adminPaymentTotalUsd, value: formatUsdCents(record.amounts.totalNowUsdCents) },
            // The discount code the payment used, and what it took off this record's lines (already out of their prices).
            discount && { term: promotionMessages.discountLine(discount.code), value: formatDiscount(discount.discount) },
          ]}
        />
        <PendingRefunds record={record} />
      </Section>
    </div>
  );
}
