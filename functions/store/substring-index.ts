/**
 * A trigram index for the embedded engine's substring searches. nedb answers a `$regex` by
 * running its generic matcher over every document, which over 10,000 products costs 8–16 ms per
 * search; this index narrows a literal pattern (the escaped text the catalogue search builds, no
 * flags, 3 characters or more) to the documents that contain it.
 *
 * It only ever adds an `_id: { $in: … }` to the query: nedb still checks the whole filter on those
 * documents, so the answers are the same as without it. Documents written since the last build
 * are always candidates, and a write it cannot pin down makes it rebuild before the next search.
 */
import type { Filter, Update } from './contract.ts';
import { updateMayChange } from './update-paths.ts';

const GRAM = 3;
/** Documents kept as "always candidates" before the index is rebuilt from scratch. */
const REBUILD_AFTER = 500;
const META = new Set(['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\']);

type Doc = Record<string, unknown>;

/** The literal text a RegExp matches, when it is nothing but (escaped) literal characters. */
export function literalOf(condition: unknown): string | null {
  if (typeof condition !== 'object' || condition === null) return null;
  const keys = Object.keys(condition);
  const pattern = (condition as { $regex?: unknown }).$regex;
  if (keys.length !== 1 || !(pattern instanceof RegExp) || pattern.flags !== '') return null;
  let literal = '';
  const source = pattern.source;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      // \d, \w, \b, \n, \u… are classes or escapes, not literal characters.
      if (next === '' || /[\p{L}\p{N}_]/u.test(next)) return null;
      literal += next;
      index += 1;
    } else if (META.has(char)) {
      return null;
    } else {
      literal += char;
    }
  }
  return literal;
}

export class SubstringIndex {
  private readonly fields: readonly string[];
  private readonly allDocs: () => Doc[];
  private ids: string[] = [];
  private texts = new Map<string, string[]>();
  private grams = new Map<string, Map<string, number[]>>();
  /** Documents whose field is there but not a string: nedb may still match them. */
  private irregular = new Set<string>();
  private pending = new Set<string>();
  private stale = true;

  constructor(fields: readonly string[], allDocs: () => Doc[]) {
    this.fields = fields;
    this.allDocs = allDocs;
  }

  /** Before a write: whether it may change an indexed field (and so must be noted). */
  affects(update: Update | Doc, upsert: boolean): boolean {
    return updateMayChange(update, upsert, this.fields);
  }

  /** This document was inserted or its indexed text changed: a candidate until the next build. */
  touched(id: string) {
    this.pending.add(id);
    if (this.pending.size > REBUILD_AFTER) this.stale = true;
  }

  /** A change that cannot be pinned to documents: rebuild before the next search. */
  invalidate() {
    this.stale = true;
  }

  /**
   * The ids that may match `filter`, or null when the index cannot narrow it (no indexed literal
   * of 3 characters or more, or the filter already names ids).
   */
  candidates(filter: Filter): string[] | null {
    if ('_id' in filter) return null;
    for (const [key, condition] of Object.entries(filter)) {
      const terms = key === '$or' ? this.orTerms(condition) : this.fieldTerm(key, condition);
      if (!terms) continue;
      if (this.stale) this.rebuild();
      const found = new Set<string>([...this.pending, ...this.irregular]);
      for (const { field, literal } of terms) this.collect(field, literal, found);
      return [...found];
    }
    return null;
  }

  private fieldTerm(field: string, condition: unknown): { field: string; literal: string }[] | null {
    if (!this.fields.includes(field)) return null;
    const literal = literalOf(condition);
    return literal !== null && literal.length >= GRAM ? [{ field, literal }] : null;
  }

  private orTerms(branches: unknown): { field: string; literal: string }[] | null {
    if (!Array.isArray(branches) || branches.length === 0) return null;
    const terms: { field: string; literal: string }[] = [];
    for (const branch of branches) {
      const entries = typeof branch === 'object' && branch !== null ? Object.entries(branch) : [];
      const [only] = entries;
      const term = entries.length === 1 && only ? this.fieldTerm(only[0], only[1]) : null;
      if (!term) return null;
      terms.push(...term);
    }
    return terms;
  }

  private collect(field: string, literal: string, into: Set<string>) {
    const grams = this.grams.get(field);
    const texts = this.texts.get(field);
    if (!grams || !texts) return;
    // The rarest trigram of the pattern bounds the work; each of its documents is then checked.
    let rarest: number[] | undefined;
    for (let index = 0; index + GRAM <= literal.length; index += 1) {
      const slots = grams.get(literal.slice(index, index + GRAM));
      if (!slots) return;
      if (!rarest || slots.length < rarest.length) rarest = slots;
    }
    for (const slot of rarest ?? []) {
      if (texts[slot]?.includes(literal)) into.add(this.ids[slot] ?? '');
    }
  }

  private rebuild() {
    const docs = this.allDocs();
    this.ids = new Array<string>(docs.length);
    this.irregular = new Set();
    this.texts = new Map();
    this.grams = new Map();
    for (let slot = 0; slot < docs.length; slot += 1) this.ids[slot] = String(docs[slot]?._id);
    for (const field of this.fields) {
      const texts = new Array<string>(docs.length);
      const grams = new Map<string, number[]>();
      for (let slot = 0; slot < docs.length; slot += 1) {
        const value = docs[slot]?.[field];
        const text = typeof value === 'string' ? value : '';
        if (value !== undefined && typeof value !== 'string') this.irregular.add(this.ids[slot] ?? '');
        texts[slot] = text;
        for (let index = 0; index + GRAM <= text.length; index += 1) {
          const gram = text.slice(index, index + GRAM);
          const slots = grams.get(gram);
          if (!slots) grams.set(gram, [slot]);
          else if (slots[slots.length - 1] !== slot) slots.push(slot);
        }
      }
      this.texts.set(field, texts);
      this.grams.set(field, grams);
    }
    this.pending.clear();
    this.stale = false;
  }
}
