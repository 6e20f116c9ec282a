// The marketing link: `?discount=CODE` on any page with the script. The code is kept for the default client's
// remembered cart (applied when the cart is created or next changed, see `cart.deferDiscount`) and taken out of the
// address bar at once with `history.replaceState`, leaving the path, every other parameter (as written) and the hash
// alone, so a reload, a bookmark or a shared URL does not carry it on. A code that cannot apply is reported once by
// the client (`onDiscountRejected`), which `<shop-cart>` tells the shopper.
import type { ShopkitClient } from '../../../src/index.ts';
import { getDefaultClient, watchDefaultClient } from '../config/client-registry.ts';
import { DISCOUNT_PARAM, warnUnusedLink } from './discount-link-param.ts';

interface LinkWindow {
  location: { href: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
}

/** The decoded name of one `name=value` part of a query string (`+` is a space there). */
function nameOf(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Splits a URL into the discount code it carries (the first non-empty `discount` parameter) and the same URL without
 * any `discount` parameter, other parameters kept byte for byte. Null when the URL has no `discount` parameter.
 */
export function parseDiscountLink(href: string): { code: string; url: string } | null {
  const url = new URL(href);
  const parts = url.search.slice(1).split('&');
  const mine = parts.filter((part) => nameOf(part) === DISCOUNT_PARAM);
  if (mine.length === 0) return null;
  const code = mine.map((part) => new URLSearchParams(part).get(DISCOUNT_PARAM)!.trim()).find((value) => value !== '');
  const rest = parts.filter((part) => part !== '' && nameOf(part) !== DISCOUNT_PARAM);
  return { code: code ?? '', url: `${url.pathname}${rest.length > 0 ? `?${rest.join('&')}` : ''}${url.hash}` };
}

/**
 * Takes `?discount=` out of the address bar and keeps the code for the client's cart. Never throws into the page: a
 * code the client cannot even send (over 64 characters) is dropped with one console warning naming the parameter.
 */
export async function captureDiscountLink(client: ShopkitClient, win: LinkWindow = window): Promise<string | null> {
  const link = parseDiscountLink(win.location.href);
  if (!link) return null;
  win.history.replaceState(win.history.state, '', link.url);
  if (link.code === '') return null;
  try {
    await client.cart.deferDiscount(link.code);
    return link.code;
  } catch (error) {
    warnUnusedLink(error);
    return null;
  }
}

/** Captures the link for the default client as soon as there is one (the script tag, or a later `configure()`). */
export function watchDiscountLink(): void {
  const client = getDefaultClient();
  if (client) {
    void captureDiscountLink(client);
    return;
  }
  const stop = watchDefaultClient((state) => {
    if (!state.client) return;
    stop();
    void captureDiscountLink(state.client);
  });
}
