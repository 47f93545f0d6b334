/**
 * The record the admin panel lists and edits: the API's public record (src/domain/records.ts).
 * The other answers' types come with the API client's functions (src/lib/api/admin/).
 */
import type { PublicRecord } from '~/domain/records.ts';

export type AdminRecord = PublicRecord;
