// A client built with the core (createClientWith, so a test may replace its waits) over the shared fake fetch,
// against a tiny in-memory shop whose prices depend on ?currency= (EUR is a tenth of SEK), so tests can assert what
// crosses the wire and what reprices.
import { createClientWith } from '../../src/client.ts';
import type { Cart, CartItem, ShopkitClient, ShopkitConfig, StorageAdapter } from '../../src/index.ts';
import { createFakeFetch, errorReply } from '../helpers/fake-fetch.ts';
import type { FakeFetch, RecordedRequest } from '../helpers/fake-fetch.ts';
import { DEMO_KEY, makeCart, makeCartItem, makeCheckoutHandoff, makeProduct, makeShop } from '../helpers/fixtures.ts';
import { checkCode, priceDiscounts } from './fake-discounts.ts';

export const API_URL = 'https://api.shop.test';
export const PRODUCTS = [
  makeProduct(),
  makeProduct({ id: 'prod_tee', slug: 'tee', name: 'Tee', price: 24900, compareAtPrice: 29900, variants: [] }),
  makeProduct({ id: 'prod_cap', slug: 'cap', name: 'Cap', price: 19900 }),
];

export interface TestShop {
  client: ShopkitClient;
  fake: FakeFetch;
  storage: StorageAdapter & { entries: Map<string, string> };
  /** The cart as the fake platform holds it (SEK). */
  cart(): Cart | null;
}

/** Storage over a plain map; seed `shop_cart_id` to start with a remembered cart. */
export function mapStorage(seed: Record<string, string> = {}): TestShop['storage'] {
  const entries = new Map(Object.entries(seed));
  return {
    kind: 'map',
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value);
    },
    remove: (key) => {
      entries.delete(key);
    },
  };
}

function rate(request: RecordedRequest): { currency: string; factor: number } {
  return request.query.get('currency') === 'EUR' ? { currency: 'EUR', factor: 0.1 } : { currency: 'SEK', factor: 1 };
}

function relined(item: CartItem, quantity: number, unitPrice: number): CartItem {
  return { ...item, quantity, unitPrice, lineTotal: quantity * unitPrice };
}

/** A cart with these lines (and codes): counts, discounts and totals recomputed (makeCart derives the totals). */
function recart(cart: Cart, items: CartItem[], currency = cart.currency, factor = 1, codes = codesOf(cart)): Cart {
  const discounts = priceDiscounts(codes, items, factor);
  const freeShipping = cart.freeShipping && {
    ...cart.freeShipping,
    threshold: Math.round(cart.freeShipping.threshold * factor),
    remaining: Math.round(cart.freeShipping.remaining * factor),
  };
  return makeCart({ id: cart.id, currency, items, discounts, freeShipping, updatedAt: cart.updatedAt });
}

const codesOf = (cart: Cart): string[] => cart.discounts.map((discount) => discount.code);

/** A changed cart's free-shipping state as the platform gives it: its threshold against the goods after discounts. */
function withFreeShipping(cart: Cart): Cart {
  if (!cart.freeShipping) return cart;
  const remaining = Math.max(0, cart.freeShipping.threshold - (cart.subtotal - cart.discountTotal));
  return { ...cart, freeShipping: { ...cart.freeShipping, remaining, reached: remaining === 0 } };
}

function priced(cart: Cart, request: RecordedRequest): Cart {
  const { currency, factor } = rate(request);
  return recart(
    cart,
    cart.items.map((item) => relined(item, item.quantity, Math.round(item.unitPrice * factor))),
    currency,
    factor,
  );
}

function line(body: { productId: string; quantity?: number }, index: number): CartItem {
  const product = PRODUCTS.find((p) => p.id === body.productId)!;
  return makeCartItem({
    id: `li_${index}`,
    productId: product.id,
    name: product.name,
    slug: product.slug,
    unitPrice: product.price,
    quantity: body.quantity ?? 1,
  });
}

export interface TestShopOptions {
  cart?: Cart | null;
  storage?: TestShop['storage'];
  config?: Partial<ShopkitConfig>;
  /** Replaces the client's waits (retries, payment-confirmation polling), so a test decides when they end. */
  sleep?: (ms: number) => Promise<void>;
}

