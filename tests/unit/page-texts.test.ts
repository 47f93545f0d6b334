/**
 * Every Spanish text lives in src/domain, the pages' too: the markup of an `.astro` page, layout or
 * component holds no words of its own, only expressions that read them from a messages module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folders = ['src/pages', 'src/layouts', 'src/components'];

function astroFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The template without its frontmatter, scripts, styles and `{…}` expressions (nested braces too). */
function markupOf(source: string): string {
  const template = source.startsWith('---') ? source.slice(source.indexOf('\n---', 3) + 4) : source;
  const withoutCode = template.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  let depth = 0;
  let markup = '';
  for (const character of withoutCode) {
    if (character === '{') depth += 1;
    else if (character === '}') depth -= 1;
    else if (depth === 0) markup += character;
  }
  return markup;
}

/** Attributes a person reads or hears. */
const readAttributes = /\b(aria-label|aria-roledescription|title|alt|placeholder|description|label|intro)="([^"]*)"/g;
const word = /\p{L}{2,}/u;

function wordsIn(markup: string): string[] {
  const texts = [...markup.matchAll(/>([^<>]*)</g)].map((match) => match[1]!.trim());
  const attributes = [...markup.matchAll(readAttributes)].map((match) => match[2]!);
  return [...texts, ...attributes].filter((text) => word.test(text));
}

describe('page texts', () => {
  const files = folders.flatMap(astroFiles);

  it('finds the pages', () => {
    expect(files).toContain(path.join('src', 'pages', 'contacto.astro'));
    expect(files.length).toBeGreaterThan(40);
  });

  it('keeps no words in the markup of a page, layout or component', () => {
    const found = files.flatMap((file) => wordsIn(markupOf(readFileSync(path.join(root, file), 'utf8'))).map((text) => `${file}: ${text}`));
    expect(found).toEqual([]);
  });

  it('would notice a word left in the markup', () => {
    expect(wordsIn(markupOf('---\nconst a = 1;\n---\n<p>{a}</p><h2>Horario</h2><a aria-label="Abrir menú">{a}</a>'))).toEqual([
      'Horario',
      'Abrir menú',
    ]);
  });
});
