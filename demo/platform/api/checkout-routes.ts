// POST /v2/checkout (the handoff to the hosted checkout, for a cart or buy-now items, optionally for a frame on one
// origin) and GET /v2/checkout/{sessionId} (for the thank-you page; a due payment confirmation is applied first).
// A display-only currency cannot be charged: such a session is priced in the shop's base currency. The cart's code is
// checked again here and priced into the session, which keeps it (paying counts its use: create-order.ts). Shipping
// is chosen on the hosted checkout's page: a session carries its method, cost and address from the payment on.
// A cart has at most one open session: a new start for a cart replaces its open session (which then cannot be paid,
// and reads as expired), with the cart locked so starts for one cart run one after the other.
import { invalid, notFound } from '../http/api-error.ts';
import { confirmIfDue } from '../checkout/create-order.ts';
import type { Router } from '../http/router.ts';
import { createId } from '../state/create-id.ts';
import { chargedOffer, parseCurrencyParam, resolveOffer } from '../pricing/money.ts';
import { findSession, insertSession, replaceOpenSession } from '../repo/checkout-sessions.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';
import { readCheckoutCart, readEmbedOrigin } from './checkout-body.ts';
import type { PlatformUrls } from '../platform-context.ts';
import type { ApiRoute } from './context.ts';
import { readAttribution, readString, requireObject } from './params.ts';
import { loadLineProducts, type LineProducts } from '../pricing/price-lines.ts';
import { presentDiscount, presentLine } from './present-cart.ts';
import { priceCart } from '../pricing/price-cart.ts';
import { findStorefront } from '../pricing/price-variant.ts';
import { requireStorefrontOrigin } from '../storefront/storefront-origins.ts';
import { assertInStock } from './stock.ts';

export const SESSION_TTL_MS = 60 * 60 * 1000;

function readReturnUrl(body: Record<string, unknown>, field: string): string {
  const raw = readString(body, field, { required: true, max: 2048 });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(field, raw, 'must be an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(field, raw, 'must be an http or https URL');
  if (url.username || url.password)
    throw invalid(field, `${url.protocol}//…@${url.host}`, 'must not carry credentials');
  return url.href;
}

export function handoffUrl(urls: PlatformUrls, shop: ShopRecord, sessionId: string): string {
  return shop.checkout === 'legacy'
    ? `${urls.checkout}/legacy/${shop.storeId}/checkout?session=${encodeURIComponent(sessionId)}`
    : `${urls.checkout}/session/${encodeURIComponent(sessionId)}`;
}

/** A paid or processing session never expires; an open one does at `expiresAt`, and a replaced one is over. */
export function sessionStatus(session: SessionRecord, now: number): 'open' | 'processing' | 'paid' | 'expired' {
  if (session.status === 'replaced') return 'expired';
  if (session.status !== 'open') return session.status;
  return Date.parse(session.expiresAt) <= now ? 'expired' : 'open';
}

export function presentSession(
  products: LineProducts,
  session: SessionRecord,
  shop: ShopRecord,
  cdnUrl: string,
  now: number,
) {
  return {
    id: session.id,
    status: sessionStatus(session, now),
    cartId: session.cartId,
    storeId: shop.storeId,
    currency: session.currency,
    items: session.lines.map((line) => presentLine(products, line, cdnUrl, shop.id)),
    subtotal: session.subtotal,
    discounts: session.discounts.map(presentDiscount),
    discountTotal: session.discountTotal,
    shipping: session.shipping,
    shippingTotal: session.shippingTotal,
    shippingAddress: session.shippingAddress,
    vatTotal: session.vatTotal,
    total: session.total,
    orderNumber: session.orderNumber,
    successUrl: session.successUrl,
    backUrl: session.backUrl,
    storefront: session.storefront,
    surface: session.surface === 'agentic' ? 'agentic' : null,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
  };
}

export function addCheckoutRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/checkout', {
    scope: 'checkout:write',
    customer: 'optional',
    async handle(request) {
      const body = requireObject(request.body);
      const { shop, tx } = request;
      const successUrl = readReturnUrl(body, 'successUrl');
      const backUrl = readReturnUrl(body, 'backUrl');
      await requireStorefrontOrigin(request, 'successUrl', successUrl);
      await requireStorefrontOrigin(request, 'backUrl', backUrl);
      const embedOrigin = readEmbedOrigin(request, body);
      if (embedOrigin) await requireStorefrontOrigin(request, 'embedOrigin', embedOrigin);
      const requested = parseCurrencyParam(body.currency ?? request.query.get('currency') ?? undefined, 'currency');
      const attribution = readAttribution(body, 'storefront');
      const cart = await readCheckoutCart(request, body, attribution);
      await assertInStock(tx, cart.lines);
      const offer = resolveOffer(shop, requested);
      const charged = chargedOffer(shop, offer);
      const storefrontAttribution = attribution ?? cart.storefront;
      const campaign = await findStorefront(tx, shop.id, cart.storefront?.id ?? null);
      if (attribution) await findStorefront(tx, shop.id, attribution.id);
      const products = await loadLineProducts(tx, shop.id, cart.lines);
      const now = request.platform.now();
      const priced = await priceCart(tx, products, cart, { shop, offer: charged, storefront: campaign }, now);
      const session: SessionRecord = {
        id: createId('cs', 24),
        shopId: shop.id,
        cartId: cart.id,
        status: 'open',
        currency: charged.code,
        lines: priced.lines,
        discounts: priced.discounts,
        ...priced.totals,
        shipping: null,
        shippingTotal: 0,
        shippingAddress: null,
        storefront: storefrontAttribution,
        surface: request.surface ?? cart.surface,
        successUrl,
        backUrl,
        orderNumber: null,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
        embedOrigin,
        paymentConfirmAt: null,
        pendingOrder: null,
        customerId: request.customer?.customer.id ?? null,
      };
      await replaceOpenSession(tx, cart.id, session.createdAt);
      await insertSession(tx, session);
      return {
        status: 201,
        body: {
          url: handoffUrl(request.platform.urls, shop, session.id),
          checkout: shop.checkout,
          sessionId: session.id,
          storeId: shop.storeId,
          currency: session.currency,
          expiresAt: session.expiresAt,
        },
      };
    },
  });
  router.add('GET', '/v2/checkout/:sessionId', {
    scope: 'checkout:read',
    async handle(request) {
      const found = await findSession(request.tx, request.params.sessionId ?? '');
      if (!found || found.shopId !== request.shop.id) throw notFound('session', request.params.sessionId ?? '');
      const session = await confirmIfDue(request.tx, found, request.platform.now());
      const products = await loadLineProducts(request.tx, request.shop.id, session.lines);
      return {
        status: 200,
        body: presentSession(products, session, request.shop, request.platform.urls.cdn, request.platform.now()),
      };
    },
  });
}
