// Discount codes on a cart: POST /v2/cart/{cartId}/discounts {code} applies one, DELETE …/discounts/{code} takes it
// off (docs/design.md, "Discount codes"). Both are idempotent. A code that cannot apply is a 422 naming the reason,
// thrown before anything is written, so the transaction leaves the cart exactly as it was.
import { checkDiscount } from '../discounts/check-discount.ts';
import { type DiscountCodeRecord, type DiscountReason, discountKey } from '../discounts/discount-types.ts';
import { ApiError, invalid } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import { findDiscountByCode, findDiscounts } from '../repo/discount-codes.ts';
import { convertAmount } from '../state/money.ts';
import type { CartRecord } from '../state/types.ts';
import { loadOpenCart } from './cart-access.ts';
import { answer, saveAndAnswer } from './cart-routes.ts';
import type { ApiRequest, ApiRoute } from './context.ts';
import { requireObject } from './params.ts';
import { loadLineProducts } from './present-cart.ts';
import { baseTotals, categoriesOf } from './price-cart.ts';
import { requestPricing } from './request-pricing.ts';

export const MAX_CODE_LENGTH = 64;

function readCode(body: unknown): string {
  const value = requireObject(body).code;
  const code = typeof value === 'string' ? value.trim() : value;
  if (typeof code !== 'string' || code === '' || code.length > MAX_CODE_LENGTH)
    throw invalid('code', value, `must be a string of 1-${MAX_CODE_LENGTH} characters`);
  return code;
}

async function notApplicable(request: ApiRequest, asked: string, reason: DiscountReason, code?: DiscountCodeRecord) {
  const details: Record<string, unknown> = { field: 'code', code: asked, reason };
  if (reason === 'below_minimum' && code?.minimumSubtotal != null) {
    const { offer } = await requestPricing(request, null);
    details.minimumSubtotal = convertAmount(code.minimumSubtotal, request.shop, offer);
    details.currency = offer.code;
  }
  return new ApiError('discount_not_applicable', `discount code ${JSON.stringify(asked)} cannot apply: ${reason}`, {
    details,
  });
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
      const code = await findDiscountByCode(request.tx, request.shop.id, asked);
      if (!code) throw await notApplicable(request, asked, 'unknown');
      if (cart.discountIds.includes(code.id)) return answer(request, cart);
      const reason = await reasonFor(request, cart, code);
      if (reason !== null) throw await notApplicable(request, asked, reason, code);
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
