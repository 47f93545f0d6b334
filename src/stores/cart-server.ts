/**
 * The signed-in half of the cart store (see cart.ts): the product lines are the user's server
 * cart, and the local lines mirror the server's answers. Loaded only when somebody is signed in.
 */
import { packTermsOf } from '~/domain/promotions/packs.ts';
import {
  addProduct,
  countedUnits,
  isProductLine,
  productLineKey,
  removeProduct,
  replaceProductLines,
  setQuantity,
  type CartLine,
  type CartProductSnapshot,
  type ServerCartLine,
} from '~/domain/cart/cart.ts';
import { messages } from '~/domain/shared/messages.ts';
import { findVariant, variantPrices } from '~/domain/catalogue/variants.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { getCartCount, getCartLines, mergeCart, postCartLine, removeCartLine, updateCartLine } from '~/lib/api/cart.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getLivePrices } from '~/lib/api/prices.ts';
import { $cart, $cartOwner, $serverCount, messageOf, type CartChange } from './cart-state.ts';
import { LIVE_PRICE_BATCH } from './live-prices.ts';

/** The server's id of each line (by `productLineKey`), from its last answer. */
const lineIds = new Map<string, string>();
let current: { userId: string; done: Promise<void> } | null = null;

/** The price, stock and image of what a line sells: its variant's, or the product's. */
function soldAs(line: ServerCartLine) {
  const variant = line.variantId ? findVariant(line.product, line.variantId) : undefined;
  if (!variant) return { sellingPrice: line.product.sellingPrice, stock: line.product.stock, image: line.product.productImage[0] ?? '' };
  return {
    sellingPrice: variantPrices(line.product, variant).sellingPrice,
    stock: variant.stock,
    image: variant.image ?? line.product.productImage[0] ?? '',
  };
}

function toCartLine(line: ServerCartLine): CartLine {
  const { sellingPrice, stock, image } = soldAs(line);
  return {
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: line.quantity,
    productDetails: {
      productName: line.product.productName,
      ...(line.variantLabel ? { variantLabel: line.variantLabel } : {}),
      productImage: image,
      category: line.product.category,
      sellingPrice,
      stock,
      ...(packTermsOf(line.product) ? { isPack: true as const } : {}),
      ...(line.product.taxTreatment ? { taxTreatment: line.product.taxTreatment } : {}),
    },
  };
}

/** `kept`: local lines of products the owner deleted, shown until the user removes them. */
function apply(lines: readonly ServerCartLine[], userId: string, kept: readonly CartLine[] = []) {
  lineIds.clear();
  for (const line of lines) lineIds.set(productLineKey(line), line._id);
  $cart.set(replaceProductLines($cart.get(), [...lines.map(toCartLine), ...kept]));
  $cartOwner.set(userId);
  $serverCount.set(lines.reduce((total, line) => total + countedUnits({ quantity: line.quantity, stock: soldAs(line).stock }), 0));
}

/**
 * The mirror's lines the server's answer no longer has because their product was deleted (the
 * server drops such lines): kept and marked gone, so the user learns why the line left. A line
 * gone for another reason (removed in another tab, paid) leaves quietly. `removed` just left.
 */
async function deletedLines(lines: readonly ServerCartLine[], removed = ''): Promise<CartLine[]> {
  const answered = new Set(lines.map((line) => line.productId));
  const missing = $cart
    .get()
    .items.filter((item): item is CartLine => isProductLine(item) && !answered.has(item.productId) && productLineKey(item) !== removed);
  const known = missing.filter((line) => line.gone);
  const unknown = missing.filter((line) => !line.gone).slice(0, LIVE_PRICE_BATCH);
  if (unknown.length === 0) return known;
  try {
    const existing = new Set((await getLivePrices(unknown.map((line) => line.productId))).data.map((price) => price._id));
    return [...known, ...unknown.filter((line) => !existing.has(line.productId)).map((line) => ({ ...line, gone: true as const }))];
  } catch {
    return known;
  }
}

/** Applies an answer of the user's own cart, keeping the lines of deleted products. */
async function settle(lines: readonly ServerCartLine[], removed = '') {
  const userId = $cartOwner.get();
  apply(lines, userId, await deletedLines(lines, removed));
}

const view = async () => (await getCartLines()).data;

/** Brings the local lines in line with the user's server cart, merging the guest's lines once. */
async function sync(user: PublicUser): Promise<void> {
  const owner = $cartOwner.get();
  if (owner === user._id) {
    $serverCount.set((await getCartCount()).data.count);
    return;
  }
  lineIds.clear();
  // Lines that mirror another account belong to that account's server cart: never merged here.
  const guestLines = owner === '' ? $cart.get().items.filter(isProductLine) : [];
  if (guestLines.length === 0) {
    apply(await view(), user._id);
    return;
  }
  const items = guestLines.slice(0, 100).map((line) => ({
    productId: line.productId,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: line.quantity,
  }));
  try {
    apply((await mergeCart({ items })).data, user._id);
  } catch (error) {
    // Lines the server can never accept would be retried on every page: keep the server's cart.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    apply(await view(), user._id);
  }
}

/** Runs the sync once per user and page; a failed one (offline, a navigation…) is tried again next time. */
export function syncFor(user: PublicUser): Promise<void> {
  if (!current || current.userId !== user._id) {
    const run = { userId: user._id, done: sync(user) };
    current = run;
    run.done.catch(() => {
      if (current === run) current = null;
    });
  }
  return current.done;
}

export async function refresh(): Promise<void> {
  try {
    if ($cartOwner.get()) await settle(await view());
  } catch {
    // Offline: the mirror stays as it was.
  }
}

async function lineIdOf(lineKey: string): Promise<string | undefined> {
  if (!lineIds.has(lineKey)) await refresh();
  return lineIds.get(lineKey);
}

export async function addLine(productId: string, details: CartProductSnapshot, quantity: number, variantId?: string): Promise<CartChange> {
  try {
    const { data } = await postCartLine({ productId, ...(variantId ? { variantId } : {}), quantity });
    $serverCount.set(data.count);
    $cart.set(addProduct($cart.get(), productId, details, quantity, variantId));
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error), kind: 'error' };
  }
}

export async function changeLine(lineKey: string, quantity: number): Promise<CartChange> {
  const lineId = await lineIdOf(lineKey);
  const line = $cart.get().items.find((item): item is CartLine => isProductLine(item) && productLineKey(item) === lineKey);
  if (!lineId || !line) return { ok: false, message: messages.cartLineNotFound, kind: 'error' };
  // The same bounds as a guest's cart: at least 1, at most the stock.
  const wanted = setQuantity({ items: [line], shippingInfo: null }, lineKey, quantity).items[0]?.quantity ?? 1;
  try {
    await settle((await updateCartLine({ _id: lineId, quantity: wanted })).data);
    return { ok: true };
  } catch (error) {
    await refresh();
    return { ok: false, message: messageOf(error), kind: 'error' };
  }
}

export async function removeLine(lineKey: string): Promise<CartChange> {
  const local = $cart.get().items.find((item): item is CartLine => isProductLine(item) && productLineKey(item) === lineKey);
  // A deleted product's line is only local: the server dropped it already.
  if (local?.gone) {
    $cart.set(removeProduct($cart.get(), lineKey));
    return { ok: true };
  }
  const lineId = await lineIdOf(lineKey);
  if (!lineId) return { ok: true };
  try {
    await settle((await removeCartLine({ _id: lineId })).data, lineKey);
    return { ok: true };
  } catch (error) {
    await refresh();
    return { ok: false, message: messageOf(error), kind: 'error' };
  }
}
