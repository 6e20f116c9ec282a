// The discount rows of the hosted checkout's totals: one per code the session carries, between the subtotal and the
// VAT. An applied code shows what it takes off; one that no longer applied when the checkout started says why.
import type { DiscountReason, SessionDiscount } from '../discounts/discount-types.ts';
import { html, type SafeHtml } from './html.ts';

const REASONS: Record<DiscountReason, string> = {
  unknown: 'unknown code',
  expired: 'expired',
  not_yet_valid: 'not valid yet',
  below_minimum: 'below its minimum',
  used_up: 'used up',
  not_for_storefront: 'not valid in this shop',
  not_for_items: 'applies to none of these items',
  disabled: 'no longer valid',
  too_many_attempts: 'too many codes tried',
};

export function discountRows(discounts: readonly SessionDiscount[], money: (amount: number) => string): SafeHtml[] {
  return discounts.map((discount) =>
    discount.applied
      ? html`<div class="discount"><dt>Discount <span class="code">${discount.code}</span></dt><dd class="checkout-discount" data-code="${discount.code}" data-amount="${discount.amount}">\u2212${money(discount.amount)}</dd></div>`
      : html`<div class="discount"><dt>Discount <span class="code">${discount.code}</span></dt><dd class="checkout-discount" data-code="${discount.code}" data-amount="0" data-reason="${discount.reason ?? ''}">Not applied: ${REASONS[discount.reason ?? 'unknown']}</dd></div>`,
  );
}
