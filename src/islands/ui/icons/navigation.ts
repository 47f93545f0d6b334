/**
 * Menus, dialogs, carousels (pause and play are filled) and search.
 *
 * Path data in a 24×24 view box, one `d` each (a circle is two arcs), drawn by `Icon.tsx` in the
 * islands and by `Icon.astro` on the pages. The icons sit in small modules by who draws them, so a
 * page's JS carries only its own.
 */

export const menuIcon = 'M4 6h16M4 12h16M4 18h16';
export const closeIcon = 'M6 6l12 12M18 6 6 18';
export const chevronDownIcon = 'm6 9 6 6 6-6';
export const chevronLeftIcon = 'm15 18-6-6 6-6';
export const chevronRightIcon = 'm9 18 6-6-6-6';
export const arrowRightIcon = 'M5 12h14M13 6l6 6-6 6';
export const pauseIcon =
  'M7 5h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM15 5h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z';
export const playIcon = 'M8 5v14l11-7z';
/** A magnifying glass: the header's search box, the admin lists' filters. */
export const searchIcon = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5';
