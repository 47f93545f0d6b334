/**
 * The words that differ between the reservations and the sales lists.
 */
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { RecordsType } from './records.ts';

export const recordsText = {
  reservas: {
    fetchError: messages.reservationsFetchError,
    deleted: messages.reservationDeleted,
    deleteError: messages.reservationDeleteError,
    tableLabel: adminMessages.adminReservationsTableLabel,
    empty: adminMessages.adminNoReservations,
    detailTitle: adminMessages.adminReservationDetailTitle,
    statusOf: adminMessages.adminReservationStatusOf,
    deleteTitle: adminMessages.adminDeleteReservationTitle,
    confirmDelete: adminMessages.adminConfirmDeleteReservation,
    linesColumn: adminMessages.adminColAppointment,
  },
  ventas: {
    fetchError: messages.salesFetchError,
    deleted: messages.saleDeleted,
    deleteError: messages.saleDeleteError,
    tableLabel: adminMessages.adminSalesTableLabel,
    empty: adminMessages.adminNoSales,
    detailTitle: adminMessages.adminSaleDetailTitle,
    statusOf: adminMessages.adminSaleStatusOf,
    deleteTitle: adminMessages.adminDeleteSaleTitle,
    confirmDelete: adminMessages.adminConfirmDeleteSale,
    linesColumn: adminMessages.adminColProducts,
  },
} as const satisfies Record<RecordsType, unknown>;
