/**
 * MongoDB's positional `$` operator for the embedded engine, which nedb lacks: an update path
 * `variants.$.stock` names the first element of `variants` that the filter matched, through
 * `variants: { $elemMatch: {…} }` or a dotted condition such as `'variants._id': id`.
 *
 * The engine reads the document, finds that element's index, and writes with the path made
 * concrete (`variants.2.stock`) under the whole filter plus the same conditions on that very
 * element (`variants.2._id`, `variants.2.stock`…). So the write still lands only if the element
 * matches at the moment nedb runs it: a write that slipped in between makes it match nothing, and
 * the engine reads again. The conditional update stays atomic.
 */
import { nedbModel } from './nedb-model-loader.ts';
import type { Filter, Update } from './contract.ts';

const POSITIONAL = /^([^$]+)\.\$(\.|$)/;

/** The array field a positional update addresses (`variants`), or null when it has none. */
export function positionalArray(update: Update): string | null {
  const fields = new Set<string>();
  for (const [operator, value] of Object.entries(update)) {
    if (!operator.startsWith('$') || typeof value !== 'object' || value === null) continue;
    for (const path of Object.keys(value)) {
      const match = POSITIONAL.exec(path);
      if (match?.[1]) fields.add(match[1]);
    }
  }
  if (fields.size > 1) throw new Error('Only one array may be addressed with the positional $ operator');
  return fields.size === 1 ? [...fields][0]! : null;
}

/** The condition the filter puts on each element of `array`: `$elemMatch`'s, or the dotted keys'. */
function elementCondition(filter: Filter, array: string): Filter {
  const condition: Filter = {};
  const direct = filter[array];
  if (direct && typeof direct === 'object' && '$elemMatch' in direct) {
    Object.assign(condition, (direct as { $elemMatch: Filter }).$elemMatch);
  }
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith(`${array}.`)) condition[key.slice(array.length + 1)] = value;
  }
  if (Object.keys(condition).length === 0 || Object.keys(condition).some((key) => key.startsWith('$'))) {
    throw new Error(`The positional $ operator needs a condition on the fields of ${array}'s elements`);
  }
  return condition;
}

/**
 * The filter and update for one document read with `filter`: the positional paths made concrete,
 * and the element's conditions repeated on its index. Null when no element matches.
 */
export function concretePositional(doc: Record<string, unknown>, filter: Filter, update: Update, array: string) {
  const condition = elementCondition(filter, array);
  const elements = nedbModel().getDotValue(doc, array);
  if (!Array.isArray(elements)) return null;
  const index = elements.findIndex((element) => nedbModel().match(element, condition));
  if (index < 0) return null;
  const atIndex = Object.fromEntries(Object.entries(condition).map(([key, value]) => [`${array}.${index}.${key}`, value]));
  const concreteUpdate = Object.fromEntries(
    Object.entries(update).map(([operator, value]) => [
      operator,
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([path, inner]) => [
          path.startsWith(`${array}.$`) ? `${array}.${index}${path.slice(array.length + 2)}` : path,
          inner,
        ]),
      ),
    ]),
  ) as Update;
  return { filter: { ...filter, _id: doc._id, ...atIndex }, update: concreteUpdate };
}
