/**
 * docs/architecture.md is the map a newcomer reads first, so it must stay short and true: every path
 * it cites in backticks exists, every code name it cites is exported somewhere, every `npm run`
 * script it names is in package.json, and no table row runs on. The pages it sends the reader to for
 * the details (recipes.md, events.md) are held to the same citations.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAP = 'architecture.md';
const DOCS = [MAP, 'recipes.md', 'events.md'];
const MAX_BYTES = 10_240;
const MAX_ROW = 400;
const CODE_ROOTS = ['src', 'functions', 'scripts', 'tests', 'netlify'];
const CODE_FILE = /\.(ts|tsx|mts|astro)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(full).isDirectory() ? filesUnder(full) : [path.relative(ROOT, full)];
  });
}

const rootFiles = readdirSync(ROOT).filter((name) => statSync(path.join(ROOT, name)).isFile());
const repoFiles = [...rootFiles, ...[...CODE_ROOTS, 'docs'].flatMap((root) => filesUnder(path.join(ROOT, root)))];
const repoPaths = new Set(repoFiles.flatMap((file) => file.split('/').map((_, at, parts) => parts.slice(0, at + 1).join('/'))));
const codeText = repoFiles
  .filter((file) => CODE_FILE.test(file))
  .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
  .join('\n');

const EXTENSION = /.\.(ts|tsx|mts|astro|cjs|mjs|css|md|json|toml)$/;
const TOP_FOLDERS = new Set([...CODE_ROOTS, 'docs', '~']);

/**
 * A cited path: a `<placeholder>` segment matches any one segment, a trailing `/` names a folder,
 * and a path cited without its extension matches the file that has one.
 */
function pathExists(cited: string): boolean {
  const segments = cited
    .replace(/\/$/, '')
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+'));
  const pattern = new RegExp(`(^|/)${segments.join('/')}(\\.\\w+)?$`);
  return [...repoPaths].some((known) => pattern.test(known));
}

/** The doc's text, and every `code span` of it with fenced blocks left out. */
function readDoc(name: string) {
  const text = readFileSync(path.join(ROOT, 'docs', name), 'utf8');
  const spans = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return {
    text,
    /** Spans that are paths: a file with its extension, or a path from one of the repository's top folders. */
    paths: spans
      .filter((span) => /^[\w.<>~-]+(\/[\w.<>-]+)*\/?$/.test(span))
      .filter((span) => EXTENSION.test(span) || (span.includes('/') && TOP_FOLDERS.has(span.split('/')[0]!)))
      .map((span) => span.replace(/^~\//, 'src/')),
    names: spans.filter((span) => /^[a-z]+[A-Z]\w*$|^[A-Z][a-z]+[A-Z]\w*$/.test(span)),
    scripts: spans.flatMap((span) => [...span.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!)),
  };
}

/** A code name is cited truly when a module exports it, or a type declares it as a field. */
const declared = (name: string) =>
  new RegExp(`^\\s*(readonly\\s+)?${name}\\??:`, 'm').test(codeText) ||
  new RegExp(
    `export\\s+(default\\s+)?(async\\s+)?(function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s+(type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(codeText);

it(`docs/${MAP} is at most ${MAX_BYTES} bytes`, () => {
  expect(Buffer.byteLength(readDoc(MAP).text)).toBeLessThanOrEqual(MAX_BYTES);
});

describe.each(DOCS)('docs/%s', (name) => {
  const doc = readDoc(name);

  it('cites paths that exist', () => {
    expect(doc.paths.length).toBeGreaterThan(5);
    expect(doc.paths.filter((cited) => !pathExists(cited))).toEqual([]);
  });

  it('cites code names that some module exports or declares', () => {
    expect(doc.names.filter((cited) => !declared(cited))).toEqual([]);
  });

  it('names npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    expect(doc.scripts.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it(`keeps every table row under ${MAX_ROW} characters`, () => {
    const rows = doc.text.split('\n').filter((line) => line.startsWith('|'));
    expect(rows.filter((row) => row.length > MAX_ROW)).toEqual([]);
  });
});
