import { describe, expect, it } from 'vitest';
import { waitlistMessages } from '../../src/domain/waitlist/messages-waitlist.ts';
import { waitlistJoinSchema } from '../../src/domain/waitlist/waitlist-schemas.ts';

const form = { serviceId: '64b7f0c2a1b2c3d4e5f60718', date: '2026-12-02', time: '15:30', email: 'Ana@Correo.co', acceptDataPolicy: true };

describe('waitlistJoinSchema', () => {
  it('takes the e-mail alone, without phone nor WhatsApp box', () => {
    const parsed = waitlistJoinSchema.parse(form);
    expect(parsed).toMatchObject({ email: 'ana@correo.co' });
    expect(parsed.phone).toBeUndefined();
  });

  it('takes the WhatsApp box with a phone, trimmed', () => {
    expect(waitlistJoinSchema.parse({ ...form, phone: ' 300 123 4567 ', whatsappOptIn: true })).toMatchObject({
      phone: '300 123 4567',
      whatsappOptIn: true,
    });
  });

  it('refuses the WhatsApp box without a phone (an empty one is none)', () => {
    for (const phone of [undefined, '', '   ']) {
      const result = waitlistJoinSchema.safeParse({ ...form, phone, whatsappOptIn: true });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(waitlistMessages.whatsappPhoneRequired);
    }
  });

  it('refuses a phone that is not one', () => {
    expect(waitlistJoinSchema.safeParse({ ...form, phone: 'llámame', whatsappOptIn: true }).success).toBe(false);
  });
});
