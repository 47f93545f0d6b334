import { variantMessages } from '~/domain/catalogue/messages-variants.ts';
import { choiceState } from '~/domain/catalogue/variant-choice.ts';
import type { ProductOption, WithVariants } from '~/domain/catalogue/variants.ts';

const stateClass = { available: '', soldOut: ' variant-value-soldout', notOffered: ' variant-value-unoffered' } as const;

interface Props {
  product: WithVariants;
  option: ProductOption;
  chosen: ReadonlyMap<string, string>;
  onChoose: (optionName: string, value: string) => void;
}

/**
 * One option's row of buttons ("Talla": S M L XL). A value the shop has sold out everywhere is
 * shown "Agotado" and cannot be chosen; one that exists only with other choices reads "No
 * disponible en esta combinación" (or "Agotado" when that combination exists without stock) and
 * choosing it changes the other choices. A tap made before the island runs is held and played
 * back (`data-replay-tap`, src/layouts/first-paint.ts).
 */
export function VariantOption({ product, option, chosen, onChoose }: Props) {
  const current = chosen.get(option.name);
  return (
    <fieldset className="variant-option">
      <legend>
        {option.name}
        {current !== undefined && <span className="variant-chosen">: {current}</span>}
      </legend>
      <div className="variant-values">
        {option.values.map((value) => {
          const pressed = current === value;
          const { state, selectable } = choiceState(product, chosen, option.name, value);
          const note =
            state === 'available' ? undefined : state === 'soldOut' ? variantMessages.soldOutChoice : variantMessages.notOfferedChoice;
          return (
            <button
              key={value}
              type="button"
              className={`variant-value${stateClass[state]}`}
              aria-pressed={pressed}
              disabled={!selectable && !pressed}
              title={note}
              data-replay-tap
              onClick={() => onChoose(option.name, value)}
            >
              {value}
              {note && <span className="visually-hidden"> ({note})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
