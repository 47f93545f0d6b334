/** The times an owner may pick: every half hour from 00:00 to 24:00. */
export const halfHours: readonly string[] = Array.from({ length: 49 }, (_, index) => {
  const hours = Math.floor(index / 2);
  return `${String(hours).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
});

/** 0 = domingo; the page lists the week from Monday. */
export const weekdayNames: readonly string[] = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export const mondayFirst: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
