/**
 * The Function section of the results' Markdown: each bundle's size and cold start, and `api.mts`
 * beside the figures recorded before its libraries loaded on use.
 */
import type { FunctionBaseline } from './function.ts';
import { kib, ms, table } from './markdown.ts';
import type { Check, Results } from './report.ts';

const HEADER = [
  'Function',
  'Files',
  'Bundle',
  'Gzip',
  'Minified',
  'Minified gzip',
  'Evaluated at start',
  'Sample data',
  'Cold start median',
  'Cold start max',
  'Import (median)',
  'First answer (median)',
  'Budgets',
];

function baselineRow(baseline: FunctionBaseline): string[] {
  return [
    `${baseline.label} (recorded ${baseline.recorded}, ${baseline.commit}, ${baseline.runs} runs)`,
    String(baseline.files),
    kib(baseline.rawBytes),
    kib(baseline.gzipBytes),
    kib(baseline.minifiedRawBytes),
    kib(baseline.minifiedGzipBytes),
    kib(baseline.startBytes),
    'no',
    ms(baseline.coldStartMedianMs),
    '–',
    ms(baseline.importMedianMs),
    ms(baseline.answerMedianMs),
    '–',
  ];
}

export function functionMarkdown(section: NonNullable<Results['function']>, checks: Check[]): string[] {
  const { variants, coldStartRuns, baseline } = section;
  const verdict = (label: string) => {
    const own = checks.filter((item) => item.section === 'function' && item.subject === label);
    const missed = own.filter((item) => !item.pass);
    if (own.length === 0) return '–';
    return missed.length === 0 ? 'pass' : `**MISS** ${missed.map((item) => item.metric).join(', ')}`;
  };
  const lines = ['## Function (the Netlify Function as bundled for deploy)', ''];
  lines.push(
    table(HEADER, [
      ...variants.map(({ label, size, coldStart }) => [
        label,
        String(size.files),
        kib(size.rawBytes),
        kib(size.gzipBytes),
        kib(size.minifiedRawBytes),
        kib(size.minifiedGzipBytes),
        kib(size.startBytes),
        size.sampleData ? 'yes' : 'no',
        ms(coldStart?.medianMs ?? null),
        ms(coldStart?.maxMs ?? null),
        ms(coldStart?.importMedianMs ?? null),
        ms(coldStart?.answerMedianMs ?? null),
        verdict(label),
      ]),
      ...(baseline ? [baselineRow(baseline)] : []),
    ]),
    '',
  );
  for (const { label, note } of variants) if (note) lines.push(`${label}: ${note}.`, '');
  if (baseline) {
    lines.push(
      `${baseline.label}: recorded, not measured in this run (\`scripts/bench/function-baseline.json\`). ` +
        'Compare it with a run on an equally quiet machine (the load average is at the top).',
      '',
    );
  }
  const [first] = variants;
  if (first) {
    const share = (bytes: number) => `${kib(bytes)} (${((bytes / first.size.rawBytes) * 100).toFixed(0)} %)`;
    lines.push(
      `Largest in ${first.label}, by package: ${first.size.largestPackages.map((item) => `${item.name} ${share(item.bytesInOutput)}`).join(', ')}.`,
      '',
      `By file: ${first.size.largestFiles.map((item) => `\`${item.path}\` ${kib(item.bytesInOutput)}`).join(', ')}.`,
      '',
    );
    if (first.size.loadedOnUse.length > 0) {
      lines.push(
        `Loaded on use by ${first.label} (shipped beside the bundle, imported with \`import()\` by the requests that need them): ${first.size.loadedOnUse.map((name) => `\`${name}\``).join(', ')}.`,
        '',
      );
    }
  }
  lines.push(
    `Bundled with esbuild ${section.esbuild} as Netlify's esbuild bundler does with netlify.toml's settings: ` +
      `${section.externals.map((name) => `\`${name}\``).join(', ')} left out (external_node_modules), platform node, ESM, target ${section.target}, ` +
      "Netlify's CommonJS shim in front. Bundle is what ships (Netlify does not minify); the minified size is for reference. Gzip at level 6. " +
      'Files: source files that put code in the bundle. Evaluated at start: the code of the files the entry reaches without `import()`. ' +
      `Cold start: ${coldStartRuns} fresh \`node\` processes per bundle, one at a time, the bundles taking turns in alternating order (after one untimed run of each that warms the file cache), each importing the bundle and ` +
      "calling its handler with `GET /api/health`; the time runs from spawning the process to the answer, so it includes Node's own start. " +
      'Measured locally on an embedded temporary DATA_DIR that already holds the sample shop (MongoDB cannot be reached here), ' +
      "so the store it opens is the nedb files, not a MongoDB connection, and Netlify's own runtime is not in it. " +
      'Budgets of `api.mts`: import ≤ 120 ms and cold start (spawn to first answer) ≤ 200 ms, medians.',
    '',
  );
  return lines;
}
