/**
 * The shape of the shop's legal pages (/politica-de-datos, /terminos): a title, an introduction
 * and numbered sections, each a heading with paragraphs, a list and links. The texts live beside
 * this file so the owner can adapt them; a lawyer should review them before the shop goes live.
 */
import { formatShortDay } from '../shared/dates.ts';

export interface LegalLink {
  href: string;
  label: string;
}

export interface LegalSection {
  /** The section's anchor in the page (`#derechos`). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  links?: readonly LegalLink[];
}

export interface LegalDocument {
  title: string;
  /** The page's meta description. */
  description: string;
  /** The version now published (from src/domain/legal/consent.ts) and its date, said at the top. */
  version: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/**
 * "22 nov 2026" for a version written YYYY-MM-DD, or YYYY-MM-DD-b for a second text published the
 * same day (the short form of every date the shop shows); the version itself otherwise.
 */
export function versionDate(version: string): string {
  const day = /^\d{4}-\d{2}-\d{2}(?=$|-[a-z]$)/.exec(version)?.[0];
  return (day && formatShortDay(day)) || version;
}
