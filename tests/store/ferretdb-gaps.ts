/**
 * The checks the MongoDB run leaves out on FerretDB (the wire-protocol server `npm run test:mongo`
 * starts), because FerretDB v1.24 differs from MongoDB there; on MongoDB itself and on the embedded
 * engine they run. Each is listed with its reason in docs/testing.md, and the run prints how many
 * there are. Production keeps the MongoDB query in each case.
 */
import { it } from 'vitest';

export const ferretdbGaps = {
  positional: 'FerretDB no implementa el `$` posicional en una actualización (`variants.$.stock`); MongoDB sí',
  pushSlice: 'FerretDB ignora `$slice` dentro de `$push` con `$each` (la lista de sesiones no se recorta)',
  pullByCondition:
    'El `$pull` de FerretDB quita solo los elementos iguales al valor entero, no los que cumplen una condición (`{ owner: … }` de un subdocumento con más campos)',
  statsPipelines:
    'El panel de la dueña agrega con `$facet` y `$toInt`, que FerretDB no implementa; mingo comprueba esas pipelines en cada ejecución',
  uniqueMissing:
    'El índice único de FerretDB no trata un campo ausente como null: dos líneas sin `variantId` del mismo producto pasan; en MongoDB, no',
} as const;

/** Test files that cannot run on FerretDB at all (they run on the embedded engine, and on MongoDB with MONGODB_URI). */
export const ferretdbFileGaps = {
  'tests/api/admin-stats.test.ts':
    'todas sus comprobaciones leen el panel (`statsPipelines`); mingo comprueba sus pipelines en cada ejecución',
} as const;

export type FerretdbGap = keyof typeof ferretdbGaps;

/** True in the MongoDB run against FerretDB (scripts/test-mongo.ts sets MONGODB_SERVER=ferretdb). */
export const onFerretDB = process.env.MONGODB_SERVER === 'ferretdb';

/**
 * `it`, except on FerretDB for the MongoDB engine, where the check is skipped with the gap in its title
 * (vitest counts it among the skipped; the run prints the list).
 */
export function mongoOnlyOnFerret(engine: string, gap: FerretdbGap) {
  return (title: string, check: () => Promise<void>, timeout?: number) =>
    onFerretDB && engine === 'mongodb' ? it.skip(`${title} [solo MongoDB: ${gap}]`, check, timeout) : it(title, check, timeout);
}
