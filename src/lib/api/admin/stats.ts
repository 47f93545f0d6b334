/**
 * The owner's dashboard: a period's figures and the lists of what needs the owner now.
 */
import type { Dashboard } from '../../../../functions/services/owner/dashboard.ts';
import type { DateRange } from '~/domain/owner/stats.ts';
import { apiRequest } from '~/lib/api/core.ts';

export type { Dashboard };

/** GET /api/admin/stats: the period's Bogotá days (the last 30 when none is given). */
export const getDashboard = (range?: DateRange) =>
  apiRequest<'GET /admin/stats'>('GET', 'admin/stats', range ? { query: { from: range.from, to: range.to } } : {});

/** PATCH /api/admin/low-stock-threshold: products at or below it are listed, and a sale that leaves one there e-mails the owner. */
export const saveLowStockThreshold = (threshold: number) =>
  apiRequest<'PATCH /admin/low-stock-threshold'>('PATCH', 'admin/low-stock-threshold', { body: { threshold } });

/** POST /api/admin/contact-messages/:id/read: off the unread list. */
export const markContactMessageRead = (messageId: string) =>
  apiRequest<'POST /admin/contact-messages/:id/read'>('POST', `admin/contact-messages/${encodeURIComponent(messageId)}/read`);
