import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { errorsFromIssues } from '../../src/islands/ui/use-zod-form.ts';
import {
  emptyManualReservation,
  manualReservationAlert,
  manualReservationFields,
  manualReservationFormSchema,
} from '../../src/islands/admin/records/phone/manual-reservation.ts';

const filled = {
  serviceId: '0123456789abcdef01234567',
  reservationDate: '2026-03-05',
  reservationTime: '10:00',
  name: ' Doña Marta ',
  tel: '3157778899',
  email: '',
  notes: 'Por teléfono',
  address: ' Calle 10 # 20-30 ',
  city: 'Envigado',
  neighborhood: 'La Magnolia',
};

describe('the phone reservation form', () => {
  it('asks for the three choices first, each beside its field, and the customer’s name and phone', () => {
    const result = manualReservationFormSchema.safeParse(emptyManualReservation);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(errorsFromIssues(result.error.issues, manualReservationFields)).toEqual({
      serviceId: adminMessages.adminChooseServiceError,
      reservationDate: adminMessages.adminChooseDateError,
      reservationTime: adminMessages.adminChooseTimeError,
      name: messages.shippingNameRequired,
      tel: messages.telRequired,
    });
    expect(manualReservationAlert(emptyManualReservation)).toBe(messages.reservationPageIncomplete);
    expect(manualReservationAlert(filled)).toBe(adminMessages.adminFixErrors);
  });

  it('gives the body the server takes, the customer in its own object', () => {
    expect(manualReservationFormSchema.parse(filled)).toEqual({
      serviceId: filled.serviceId,
      reservationDate: filled.reservationDate,
      reservationTime: '10:00',
      customer: { name: 'Doña Marta', tel: '3157778899', email: '' },
      notes: 'Por teléfono',
      shippingInfo: { address: 'Calle 10 # 20-30', city: 'Envigado', neighborhood: 'La Magnolia' },
    });
    const wrong = manualReservationFormSchema.safeParse({ ...filled, email: 'no-es-correo' });
    expect(!wrong.success && errorsFromIssues(wrong.error.issues, manualReservationFields)).toEqual({ email: messages.emailInvalid });
  });
});
