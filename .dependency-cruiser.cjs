/**
 * The import boundaries of docs/architecture.md, checked by `npm run lint:boundaries`. Each rule
 * names a layer and what it must not import; a broken rule makes the check, and so `npm test`, fail.
 */
// dependency-cruiser reads its configuration as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readdirSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/**
 * The capabilities of functions/services, lowest first. A capability may import only the ones on a
 * lower line, and only through their front door (`index.ts`); capabilities on one line know nothing
 * of each other. What happened is told upwards by domain events, never by a call.
 */
const CAPABILITY_LAYERS = [
  ['platform', 'outbox'],
  ['events'],
  ['schedule', 'records', 'promotions'],
  ['staff'],
  ['slots'],
  ['bookings'],
  ['whatsapp'],
  ['mail'],
  ['catalogue'],
  ['reviews', 'restock-alerts', 'waitlist', 'shipments'],
  ['payments'],
  ['invoicing'],
  ['withdrawals', 'cash-on-delivery'],
  ['accounts'],
  ['owner'],
  ['operations'],
];

function capabilityRules(listed) {
  const unlisted = listed.filter((folder) => !CAPABILITY_LAYERS.flat().includes(folder));
  if (unlisted.length > 0) {
    throw new Error(`functions/services/${unlisted[0]}/ has no line in CAPABILITY_LAYERS (.dependency-cruiser.cjs)`);
  }
  const layered = CAPABILITY_LAYERS.map((line, at) => ({
    name: `capability-layer-${line.join('-')}`,
    comment: `${line.join(', ')} may import only the capabilities on a lower line: ${CAPABILITY_LAYERS.slice(0, at).flat().join(', ') || 'none'}.`,
    severity: 'error',
    from: { path: `^functions/services/(${line.join('|')})/` },
    to: { path: `^functions/services/(${CAPABILITY_LAYERS.slice(at).flat().join('|')})/`, pathNot: '^functions/services/$1/' },
  }));
  return [
    ...layered,
    {
      name: 'capability-front-door',
      comment: "A capability uses another only through the other's index.ts, its front door.",
      severity: 'error',
      from: { path: '^functions/services/([^/]+)/' },
      to: { path: '^functions/services/[^/]+/', pathNot: ['^functions/services/$1/', '^functions/services/[^/]+/index\\.ts$'] },
    },
  ];
}

const capabilities = readdirSync(path.join(__dirname, 'functions/services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const browser = '^src/(islands|lib|stores|pages|components|layouts)/';
const server = '^(functions|netlify|scripts)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds pure rules and texts: it imports only itself and small pure packages.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(?!domain/)|functions/|netlify/|scripts/|tests/)' },
    },
    {
      name: 'domain-has-no-io',
      comment: 'No I/O in the domain: the clock, files and the network are parameters.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs/promises|http|https|net|child_process|crypto|os|path)$' },
    },
    {
      name: 'browser-takes-only-types-from-server',
      comment:
        'The browser never imports server code, except `import type` (erased from the bundle) and, in the pages, the catalogue loaders that run on the server (at build time, or when a page renders on demand).',
      severity: 'error',
      from: { path: browser },
      to: { path: server, pathNot: '^functions/(build|page)-catalogue\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pages-read-the-catalogue-only-at-build-time',
      comment:
        'The pages, and only they, read the catalogue from the server: while the site is built (build-catalogue.ts), or when a page renders on demand (page-catalogue.ts).',
      severity: 'error',
      from: { path: browser, pathNot: '^src/(pages|components|layouts)/' },
      to: { path: '^functions/(build|page)-catalogue\\.ts$' },
    },
    {
      name: 'server-never-imports-browser',
      comment: 'The server never imports the islands, the browser client or the stores.',
      severity: 'error',
      from: { path: server },
      to: { path: '^src/(islands|lib|stores)/' },
    },
    {
      name: 'ui-kit-is-a-leaf',
      comment: 'The UI kit uses only the domain.',
      severity: 'error',
      from: { path: '^src/islands/ui/' },
      to: { path: '^src/(islands/(?!ui/)|lib/|stores/)' },
    },
    {
      name: 'stores-below-islands',
      comment: 'nanostores use the API client and the domain, never an island.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { path: '^src/islands/' },
    },
    {
      name: 'api-client-below-islands',
      comment: 'The API client uses the domain, never an island or a store.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(islands|stores)/' },
    },
    {
      name: 'islands-keep-to-their-feature',
      comment:
        "An island uses the UI kit, the client, the stores and the domain, never another feature's internals; the reservation pickers are shared on purpose, and two features host another's entry: a product card opens the reservation dialog, the cart page holds the checkout panel.",
      severity: 'error',
      from: { path: '^src/islands/([^/]+)/', pathNot: '^src/islands/ui/' },
      to: {
        path: '^src/islands/([^/]+)/',
        pathNot: [
          '^src/islands/$1/',
          '^src/islands/(ui|common)/',
          '^src/islands/reservation/(SlotFields|OtherHourForm|useSlotChoice|PersonChoice)\\.tsx?$',
          '^src/islands/reservation/ReservationDialog\\.tsx$',
          '^src/islands/checkout/CheckoutPanel\\.tsx$',
        ],
      },
    },
    {
      name: 'routes-are-thin',
      comment: 'A route reads input, calls a service and answers: it never reaches the store or an integration itself.',
      severity: 'error',
      from: { path: '^functions/routes/' },
      to: { path: '^functions/(store|integrations)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-below-http',
      comment: 'Use cases know nothing of HTTP: no routes, no http/ edge.',
      severity: 'error',
      from: { path: '^functions/services/' },
      to: { path: '^functions/(routes|http)/|^functions/app\\.ts$' },
    },
    {
      name: 'services-below-the-seed-and-runtimes',
      comment:
        'The seed, the runtimes and the build loader put the use cases together; a use case never imports them (the Netlify bundle must not carry the sample data).',
      severity: 'error',
      from: { path: '^functions/services/' },
      to: { path: '^functions/seed/|^functions/(runtime|local-runtime|build-catalogue|page-catalogue|event-subscribers)\\.ts$' },
    },
    {
      name: 'integrations-are-leaves',
      comment:
        'An integration talks to the outside world only: no store, no services, no HTTP edge; it is handed a logger (integrations/logger.ts) and what it keeps.',
      severity: 'error',
      from: { path: '^functions/integrations/' },
      to: {
        path: '^functions/(store|services|routes|http|seed)/|^functions/(app|deps|runtime|local-runtime|build-catalogue|page-catalogue)\\.ts$',
      },
    },
    {
      name: 'http-edge-below-services',
      comment:
        "The HTTP edge (envelope, sessions, cookies, origin) uses the store types and the domain, not the use cases or integrations; it answers the services' errors and checks the tokens they sign.",
      severity: 'error',
      from: { path: '^functions/http/' },
      to: {
        path: '^functions/(routes|services|integrations|seed)/|^functions/app\\.ts$',
        pathNot: '^functions/services/(errors|accounts/session-tokens|payments/checkout-key)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'store-is-the-bottom',
      comment: 'The store contract and its engines import nothing above them.',
      severity: 'error',
      from: { path: '^functions/store/' },
      to: { path: '^functions/(?!store/)|^src/(?!domain/)' },
    },
    ...capabilityRules(capabilities),
    {
      name: 'no-cycles',
      comment:
        'No module reaches itself again at run time. A cycle through an `import type` (or an inline import type) is erased by the compiler and loads nothing, so it does not count.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist\\.[^/]+|\\.astro|\\.data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'],
    },
  },
};
