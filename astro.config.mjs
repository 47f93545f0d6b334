// @ts-check
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      // `npm run dev` only: serves the `api` function beside Astro's dev server.
      netlify({
        edgeFunctions: { enabled: false },
        blobs: { enabled: false },
        images: { enabled: false },
        database: { enabled: false },
        aiGateway: { enabled: false },
      }),
    ],
  },
});
