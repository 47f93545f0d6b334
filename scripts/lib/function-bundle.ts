/**
 * Bundles a Netlify Function entry the way Netlify's esbuild bundler does, with the settings of
 * netlify.toml's `[functions]` (its external modules), for Node of the build's `NODE_VERSION`, as
 * ESM with the same CommonJS shim in front, so one can see (and run) what would ship. The bundle
 * test and the benchmark's Function section read it.
 */
import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

interface NetlifyToml {
  build?: { environment?: Record<string, string> };
  functions?: { node_bundler?: string; external_node_modules?: string[] };
}

/** Netlify puts this in front of an ESM bundle, so bundled CommonJS may still call `require`. */
const CJS_SHIM = `
import {createRequire as ___nfyCreateRequire} from "module";
import {fileURLToPath as ___nfyFileURLToPath} from "url";
import {dirname as ___nfyPathDirname} from "path";
let __filename=___nfyFileURLToPath(import.meta.url);
let __dirname=___nfyPathDirname(___nfyFileURLToPath(import.meta.url));
let require=___nfyCreateRequire(import.meta.url);
`;

/** What Netlify's bundler resolves an import without extension to, in this order. */
const RESOLVE_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.json'];

export interface BundleInput {
  /** Relative to the project root, with forward slashes (`node_modules/…` for packages). */
  path: string;
  /** What the file adds to the bundle. */
  bytesInOutput: number;
}

export interface FunctionBundle {
  code: string;
  /** Every file the bundler read (imported, even if nothing of it was kept), sorted. */
  files: string[];
  /** The files that put code in the bundle, the largest share first. */
  inputs: BundleInput[];
  /** Packages left out of the bundle (netlify.toml's external_node_modules) that it imports. */
  externals: string[];
  /**
   * What importing the bundle evaluates: the files (and external packages) reached from the entry
   * through static imports and requires, and the external packages any bundled file imports with a
   * static `import` (lifted to the top of the bundle), sorted. What is reached only through
   * `import()` is not in it: it is evaluated when that `import()` first runs (esbuild defers a
   * bundled module until then, even in a single file; Node loads an external package then).
   */
  loadedAtStart: string[];
}

export interface BundleOptions {
  /** The function entry, relative to the root (e.g. `netlify/functions/api.mts`). */
  entry: string;
  /** Netlify's bundler does not minify; the benchmark also reports the minified size. */
  minify?: boolean;
  /** An entry's source of one's own instead of the file (imports resolve from the root). */
  source?: string;
}

export function readFunctionSettings(root: string) {
  const toml = parse(readFileSync(path.join(root, 'netlify.toml'), 'utf8')) as NetlifyToml;
  const bundler = toml.functions?.node_bundler ?? 'esbuild';
  if (bundler !== 'esbuild') throw new Error(`netlify.toml names the ${bundler} bundler; this bundles like esbuild`);
  const nodeMajor = (toml.build?.environment?.NODE_VERSION ?? '22').split('.')[0];
  return { external: toml.functions?.external_node_modules ?? [], target: `node${nodeMajor}` };
}

/**
 * Every input reached from `entry` by an import that runs when its importer is evaluated, and every
 * package left out of the bundle that any bundled file imports with an `import` statement: in an
 * ESM bundle, esbuild lifts those statements to the top of the file, so they load at start even
 * when the file that wrote them is itself reached only through `import()`.
 */
function reachedWithoutImportCalls(metafile: Metafile, entry: string): string[] {
  const reached = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const edge of input.imports) if (edge.external && edge.kind === 'import-statement') reached.add(edge.path);
  }
  const pending = [entry];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    for (const edge of metafile.inputs[next]?.imports ?? []) {
      if (edge.kind !== 'dynamic-import' && edge.kind !== 'require-resolve') pending.push(edge.path);
    }
  }
  return [...reached];
}

export async function bundleFunction(root: string, options: BundleOptions): Promise<FunctionBundle> {
  const { external, target } = readFunctionSettings(root);
  const entry =
    options.source === undefined
      ? { entryPoints: [path.join(root, options.entry)] }
      : {
          stdin: { contents: options.source, resolveDir: root, sourcefile: options.entry, loader: 'ts' as const },
        };
  const result = await build({
    ...entry,
    absWorkingDir: root,
    banner: { js: CJS_SHIM },
    bundle: true,
    external,
    format: 'esm',
    logLevel: 'silent',
    metafile: true,
    minify: options.minify ?? false,
    outdir: path.join(root, '.function-bundle'),
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    resolveExtensions: RESOLVE_EXTENSIONS,
    target: [target],
    write: false,
  });
  const [output] = Object.values(result.metafile.outputs);
  const [file] = result.outputFiles;
  if (!output || !file) throw new Error(`esbuild wrote no bundle for ${options.entry}`);
  const slashes = (input: string) => input.split(path.sep).join('/');
  const files = Object.keys(result.metafile.inputs).map(slashes).sort();
  const inputs = Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => ({ path: slashes(input), bytesInOutput }))
    .filter((input) => input.bytesInOutput > 0)
    .sort((a, b) => b.bytesInOutput - a.bytesInOutput);
  const externals = [...new Set(output.imports.filter((item) => item.external).map((item) => item.path))].sort();
  if (!output.entryPoint) throw new Error(`esbuild named no entry point for ${options.entry}`);
  const loadedAtStart = reachedWithoutImportCalls(result.metafile, output.entryPoint).map(slashes).sort();
  return { code: file.text, files, inputs, externals, loadedAtStart };
}
