/**
 * The product page's picker of a garment's sizes and colours: what each button says and does, and
 * which photo the choice shows. Pure rules over the product's variants (see variants.ts).
 */
import { optionValue, type ProductVariant, type WithVariants } from './variants.ts';

/**
 * How a value reads beside the other choices: `available` (a variant in stock has it), `soldOut`
 * (the combination exists but none is left, or the value is sold out everywhere) or `notOffered`
 * (the shop does not make that combination). `selectable` is false only when the value is sold out
 * in every combination; otherwise choosing it changes the other choices that do not fit.
 */
export interface ChoiceState {
  state: 'available' | 'soldOut' | 'notOffered';
  selectable: boolean;
}

type Chosen = ReadonlyMap<string, string>;

/** The variants that have every value of `choice` (options not in it match anything). */
function variantsMatching(product: WithVariants, choice: Chosen): ProductVariant[] {
  return (product.variants ?? []).filter((variant) => [...choice].every(([name, value]) => optionValue(variant, name) === value));
}

const inStock = (variants: readonly ProductVariant[]) => variants.some((variant) => variant.stock > 0);

export function choiceState(product: WithVariants, chosen: Chosen, optionName: string, value: string): ChoiceState {
  const withOthers = new Map(chosen);
  withOthers.set(optionName, value);
  const combination = variantsMatching(product, withOthers);
  if (inStock(combination)) return { state: 'available', selectable: true };
  const anywhere = inStock(variantsMatching(product, new Map([[optionName, value]])));
  if (!anywhere) return { state: 'soldOut', selectable: false };
  return { state: combination.length > 0 ? 'soldOut' : 'notOffered', selectable: true };
}

/**
 * The choice after a tap on `value`: it is chosen (a tap on the value already chosen keeps it), and
 * the other choices that no longer lead to a variant in stock with it are let go, in the options'
 * order, so a shopper always reaches what the shop has without undoing a choice first.
 */
export function chooseValue(product: WithVariants, chosen: Chosen, optionName: string, value: string): Map<string, string> {
  const next = new Map([[optionName, value]]);
  for (const option of product.options ?? []) {
    const other = chosen.get(option.name);
    if (option.name === optionName || other === undefined) continue;
    const tried = new Map(next);
    tried.set(option.name, other);
    if (inStock(variantsMatching(product, tried))) next.set(option.name, other);
  }
  return new Map(
    (product.options ?? []).flatMap((option) => (next.has(option.name) ? [[option.name, next.get(option.name)!] as const] : [])),
  );
}

/**
 * The photo a choice shows: the image every variant of the choice has in common (choosing "Blanco"
 * shows the white garment), or undefined when the variants differ or have none (the product's own
 * first image stands).
 */
export function choiceImage(product: WithVariants, chosen: Chosen): string | undefined {
  if (chosen.size === 0) return undefined;
  const images = new Set(variantsMatching(product, chosen).map((variant) => variant.image));
  const [only] = images;
  return images.size === 1 ? only : undefined;
}
