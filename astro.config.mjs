// @ts-check
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { defineConfig } from 'astro/config';
import { devApi } from './scripts/lib/dev-api-plugin.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      // `npm run dev` only: the API in-process (see the plugin for why not Netlify's function workers).
      devApi(),
      // `npm run dev` only: netlify.toml redirects and headers, environment and static files.
      netlify({
        functions: { enabled: false },
        edgeFunctions: { enabled: false },
        blobs: { enabled: false },
        images: { enabled: false },
        database: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
