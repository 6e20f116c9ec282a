import { html, nothing } from 'lit';
import { formatMoney } from '../../src/index.ts';
import type { CartItem } from '../../src/index.ts';
import type { ShopTexts } from './i18n.ts';
import { isHttpUrl } from './navigate.ts';

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

/** One cart line: image (http(s) only), name, variant, unit price, line total, quantity stepper and remove. */
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
  const onKey = (event: KeyboardEvent): void => {
    const next = quantityForKey(event.key, item.quantity);
    if (next === null) return;
    event.preventDefault();
    if (next !== item.quantity && !busy) set(item, next);
  };
  return html`<li part="line" class="line">
    ${image ? html`<img part="image" src=${image.url} alt=${image.alt} width="64" height="64" loading="lazy">` : html`<span part="image" class="placeholder"></span>`}
    <div class="info">
      <span class="name">${item.name}</span>
      ${item.variantName ? html`<span class="muted">${item.variantName}</span>` : nothing}
      <span class="muted">${money(item.unitPrice)}</span>
      <div class="stepper">
        <button type="button" class="step" aria-label="${texts.decrease}: ${item.name}" ?disabled=${busy || item.quantity <= 1} @click=${() => set(item, item.quantity - 1)}>−</button>
        <span role="spinbutton" tabindex="0" class="quantity" aria-label="${texts.quantity}: ${item.name}"
          aria-valuenow=${item.quantity} aria-valuemin="1" aria-valuemax=${MAX_QUANTITY} @keydown=${onKey}>${item.quantity}</span>
        <button type="button" class="step" aria-label="${texts.increase}: ${item.name}" ?disabled=${busy || item.quantity >= MAX_QUANTITY} @click=${() => set(item, item.quantity + 1)}>+</button>
        <button type="button" class="remove" ?disabled=${busy} @click=${() => set(item, 0)}>${texts.remove}<span class="sr-only">: ${item.name}</span></button>
      </div>
    </div>
    <span class="total">${money(item.lineTotal)}</span>
  </li>`;
}
