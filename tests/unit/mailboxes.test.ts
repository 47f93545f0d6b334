import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../src/domain/shared/mailboxes.ts';

describe('canonicalMailbox', () => {
  it.each([
    ['Ximena@Example.com', 'ximena@example.com'],
    ['ximena+otra@example.com', 'ximena@example.com'],
    ['ximena+a+b@example.com', 'ximena@example.com'],
    ['ana.maria@gmail.com', 'anamaria@gmail.com'],
    ['Ana.Maria+2@GoogleMail.com', 'anamaria@gmail.com'],
    ['ana.maria@correo.co', 'ana.maria@correo.co'],
    ['+ana@example.com', '+ana@example.com'],
    ['  ana@example.com ', 'ana@example.com'],
  ])('%s reaches %s', (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });
});
