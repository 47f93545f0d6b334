/**
 * The shapes the admin panel reads from the API (see DESIGN §5 and tests/api/admin.test.ts).
 */
import type { PublicRecord } from '../../domain/records.ts';

export type { RecordLine } from '../../domain/records.ts';
export type AdminRecord = PublicRecord;

export interface RecordsPage {
  records: AdminRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface PublishStatusAnswer {
  kind: 'local' | 'build-hook' | 'none';
  state: 'idle' | 'pending' | 'building' | 'published' | 'failed';
  changedAt: string | null;
  publishedAt: string | null;
}
