// The free-shipping part of the cart scope (`cart.freeShipping`): the platform's answer to how far the cart is from
// free shipping (`Cart.freeShipping`, the same one the drawer's line, the hosted checkout and the order follow), each
// amount in minor units and formatted in the cart's currency by the scope's own formatter, like its other amounts.
// Always present, like every path of the cart scope.
import type { FreeShipping } from '../../../../src/index.ts';

export interface CartFreeShippingScope {
  /** The shop ships free from some amount (false without a cart, or when no method ships free). */
  offered: boolean;
  /** The goods total (after discounts, VAT included) from which the cart ships free. */
  threshold: number | null;
  thresholdDisplay: string;
  /** What the goods still lack; 0 once reached. */
  remaining: number | null;
  remainingDisplay: string;
  /** What the goods already count towards the threshold (threshold − remaining), for a `<progress>`'s value. */
  progress: number | null;
  reached: boolean;
}

const NOT_OFFERED: CartFreeShippingScope = {
  offered: false,
  threshold: null,
  thresholdDisplay: '',
  remaining: null,
  remainingDisplay: '',
  progress: null,
  reached: false,
};

/** The scope of a cart's free-shipping state (null: no cart, or no free shipping); `money` formats in its currency. */
export function describeFreeShipping(
  state: FreeShipping | null,
  money: (amount: number) => string,
): CartFreeShippingScope {
  if (!state) return { ...NOT_OFFERED };
  return {
    offered: true,
    threshold: state.threshold,
    thresholdDisplay: money(state.threshold),
    remaining: state.remaining,
    remainingDisplay: money(state.remaining),
    progress: state.threshold - state.remaining,
    reached: state.reached,
  };
}
