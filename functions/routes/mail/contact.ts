import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { contactFormSchema } from '../../../src/domain/contact/contact-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { submitContactMessage } from '../../services/mail/contact.ts';
import { submitPaymentReversal } from '../../services/mail/payment-reversals.ts';
import { paymentReversalSchema } from '../../../src/domain/payment-reversal/payment-reversal-schemas.ts';
import { reversalFormMessages } from '../../../src/domain/payment-reversal/messages-payment-reversal.ts';

export const contactRoutes = new Hono<AppEnv>()
  .post('/forma', async (c) => {
    const form = await readJson(c, contactFormSchema);
    // A PQR or a personal-data request answers its radicado and deadlines; a general message nothing.
    const filed = await submitContactMessage(c.get('deps'), form, clientIp(c));
    return ok(c, filed, messages.contactSent, 201);
  })
  .post('/payment-reversals', async (c) => {
    const form = await readJson(c, paymentReversalSchema);
    const filed = await submitPaymentReversal(c.get('deps'), form, clientIp(c));
    return ok(c, filed, reversalFormMessages.sent, 201);
  });
