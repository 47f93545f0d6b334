/**
 * Where the rebuild of the static pages after a catalogue change stands.
 */
import type { Publisher, PublishStatus } from '../../../../functions/integrations/publisher.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** The route's answer: the publisher's kind and its status. */
export type PublishStatusAnswer = PublishStatus & { kind: Publisher['kind'] };

export const getPublishStatus = () => apiRequest<'GET /admin/publish-status'>('GET', 'admin/publish-status');
