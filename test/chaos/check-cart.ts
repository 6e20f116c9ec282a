// Compares the cart read from the platform with the intended model: one line per variant, quantities the model
// allows, a consistent item count, and the currency the shopper chose.
import type { CartModel } from './create-cart-model.ts';

export interface PlatformCartLine {
  id: string;
  variantId: string;
  quantity: number;
}
export interface PlatformCart {
  id: string;
  currency: string;
  itemCount: number;
  items: PlatformCartLine[];
}

export interface CartExpectation {
  model: CartModel;
  /** The currency the platform should price in, or null to skip the check. */
  currency: string | null;
}

export function checkCart(cart: PlatformCart | null, expected: CartExpectation): string[] {
  const actual = new Map<string, number>();
  const mismatches: string[] = [];
  for (const line of cart?.items ?? []) {
    if (actual.has(line.variantId)) mismatches.push(`cart ${cart?.id}: duplicated line for variant ${line.variantId}`);
    actual.set(line.variantId, (actual.get(line.variantId) ?? 0) + line.quantity);
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      mismatches.push(`cart ${cart?.id}: line ${line.id} has quantity ${line.quantity}`);
    }
  }
  mismatches.push(...expected.model.compare(actual));
  if (cart) {
    const sum = cart.items.reduce((total, line) => total + line.quantity, 0);
    if (cart.itemCount !== sum)
      mismatches.push(`cart ${cart.id}: itemCount ${cart.itemCount} but lines add up to ${sum}`);
    if (expected.currency !== null && cart.currency !== expected.currency) {
      mismatches.push(`cart ${cart.id}: priced in ${cart.currency}, shopper chose ${expected.currency}`);
    }
  }
  return mismatches;
}
