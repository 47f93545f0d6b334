/**
 * nedb's document model (matching, dotted values, ordering), loaded with the embedded engine
 * (`loadNedbModel` in `openEmbeddedStore`), so a process on MongoDB never loads it: a static
 * import would load it at every start, since the bundler lifts the imports of the packages it
 * leaves out of the bundle to the top of the file.
 */
import type model from '@seald-io/nedb/lib/model.js';

let loaded: typeof model | undefined;

export async function loadNedbModel(): Promise<void> {
  loaded ??= (await import('@seald-io/nedb/lib/model.js')).default;
}

/** The model; the embedded engine loads it before any of its collections can be used. */
export function nedbModel(): typeof model {
  if (!loaded) throw new Error('nedb’s model is used before the embedded store was opened');
  return loaded;
}
