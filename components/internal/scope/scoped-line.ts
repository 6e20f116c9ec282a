// The line an element inside a product (a `<shop-product>` or a list row) acts on: the pinned variant, why there is
// none yet ("Choose Size and Colour", "Sold out"), and the quantity from a `data-shop-quantity` field.
import type { CartLineInput } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';
import type { ProductScope } from './product-scope.ts';
import { describeReason } from './describe-reason.ts';

/** Why the product cannot be bought or added now; empty when it can. */
export function describeScopeReason(scope: ProductScope | null, texts: ShopTexts): string {
  const data = scope?.data;
  return data ? describeReason(data.variant, data.selection.missing, texts) : '';
}

/** Marks the merchant's own buttons inside a product action as disabled for a reason (still focusable and announced). */
export function markBlockedButtons(host: Element, blocked: boolean): void {
  for (const node of host.querySelectorAll('button')) {
    if (blocked) node.setAttribute('aria-disabled', 'true');
    else node.removeAttribute('aria-disabled');
  }
}

/** The pinned variant's line, or null while none is pinned (or the product is not read yet). */
export function describeScopedLine(scope: ProductScope | null, quantity: number): CartLineInput | null {
  const data = scope?.data;
  return data?.variant ? { productId: data.product.id, variantId: data.variant.id, quantity } : null;
}

/**
 * `explicit` when the element has a `quantity` attribute, else a `data-shop-quantity` field inside the element or
 * the product, else `fallback` (the element's `quantity` property); clamped to 1-999.
 */
export function readScopedQuantity(
  host: Element,
  scope: ProductScope | null,
  explicit: number | null,
  fallback = 1,
): number {
  const field = host.querySelector('[data-shop-quantity]') ?? scope?.root.querySelector('[data-shop-quantity]');
  const raw = explicit ?? (field ? Number((field as HTMLInputElement).value) : fallback);
  return Number.isInteger(raw) ? Math.min(Math.max(raw, 1), 999) : 1;
}
