// The text summary of a cart, shared by the cart tools: its lines (merchant text, fenced), codes and totals.
import type { describeCart } from '../agent-records.ts';
import { showMoney } from '../shop-site.ts';
import type { ToolContext } from '../tool-context.ts';
import { fenceMerchantText } from '../../../../wire/untrusted-text.ts';

export function describeCartText(context: ToolContext, cart: ReturnType<typeof describeCart>): string {
  const money = (amount: number) => showMoney(context, amount, cart.currency);
  const lines = cart.lines.map(
    (line) =>
      `- ${line.quantity} x ${line.name}${line.variantName ? ` (${line.variantName})` : ''} = ` +
      `${money(line.lineTotal)} | variant ${line.variantId}`,
  );
  const codes = cart.discounts.map((d) =>
    d.applied ? `Code ${d.code}: -${money(d.amount)}` : `Code ${d.code}: not applied (${d.reason ?? 'unknown'})`,
  );
  const free = cart.freeShipping
    ? cart.freeShipping.reached
      ? 'Free shipping reached.'
      : `${money(cart.freeShipping.remaining)} more for free shipping.`
    : null;
  return [
    lines.length > 0 ? fenceMerchantText(lines) : 'The cart is empty.',
    ...codes,
    `Subtotal ${money(cart.subtotal)}, discounts ${money(cart.discountTotal)}, total ${money(cart.total)} ` +
      `(${cart.currency}, VAT included; shipping is chosen at checkout).`,
    ...(free ? [free] : []),
  ].join('\n');
}
