import type { Config } from '@netlify/functions';
import { getApp } from '../../functions/runtime.ts';

export default async (request: Request) => (await getApp()).fetch(request);

export const config: Config = {
  path: '/api/*',
};
