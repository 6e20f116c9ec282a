import { isDiscountReason } from '../config/discount-code.ts';
import type { DiscountReason, ShopkitDiscountRejection } from '../types.ts';
import { ShopkitError } from './shopkit-error.ts';

/**
 * A discount code that cannot apply to the cart (the platform's 422 `discount_not_applicable`). The cart is
 * unchanged. `reason` is what to tell the shopper; `cause` is the ShopkitHttpError of the answer.
 */
export class ShopkitDiscountError extends ShopkitError {
  override name = 'ShopkitDiscountError' as const;
  declare readonly code: string;
  declare readonly reason: DiscountReason;
  declare readonly minimumSubtotal: number | null;
  declare readonly currency: string | null;
  declare readonly status: number;
  declare readonly requestId: string | null;

  constructor(
    rejection: Omit<ShopkitDiscountRejection, 'pending'>,
    options: { cause?: unknown; requestId?: string | null },
  ) {
    super(`discount code ${JSON.stringify(rejection.code)} cannot apply: ${rejection.reason}`, {
      cause: options.cause,
      context: { ...rejection, status: 422, requestId: options.requestId ?? null },
    });
  }
}

/** The ShopkitDiscountError of a 422 `discount_not_applicable` answer, or the error unchanged. */
export function toDiscountError(error: unknown, code: string): unknown {
  const http = error as { status?: unknown; code?: unknown; body?: unknown; requestId?: string | null };
  if (http?.status !== 422 || http.code !== 'discount_not_applicable') return error;
  const details = ((http.body as { error?: { details?: Record<string, unknown> } })?.error?.details ?? {}) as Record<
    string,
    unknown
  >;
  const reason: DiscountReason = isDiscountReason(details.reason) ? details.reason : 'unknown';
  const minimum = typeof details.minimumSubtotal === 'number' ? details.minimumSubtotal : null;
  const currency = typeof details.currency === 'string' ? details.currency : null;
  return new ShopkitDiscountError(
    { code, reason, minimumSubtotal: minimum, currency: minimum === null ? null : currency },
    { cause: error, requestId: http.requestId ?? null },
  );
}
