/**
 * The account forms: a password's show/hide toggle (the open eye, and the same eye
 * struck through) and a missing photo.
 *
 * Path data in a 24×24 view box, one `d` each (a circle is two arcs), drawn by `Icon.tsx` in the
 * islands and by `Icon.astro` on the pages. The icons sit in small modules by who draws them, so a
 * page's JS carries only its own.
 */

export const passwordShownIcon = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0';
export const passwordHiddenIcon = `${passwordShownIcon}M3 3l18 18`;
export const personIcon = 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c0-4 3.6-7 8-7s8 3 8 7';
