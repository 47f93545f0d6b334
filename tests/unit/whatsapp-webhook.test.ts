import { describe, expect, it } from 'vitest';
import { readWebhookEvents } from '../../src/domain/whatsapp/whatsapp-webhook.ts';

const call = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field, value: { messaging_product: 'whatsapp', ...value } }] }],
});

describe('readWebhookEvents', () => {
  it('reads a typed text, a quick-reply button and an interactive reply, with their time', () => {
    const { replies } = readWebhookEvents(
      call({
        messages: [
          { from: '573001234567', id: 'wamid.1', timestamp: '1772636400', type: 'text', text: { body: 'BAJA' } },
          {
            from: '573001234567',
            id: 'wamid.2',
            timestamp: '1772636401',
            type: 'button',
            button: { text: 'Dejar de recibir', payload: 'x' },
          },
          { from: '14155550123', id: 'wamid.3', type: 'interactive', interactive: { button_reply: { id: 'b', title: 'STOP' } } },
          { from: '573001234567', id: 'wamid.4', type: 'image', image: { id: 'media' } },
        ],
      }),
    );
    expect(replies).toEqual([
      { from: '573001234567', messageId: 'wamid.1', text: 'BAJA', at: new Date(1772636400 * 1000) },
      { from: '573001234567', messageId: 'wamid.2', text: 'Dejar de recibir', at: new Date(1772636401 * 1000) },
      { from: '14155550123', messageId: 'wamid.3', text: 'STOP', at: null },
    ]);
  });

  it('reads the delivery statuses and the reason of a failure, skipping the statuses it does not track', () => {
    const { statuses } = readWebhookEvents(
      call({
        statuses: [
          { id: 'wamid.1', status: 'delivered', timestamp: '1772636400', recipient_id: '573001234567' },
          { id: 'wamid.2', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
          { id: 'wamid.3', status: 'deleted' },
        ],
      }),
    );
    expect(statuses).toEqual([
      { messageId: 'wamid.1', status: 'delivered', at: new Date(1772636400 * 1000) },
      { messageId: 'wamid.2', status: 'failed', at: null, error: '131026 · Message undeliverable' },
    ]);
  });

  it('skips other fields, malformed entries and a sender that is no number, without failing', () => {
    expect(readWebhookEvents(call({ messages: [{ from: '573001234567', id: 'x', text: { body: 'BAJA' } }] }, 'account_update'))).toEqual({
      statuses: [],
      replies: [],
    });
    for (const payload of [null, 'texto', { entry: 'no' }, { entry: [{ changes: [{ value: 7 }] }] }]) {
      expect(readWebhookEvents(payload)).toEqual({ statuses: [], replies: [] });
    }
    expect(readWebhookEvents(call({ messages: [{ from: 'alguien', id: 'x', text: { body: 'BAJA' } }] })).replies).toEqual([]);
  });
});
