// A checkout session prices the cart as it was when the checkout started. If the shopper changes the cart afterwards
// (another tab, the cart drawer), paying the old session would drop what was added without a word. So a session whose
// cart changed is never paid as it stands: it is priced again from the cart as it is now, in the session's currency
// and campaign, and the checkout page shows the new lines and total for the shopper to check and pay (docs/design.md,
// "Hosted checkout"). A discount code put on or taken off the cart is a change too, and is priced in the same way.
import { loadLineProducts } from '../pricing/price-lines.ts';
import { priceCart } from '../pricing/price-cart.ts';
import { findStorefront } from '../pricing/price-variant.ts';
import type { Tx } from '../db/database.ts';
import { findCart } from '../repo/carts.ts';
import { findSession, saveSession } from '../repo/checkout-sessions.ts';
import { resolveOffer } from '../pricing/money.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';

type Lines = ReadonlyArray<{ variantId: string; quantity: number }>;

const quantities = (lines: Lines) => {
  const map = new Map<string, number>();
  for (const line of lines) map.set(line.variantId, (map.get(line.variantId) ?? 0) + line.quantity);
  return map;
};

/** Whether the cart holds other variants or quantities than the session priced, or other discount codes. */
export function isCartChanged(
  cart: { lines: Lines; discountIds?: readonly string[] },
  session: { lines: Lines; discounts?: ReadonlyArray<{ id: string }> },
): boolean {
  const now = quantities(cart.lines);
  const then = quantities(session.lines);
  const codesNow = [...(cart.discountIds ?? [])].sort().join();
  const codesThen = (session.discounts ?? [])
    .map((discount) => discount.id)
    .sort()
    .join();
  if (codesNow !== codesThen) return true;
  return now.size !== then.size || [...now].some(([variantId, quantity]) => then.get(variantId) !== quantity);
}

export type RefreshOutcome =
  | { kind: 'unchanged'; session: SessionRecord }
  | { kind: 'refreshed'; session: SessionRecord; previousTotal: number }
  | { kind: 'emptied'; session: SessionRecord }
  | { kind: 'gone' };

/** Prices an open session again when its cart changed, and saves it; tells what it found. */
export async function refreshSession(
  tx: Tx,
  shop: ShopRecord,
  sessionId: string,
  now: number,
): Promise<RefreshOutcome> {
  const session = await findSession(tx, sessionId, { lock: true });
  if (!session || session.status !== 'open') return { kind: 'gone' };
  const cart = await findCart(tx, session.cartId, { lock: true });
  if (!cart || cart.status !== 'open' || !isCartChanged(cart, session)) return { kind: 'unchanged', session };
  if (cart.lines.length === 0) return { kind: 'emptied', session };
  const offer = resolveOffer(shop, session.currency);
  const campaign = await findStorefront(tx, shop.id, cart.storefront?.id ?? null).catch(() => null);
  const products = await loadLineProducts(tx, shop.id, cart.lines);
  const priced = await priceCart(tx, products, cart, { shop, offer, storefront: campaign }, now);
  const refreshed: SessionRecord = { ...session, lines: priced.lines, discounts: priced.discounts, ...priced.totals };
  await saveSession(tx, refreshed);
  return { kind: 'refreshed', session: refreshed, previousTotal: session.total };
}
