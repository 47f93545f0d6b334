/**
 * The Astro adapter of `npm start`: pages rendered on demand run in the shop's own process, beside
 * the Hono API, through Astro's app (`astro/app/entrypoint`). The server entry (`entry.ts`) exports a
 * fetch-style `renderPage`, so `scripts/lib/static-site.ts` can cache its answers by the same
 * headers Netlify's CDN reads. The deployed site uses `@astrojs/netlify` instead (astro.config.mjs).
 */
import type { AstroIntegration } from 'astro';

/** Where the build writes the server half, inside its folder. */
export const SERVER_FOLDER = '.server';

export function localAdapter(): AstroIntegration {
  return {
    name: 'tienda-local-adapter',
    hooks: {
      // The prebuilt files stay at the top of the build folder, where every other tool (and
      // netlify.toml's `publish`) expects them; the server half goes into `.server/`, which the
      // local server never serves.
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({ build: { client: config.outDir, server: new URL(`./${SERVER_FOLDER}/`, config.outDir) } });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'tienda-local-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            hybridOutput: 'stable',
            staticOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
            envGetSecret: 'stable',
          },
        });
      },
    },
  };
}
