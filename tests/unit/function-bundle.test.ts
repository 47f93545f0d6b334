/**
 * The Netlify Functions, bundled as Netlify's esbuild bundler does with netlify.toml's settings,
 * carry no sample data: neither the sample catalogue nor the code that seeds it, nor any script;
 * and the API's cold start evaluates none of the mail, image and calendar libraries, which only
 * the requests that send mail, store images or write calendar files load, nor a store engine's
 * driver, which the store loads for the engine in use when it opens.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFunction } from '../../scripts/lib/function-bundle.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SAMPLE_CATALOGUE = 'functions/seed/catalogue-data.ts';

/** Libraries a request loads only when it uses them, and the store's drivers (through `import()`). */
const LOADED_ON_USE = ['nodemailer', 'cloudinary', 'ics', 'whatsapp-api-js', 'mongodb', '@seald-io/nedb'];

/** The npm package a bundled file (or an external import) belongs to. */
const packageOf = (file: string) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file;

/** Files of the project that only local entry points and scripts may bring in. */
const localOnly = (file: string) =>
  file.startsWith('functions/seed/') || file === 'functions/local-runtime.ts' || file.startsWith('scripts/');

describe('the Netlify Functions bundle', () => {
  it('api.mts: the whole API, without the sample data or its seeding', async () => {
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/api.mts' });
    expect(bundle.files).toContain('functions/app.ts');
    expect(bundle.files).toContain('functions/runtime.ts');
    expect(bundle.files.filter(localOnly)).toEqual([]);
    expect(bundle.code).not.toContain('samsung-galaxy-a55');
    // netlify.toml keeps the store engines out of the bundle.
    expect(bundle.externals).toEqual(expect.arrayContaining(['mongodb', '@seald-io/nedb']));
  });

  it('api.mts: importing it evaluates neither nodemailer, nor cloudinary, nor ics, nor a store engine', async () => {
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/api.mts' });
    expect(bundle.loadedAtStart).toContain('functions/app.ts');
    expect(bundle.loadedAtStart.filter((file) => LOADED_ON_USE.includes(packageOf(file)))).toEqual([]);
    // They ship, in the bundle or beside it, for the requests that use them.
    const shipped = new Set([...bundle.files, ...bundle.externals].map(packageOf));
    expect(LOADED_ON_USE.filter((name) => !shipped.has(name))).toEqual([]);
  });

  it("api.mts: importing it evaluates no invoice provider's client, which the first document issued loads", async () => {
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/api.mts' });
    expect(bundle.files).toContain('functions/integrations/factus.ts');
    expect(bundle.loadedAtStart).toContain('functions/integrations/invoice-providers.ts');
    expect(bundle.loadedAtStart.filter((file) => file.startsWith('functions/integrations/factus'))).toEqual([]);
  });

  it('api.mts: importing it evaluates no route group, nor the services, schemas and texts they use', async () => {
    // functions/routes/groups.ts loads each group with its first request.
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/api.mts' });
    const routesAtStart = bundle.loadedAtStart.filter((file) => file.startsWith('functions/routes/'));
    expect(routesAtStart.sort()).toEqual([
      'functions/routes/bench.ts',
      'functions/routes/groups.ts',
      'functions/routes/health.ts',
      'functions/routes/lazy.ts',
    ]);
    expect(bundle.files).toContain('functions/routes/owner/admin.ts');
    expect(bundle.loadedAtStart.filter((file) => /^src\/domain\/(?:[\w-]+\/)?(schema-basics|[\w-]+-schemas)\.ts$/.test(file))).toEqual([]);
    expect(bundle.loadedAtStart.filter((file) => /^src\/domain\/(?:[\w-]+\/)?messages-(admin|account|cart|mail)\.ts$/.test(file))).toEqual(
      [],
    );
  });

  it('api.mts: only the parts of zod in use, with its Spanish locale and its default, English', async () => {
    // `import { z } from 'zod'` anywhere in the server would bring every part and every locale back.
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/api.mts' });
    const locales = bundle.inputs.map((input) => /\/zod\/v4\/locales\/([\w-]+)\.js$/.exec(input.path)?.[1]).filter(Boolean);
    // `index.js` is the locales' list, not a locale: a module loaded through `import()` keeps it as
    // an empty initialiser (under 1 KiB), never as the list of every locale.
    expect(locales.filter((name) => name !== 'index').sort()).toEqual(['en', 'es']);
    const list = bundle.inputs.filter((input) => /\/zod\/(v4\/)?locales\/index\.js$/.test(input.path));
    for (const input of list) expect(input.bytesInOutput).toBeLessThan(1024);
  });

  it('sweeper.mts: the chores, without the sample data or its seeding', async () => {
    const bundle = await bundleFunction(root, { entry: 'netlify/functions/sweeper.mts' });
    expect(bundle.files).toContain('functions/services/operations/sweeper.ts');
    expect(bundle.files.filter(localOnly)).toEqual([]);
  });

  it('the local runtime, bundled the same way, does carry the sample catalogue', async () => {
    // Proves the check above can see the sample data when an entry reaches it.
    const bundle = await bundleFunction(root, {
      entry: 'local-entry.ts',
      source: "export { getLocalApp } from './functions/local-runtime.ts';",
    });
    expect(bundle.files).toContain(SAMPLE_CATALOGUE);
    expect(bundle.inputs.find((input) => input.path === SAMPLE_CATALOGUE)?.bytesInOutput).toBeGreaterThan(10_000);
  });

  it('an entry that imports nodemailer as the app did is seen to evaluate it at start', async () => {
    // Proves the check above can see a library loaded at start.
    const bundle = await bundleFunction(root, {
      entry: 'eager-entry.ts',
      source: "import nodemailer from 'nodemailer';\nexport const mail = nodemailer;",
    });
    expect(bundle.loadedAtStart.map(packageOf)).toContain('nodemailer');
  });
});
