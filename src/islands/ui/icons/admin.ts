/**
 * The admin panel's actions.
 *
 * Path data in a 24×24 view box, one `d` each (a circle is two arcs), drawn by `Icon.tsx` in the
 * islands and by `Icon.astro` on the pages. The icons sit in small modules by who draws them, so a
 * page's JS carries only its own.
 */

export const plusIcon = 'M12 5v14M5 12h14';
export const editIcon = 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4';
export const trashIcon = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13';
export const downloadIcon = 'M12 4v12M6 10l6 6 6-6M4 20h16';
export const uploadIcon = 'M12 16V4M6 10l6-6 6 6M4 20h16';
export const moveLeftIcon = 'M15 6l-6 6 6 6';
export const moveRightIcon = 'M9 6l6 6-6 6';
export const eyeIcon = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
