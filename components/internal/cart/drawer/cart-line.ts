// A line of the cart drawer: what it shows and its quantity stepper. Only the drawer renders it (the cart page's lines
// are the merchant's own markup), so it loads with the drawer, the first time one opens.
import { html, nothing } from 'lit';
import { formatMoney } from '../../../../src/index.ts';
import type { CartItem } from '../../../../src/index.ts';
import type { ShopTexts } from '../../texts/i18n.ts';
import { lineLabel } from '../line-label.ts';
import { isHttpUrl } from '../../base/navigate.ts';

export const MAX_QUANTITY = 999;

/** What a line can ask of its cart: a new quantity (0 removes). */
export type SetQuantity = (item: CartItem, quantity: number) => void;

/** The quantity a stepper key asks for, or null for keys the stepper does not handle. */
export function quantityForKey(key: string, quantity: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return Math.min(MAX_QUANTITY, quantity + 1);
    case 'ArrowDown':
      return Math.max(1, quantity - 1);
    case 'PageUp':
      return Math.min(MAX_QUANTITY, quantity + 10);
    case 'PageDown':
      return Math.max(1, quantity - 10);
    case 'Home':
      return 1;
    case 'End':
      return MAX_QUANTITY;
    default:
      return null;
  }
}

/**
 * One cart line: image (http(s) only), name, variant, unit price and line total on the first row, the quantity
 * stepper and remove on a row of their own beneath, so every part fits a phone-wide drawer.
 */
export function renderCartLine(
  item: CartItem,
  currency: string,
  locale: string,
  texts: ShopTexts,
  set: SetQuantity,
  busy: boolean,
): unknown {
  const money = (amount: number): string => formatMoney(amount, currency, locale);
  const image = item.image && isHttpUrl(item.image.url) ? item.image : null;
  const label = lineLabel(item);
  const onKey = (event: KeyboardEvent): void => {
    const next = quantityForKey(event.key, item.quantity);
    if (next === null) return;
    event.preventDefault();
    if (next !== item.quantity && !busy) set(item, next);
  };
  // A control that cannot act now (a write in flight, a quantity at its limit) says so with aria-disabled and ignores
  // presses: a disabled button would drop the keyboard's focus out of the drawer, onto the page behind it.
  const control = (kind: 'step' | 'remove', name: string, quantity: number, text: string): unknown => {
    const off = busy || (kind === 'step' && (quantity < 1 || quantity > MAX_QUANTITY));
    return html`<button type="button" class=${kind} aria-label="${name}: ${label}" aria-disabled=${off ? 'true' : 'false'} @click=${() => off || set(item, quantity)}>${text}</button>`;
  };
  return html`<li part="line" class="line">
    ${image ? html`<img part="image" src=${image.url} alt=${image.alt} width="64" height="64" loading="lazy">` : html`<span part="image" class="placeholder"></span>`}
    <div class="info">
      <span class="name">${item.name}</span>
      ${item.variantName ? html`<span class="muted variant">${item.variantName}</span>` : nothing}
      <span class="muted">${money(item.unitPrice)}</span>
    </div>
    <span class="total">${money(item.lineTotal)}</span>
    <div class="stepper">
      ${control('step', texts.decrease, item.quantity - 1, '−')}
      <span role="spinbutton" tabindex="0" class="quantity" aria-label="${texts.quantity}: ${label}"
        aria-valuenow=${item.quantity} aria-valuemin="1" aria-valuemax=${MAX_QUANTITY} @keydown=${onKey}>${item.quantity}</span>
      ${control('step', texts.increase, item.quantity + 1, '+')}
      ${control('remove', texts.remove, 0, texts.remove)}
    </div>
  </li>`;
}
