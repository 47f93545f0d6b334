/**
 * Purging pages rendered on demand from Netlify's CDN by cache tag, with `purgeCache` of
 * `@netlify/functions` (its token and site id come from the function's environment). A failed
 * purge is logged, never thrown: the save is already done, and the page expires by itself within
 * its max-age (`src/domain/shared/page-cache.ts`).
 */
import type { Logger } from './logger.ts';
import type { PagePurge } from './publisher.ts';

export function createNetlifyPagePurge(options: {
  log: Logger;
  apiURL?: string | undefined;
  token?: string | undefined;
  siteID?: string | undefined;
}): PagePurge {
  return async (tags) => {
    const { purgeCache } = await import('@netlify/functions');
    try {
      await purgeCache({
        tags: [...tags],
        ...(options.apiURL ? { apiURL: options.apiURL } : {}),
        ...(options.token ? { token: options.token } : {}),
        ...(options.siteID ? { siteID: options.siteID } : {}),
      });
    } catch (error) {
      options.log({ level: 'error', event: 'pages.purge.failed', tags: [...tags], error: String(error) });
    }
  };
}
