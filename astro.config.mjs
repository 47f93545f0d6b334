// @ts-check
import netlifyAdapter from '@astrojs/netlify';
import { cacheNetlify } from '@astrojs/netlify/cache';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { defineConfig } from 'astro/config';
import { localAdapter } from './scripts/lib/astro-local/adapter.ts';
import { devApi } from './scripts/lib/dev-api-plugin.ts';
import { firstPaint } from './src/layouts/first-paint.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:4321',
  output: 'static',
  // Catalogue pages render on demand (`prerender = false`): on Netlify in the adapter's function,
  // under `npm start` in the shop's own process. Both answer with Netlify's CDN headers (durable
  // cache, stale-while-revalidate, cache tags), which the local server honours as the CDN does.
  adapter: process.env.NETLIFY ? netlifyAdapter() : localAdapter(),
  cache: { provider: cacheNetlify() },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // firstPaint: the pages' one inline script (session hint, taps before hydration), hashed into the policy.
  integrations: [react(), firstPaint()],
  devToolbar: { enabled: false },
  // A per-page Content-Security-Policy: every inline script Astro emits is allowed by its hash,
  // so scripts need no 'unsafe-inline'. netlify.toml adds what a <meta> policy cannot (framing).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https://res.cloudinary.com https://*.paypal.com https://*.paypalobjects.com",
        "connect-src 'self' https://*.paypal.com",
        'frame-src https://*.paypal.com',
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      scriptDirective: { resources: ["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com'] },
    },
  },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // nanostores and its React binding as one file: every shop page loads them, and as six
          // small chunks, each gzipped alone, they cost more (docs/performance.md).
          codeSplitting: { groups: [{ name: 'nanostores', test: /node_modules[\\/](nanostores|@nanostores)[\\/]/ }] },
        },
      },
    },
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
