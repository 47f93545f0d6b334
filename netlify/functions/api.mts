import type { Config, Context } from '@netlify/functions';
import { withWaitUntil } from '../../functions/http/background.ts';
import { getApp } from '../../functions/runtime.ts';

// Mail and other after-answer work keep the function alive through the request's waitUntil.
export default async (request: Request, context: Context) => {
  const app = await getApp();
  return withWaitUntil({ waitUntil: (task) => context.waitUntil(task) }, () => app.fetch(request));
};

export const config: Config = {
  path: '/api/*',
};
