// Discount codes on a cart: POST /v2/cart/{cartId}/discounts {code} applies one, DELETE …/discounts/{code} takes it
// off (docs/design.md, "Discount codes"). Both are idempotent. A code that cannot apply is a 422 naming the reason and
// leaves the cart as it was; the refusal itself is counted, and a cart with MAX_REFUSALS refused codes within
// REFUSAL_WINDOW_MS answers `too_many_attempts` to every code until the window has passed, so codes cannot be guessed
// one after the other with the public key.
import { checkDiscount } from '../discounts/check-discount.ts';
import { type DiscountCodeRecord, type DiscountReason, discountKey } from '../discounts/discount-types.ts';
import { ApiError, errorBody, invalid } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { countRefusal, findRefusals } from '../repo/discount-attempts.ts';
import { findDiscountByCode, findDiscounts } from '../repo/discount-codes.ts';
import { convertAmount } from '../pricing/money.ts';
import type { CartRecord } from '../state/types.ts';
import { loadOpenCart } from './cart-access.ts';
import { answer, saveAndAnswer } from './cart-routes.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { requireObject } from './params.ts';
import { loadLineProducts } from '../pricing/price-lines.ts';
import { baseTotals, categoriesOf } from '../pricing/price-cart.ts';
import { requestPricing } from './request-pricing.ts';

export const MAX_CODE_LENGTH = 64;
export const MAX_REFUSALS = 10;
export const REFUSAL_WINDOW_MS = 15 * 60 * 1000;

function readCode(body: unknown): string {
  const value = requireObject(body).code;
  const code = typeof value === 'string' ? value.trim() : value;
  if (typeof code !== 'string' || code === '' || code.length > MAX_CODE_LENGTH)
    throw invalid('code', value, `must be a string of 1-${MAX_CODE_LENGTH} characters`);
  return code;
}

/** The 422 for a code that cannot apply, as an answer: the transaction commits the counted refusal, not the cart. */
async function refuse(
  request: ApiRequest,
  cart: CartRecord,
  refusal: { asked: string; reason: DiscountReason; code?: DiscountCodeRecord },
): Promise<Reply> {
  const { asked, reason, code } = refusal;
  const details: Record<string, unknown> = { field: 'code', code: asked, reason };
  if (reason === 'below_minimum' && code?.minimumSubtotal != null) {
    const { offer } = await requestPricing(request, null);
    details.minimumSubtotal = convertAmount(code.minimumSubtotal, request.shop, offer);
    details.currency = offer.code;
  }
  if (reason !== 'too_many_attempts')
    await countRefusal(request.tx, cart.id, request.platform.now(), REFUSAL_WINDOW_MS);
  const message = `discount code ${JSON.stringify(asked)} cannot apply: ${reason}`;
  const error = new ApiError('discount_not_applicable', message, { details });
  return { status: error.status, body: errorBody(error) };
}

async function isLockedOut(request: ApiRequest, cart: CartRecord): Promise<boolean> {
  const window = await findRefusals(request.tx, cart.id);
  return (
    window !== null &&
    window.refused >= MAX_REFUSALS &&
    Date.parse(window.windowStart) + REFUSAL_WINDOW_MS > request.platform.now()
  );
}

/** The reason a code cannot apply to this cart now, or null (the same check every cart read makes). */
async function reasonFor(request: ApiRequest, cart: CartRecord, code: DiscountCodeRecord) {
  const pricing = await requestPricing(request, cart.storefront?.id ?? null);
  const products = await loadLineProducts(request.tx, request.shop.id, cart.lines);
  const totals = baseTotals(products, cart, pricing);
  const categories = categoriesOf(products);
  const lines = cart.lines.map((line) => ({
    id: line.id,
    baseTotal: totals.get(line.id) ?? 0,
    categoryIds: categories.get(line.productId) ?? [],
  }));
  const context = { now: request.platform.now(), storefrontId: cart.storefront?.id ?? null, lines };
  return checkDiscount(code, context).reason;
}

export function addDiscountRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/cart/:cartId/discounts', {
    scope: 'cart:write',
    async handle(request) {
      const cart = await loadOpenCart(request, request.params.cartId ?? '', { lock: true });
      const asked = readCode(request.body);
      if (await isLockedOut(request, cart)) return refuse(request, cart, { asked, reason: 'too_many_attempts' });
      const code = await findDiscountByCode(request.tx, request.shop.id, asked);
      if (!code) return refuse(request, cart, { asked, reason: 'unknown' });
      if (cart.discountIds.includes(code.id)) return answer(request, cart);
      const reason = await reasonFor(request, cart, code);
      if (reason !== null) return refuse(request, cart, { asked, reason, code });
      cart.discountIds = [code.id];
      return saveAndAnswer(request, cart);
    },
  });
  router.add('DELETE', '/v2/cart/:cartId/discounts/:code', {
    scope: 'cart:write',
    async handle(request) {
      const cart = await loadOpenCart(request, request.params.cartId ?? '', { lock: true });
      const key = discountKey(request.params.code ?? '');
      const held = await findDiscounts(request.tx, request.shop.id, cart.discountIds);
      const removed = new Set(held.filter((code) => discountKey(code.code) === key).map((code) => code.id));
      if (removed.size === 0) return answer(request, cart);
      cart.discountIds = cart.discountIds.filter((id) => !removed.has(id));
      return saveAndAnswer(request, cart);
    },
  });
}