export function createTestShop(options: TestShopOptions = {}): TestShop {
  let cart: Cart | null = options.cart === undefined ? null : options.cart;
  let version = 0;
  const touch = (next: Cart): Cart =>
    (cart = { ...withFreeShipping(next), updatedAt: `2026-01-15T12:00:${String(++version).padStart(2, '0')}.000Z` });
  const storage = options.storage ?? mapStorage(cart ? { shop_cart_id: cart.id } : {});
  const fake = createFakeFetch({
    'GET /v2/cart/*': (request) => (cart ? { body: priced(cart, request) } : errorReply(404, 'not_found')),
    'POST /v2/cart': (request) => {
      const items = ((request.body as { items?: Array<{ productId: string; quantity?: number }> }).items ?? []).map(
        line,
      );
      return { status: 201, body: priced(touch(makeCart({ id: 'cart_new', items })), request) };
    },
    'POST /v2/cart/*/items': (request) => {
      const body = request.body as { productId: string; quantity?: number };
      const items = [...cart!.items, line(body, cart!.items.length + 1)];
      return { body: priced(touch(recart(cart!, items)), request) };
    },
    'PATCH /v2/cart/*/items/*': (request) => {
      const id = request.path.split('/').pop();
      const quantity = (request.body as { quantity: number }).quantity;
      const items = cart!.items.flatMap((item) =>
        item.id !== id ? [item] : quantity === 0 ? [] : [relined(item, quantity, item.unitPrice)],
      );
      return { body: priced(touch(recart(cart!, items)), request) };
    },
    'DELETE /v2/cart/*/items/*': (request) => {
      const id = request.path.split('/').pop();
      return {
        body: priced(
          touch(
            recart(
              cart!,
              cart!.items.filter((item) => item.id !== id),
            ),
          ),
          request,
        ),
      };
    },
    'POST /v2/cart/*/discounts': (request) => {
      const checked = checkCode((request.body as { code: string }).code, cart!.items, rate(request));
      if (typeof checked !== 'string') return checked;
      return { body: priced(touch(recart(cart!, cart!.items, cart!.currency, 1, [checked])), request) };
    },
    'DELETE /v2/cart/*/discounts/*': (request) => {
      const code = decodeURIComponent(request.path.split('/').pop()!).toUpperCase();
      const codes = codesOf(cart!).filter((kept) => kept.toUpperCase() !== code);
      return { body: priced(touch(recart(cart!, cart!.items, cart!.currency, 1, codes)), request) };
    },
    'GET /v2/shop': (request) => ({ body: makeShop({ currency: rate(request).currency }) }),
    'GET /v2/products': (request) => {
      const ids = (request.query.get('ids') ?? '').split(',');
      const { currency, factor } = rate(request);
      const data = PRODUCTS.filter((p) => ids.includes(p.id)).map((p) => ({
        ...p,
        currency,
        price: Math.round(p.price * factor),
        compareAtPrice: p.compareAtPrice && Math.round(p.compareAtPrice * factor),
      }));
      return { body: { data, nextCursor: null } };
    },
    'POST /v2/checkout': () => ({ status: 201, body: makeCheckoutHandoff() }),
  });
  const client = createClientWith(
    {
      publishableKey: DEMO_KEY,
      apiUrl: API_URL,
      fetch: fake.fetch,
      storage,
      maxRetries: 0,
      consent: { cookieName: 'test_consent' },
      ...options.config,
    },
    options.sleep ? { sleep: options.sleep } : {},
  );
  return { client, fake, storage, cart: () => cart };
}

/** How long `until` waits: well inside mocha's 10 s per test, so the failure names what never came. */
const UNTIL_MS = 8_000;

/**
 * Resolves once `predicate` holds, checking after each animation frame; fails naming `what` after 8 s. A deadline in
 * time, not in frames: a frame comes every 16 ms whatever the machine's load, a frame's document or a module does not.
 */
export async function until(predicate: () => boolean, what = 'condition'): Promise<void> {
  const deadline = performance.now() + UNTIL_MS;
  while (performance.now() < deadline) {
    if (predicate()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (!predicate()) throw new Error(`timed out waiting for ${what}`);
}

export function clearConsentCookie(): void {
  document.cookie = 'test_consent=; max-age=0; path=/';
}

/** Resolves when the element's transitions (drawer slide, banner fade) have finished, so axe sees final colours. */
export async function settled(element: Element): Promise<void> {
  const root = element.shadowRoot ?? element;
  await Promise.all(
    root.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
  );
}
