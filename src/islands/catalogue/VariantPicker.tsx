import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { variantMessages } from '~/domain/catalogue/messages-variants.ts';
import { formatCop, formatUsdFromCop } from '~/domain/money/money.ts';
import { choiceImage, chooseValue } from '~/domain/catalogue/variant-choice.ts';
import {
  matchVariant,
  sellingPriceRange,
  variantDisplayName,
  variantLabel,
  variantPrices,
  type ProductOption,
  type ProductVariant,
} from '~/domain/catalogue/variants.ts';
import { showInGallery } from '~/lib/product-gallery.ts';
import { toast } from '~/lib/toast.ts';
import { addToCart } from '~/stores/cart.ts';
import { $livePrices } from '~/stores/live-prices.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { toastAddedToCart } from './cart-toast.tsx';
import { VariantOption } from './VariantOption.tsx';
import './variant-picker.css';
import type { TaxTreatment } from '~/domain/invoicing/tax.ts';

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
  /** Its own IVA treatment, for the cart's "IVA incluido"; missing: it follows the shop's default. */
  taxTreatment?: TaxTreatment | undefined;
}

/**
 * The product page of a garment with sizes and colours: a row of buttons per option
 * (VariantOption), then the chosen variant's price and stock, and "Añadir al carrito", which asks
 * for what is still missing ("Elige una talla") until the choice is complete. Choosing a colour
 * shows its photo in the page's gallery. The page hydrates it at once (`client:load`), and a tap
 * on a value made before that is held and played back (`data-replay-tap`, see
 * src/layouts/first-paint.ts), so the first tap on a phone is never lost.
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
    const next = chooseValue(current, chosen, optionName, value);
    setChosen(next);
    setHint('');
    showInGallery(choiceImage(current, next) ?? product.productImage[0] ?? '');
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
        ...(product.taxTreatment ? { taxTreatment: product.taxTreatment } : {}),
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
        <VariantOption key={option.name} product={current} option={option} chosen={chosen} onChoose={choose} />
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
