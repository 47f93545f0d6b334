import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { shopMessages as messages } from '~/domain/messages-shop.ts';
import { variantMessages } from '~/domain/messages-variants.ts';
import { formatCop, formatUsdFromCop } from '~/domain/money.ts';
import {
  choiceAvailable,
  matchVariant,
  sellingPriceRange,
  variantDisplayName,
  variantLabel,
  variantPrices,
  type ProductOption,
  type ProductVariant,
} from '~/domain/variants.ts';
import { toast } from '~/lib/toast.ts';
import { addToCart } from '~/stores/cart.ts';
import { $livePrices } from '~/stores/live-prices.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { toastAddedToCart } from './cart-toast.tsx';
import './variant-picker.css';

export interface PickerProduct {
  _id: string;
  productName: string;
  productImage: string[];
  category: string;
  price: number;
  sellingPrice: number;
  stock: number;
  options: ProductOption[];
  variants: ProductVariant[];
}

/**
 * The product page of a garment with sizes and colours: a row of buttons per option (a value that
 * leads to no variant in stock is shown sold out and cannot be chosen), then the chosen variant's
 * price, stock and image, and "Añadir al carrito", which asks for what is still missing
 * ("Elige una talla") until the choice is complete.
 */
export default function VariantPicker({ product }: { product: PickerProduct }) {
  const hydrated = useHydrated();
  const live = useStore($livePrices)[product._id];
  const current =
    hydrated && live?.variants ? { ...product, ...live, options: live.options ?? product.options, variants: live.variants } : product;
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [hint, setHint] = useState('');
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const variant = matchVariant(current, chosen);
  const missing = current.options.find((option) => !chosen.has(option.name));

  function choose(optionName: string, value: string) {
    const next = new Map(chosen);
    // Pressing the chosen value again lets it go, so another combination can be reached.
    if (next.get(optionName) === value) next.delete(optionName);
    else next.set(optionName, value);
    setChosen(next);
    setHint('');
  }

  async function add() {
    if (missing) return setHint(variantMessages.chooseOption(missing.name));
    if (!variant || busy) return;
    const label = variantLabel(current.options, variant);
    setBusy(true);
    const result = await addToCart(
      product._id,
      {
        productName: product.productName,
        variantLabel: label,
        productImage: variant.image ?? product.productImage[0] ?? '',
        category: product.category,
        sellingPrice: variantPrices(current, variant).sellingPrice,
        stock: variant.stock,
      },
      1,
      variant._id,
    );
    setBusy(false);
    if (result.ok) toastAddedToCart(variantDisplayName(product.productName, label));
    else if (result.kind === 'info') toast.info(result.message);
    else toast.error(result.message);
  }

  const range = sellingPriceRange(current);
  const price = variant ? variantPrices(current, variant).sellingPrice : range.min;
  const soldOut = variant ? variant.stock <= 0 : current.stock <= 0;
  return (
    <div className="variant-picker">
      {current.options.map((option) => (
        <fieldset className="variant-option" key={option.name}>
          <legend>
            {option.name}
            {chosen.has(option.name) && <span className="variant-chosen">: {chosen.get(option.name)}</span>}
          </legend>
          <div className="variant-values">
            {option.values.map((value) => {
              const available = choiceAvailable(current, chosen, option.name, value);
              const pressed = chosen.get(option.name) === value;
              return (
                <button
                  key={value}
                  type="button"
                  className={`variant-value${available ? '' : ' variant-value-soldout'}`}
                  aria-pressed={pressed}
                  disabled={!available && !pressed}
                  title={available ? undefined : variantMessages.soldOutChoice}
                  onClick={() => choose(option.name, value)}
                >
                  {value}
                  {!available && <span className="visually-hidden"> ({variantMessages.soldOutChoice})</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className="variant-price" data-variant-price>
        <span className="price-now">
          {variant || range.min === range.max ? formatCop(price) : variantMessages.fromPrice(formatCop(price))}
        </span>{' '}
        <span className="price-usd">≈ {formatUsdFromCop(price)}</span>
      </p>
      {variant && (
        <p className={soldOut ? 'stock-state stock-out' : 'stock-state stock-in'}>
          {soldOut ? messages.outOfStock : messages.inStock(variant.stock)}
        </p>
      )}
      {variant?.image && (
        <img className="variant-image" src={variant.image} alt={variantLabel(current.options, variant)} width="120" height="120" />
      )}
      <button
        type="button"
        className={`btn add-to-cart add-to-cart-large${soldOut ? ' add-to-cart-soldout' : ''}`}
        disabled={soldOut}
        aria-busy={busy || undefined}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => void add()}
        data-ready={hydrated ? 'true' : undefined}
      >
        {soldOut ? messages.outOfStock : messages.addToCart}
      </button>
      <p className="variant-hint" id={hintId} role="status">
        {hint}
      </p>
    </div>
  );
}
