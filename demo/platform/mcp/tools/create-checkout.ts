// create_checkout: the hosted checkout for a cart, as a link the shopper opens once, in their own browser, where
// they choose shipping and pay. The agent never pays and never sees card data; it gets the link and an order token
// to ask for the order's status (get_order_status), never the session itself (which would show the shopper's
// address once they paid). The link and the token are kept only as hashes (repo/agent-checkouts.ts).
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/api-error.ts';
import { nowIso } from '../../platform-context.ts';
import { hashToken, insertAgentCheckout } from '../../repo/agent-checkouts.ts';
import { findSession } from '../../repo/checkout-sessions.ts';
import { findApiRoute, runAsApi } from '../call-api.ts';
import { CURRENCY, ID } from '../record-schemas.ts';
import { findShopSite, showMoney } from '../shop-site.ts';
import type { ShopTool } from '../tool-context.ts';

interface Input {
  cartId: string;
  currency?: string;
}

interface Checkout {
  checkoutUrl: string;
  orderToken: string;
  expiresAt: string;
  currency: string;
  itemCount: number;
  subtotal: number;
  discountTotal: number;
  total: number;
}

export const ORDER_TOKEN_PREFIX = 'ost_';
const CHECKOUT = findApiRoute('POST', '/v2/checkout');
const MONEY = { type: 'integer' } as const;

export const createCheckout: ShopTool<Input> = {
  name: 'create_checkout',
  title: 'Start the checkout',
  description:
    'Make the checkout page for a cart. Give checkoutUrl to the shopper: they open it once, in their browser, ' +
    'choose shipping and pay there themselves. Keep orderToken to ask get_order_status later.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['cartId'],
    properties: { cartId: ID, currency: CURRENCY },
  },
  outputSchema: {
    type: 'object',
    required: ['checkoutUrl', 'orderToken', 'expiresAt', 'currency', 'total'],
    properties: {
      checkoutUrl: { type: 'string', description: 'For the shopper to open, once.' },
      orderToken: { type: 'string', description: 'For get_order_status.' },
      expiresAt: { type: 'string' },
      currency: { type: 'string', description: 'The charged currency.' },
      itemCount: { type: 'integer' },
      subtotal: MONEY,
      discountTotal: MONEY,
      total: { ...MONEY, description: 'Before shipping, which the shopper chooses on the page.' },
    },
  },
  readOnly: false,
  untrustedFields: [],
  async run(context, input) {
    const site = await findShopSite(context);
    if (site === null)
      throw new ApiError('invalid_request', 'this shop lists no storefront origin for the checkout to return to', {
        details: { field: 'cartId' },
      });
    const openToken = randomBytes(24).toString('base64url');
    const orderToken = `${ORDER_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    const checkout = await runAsApi<Checkout>(context, {
      method: 'POST',
      pattern: '/v2/checkout',
      params: {},
      body: { cartId: input.cartId, successUrl: `${site}/`, backUrl: `${site}/`, currency: input.currency },
      route: {
        scope: CHECKOUT.scope,
        async handle(request) {
          const handoff = (await CHECKOUT.handle(request)).body as { sessionId: string; expiresAt: string };
          const session = (await findSession(request.tx, handoff.sessionId))!;
          await insertAgentCheckout(request.tx, {
            sessionId: session.id,
            shopId: session.shopId,
            openTokenHash: hashToken(openToken),
            statusTokenHash: hashToken(orderToken),
            browserHash: null,
            openedAt: null,
            createdAt: nowIso(request.platform),
          });
          const body: Checkout = {
            checkoutUrl: `${request.platform.urls.checkout}/agent/${openToken}`,
            orderToken,
            expiresAt: session.expiresAt,
            currency: session.currency,
            itemCount: session.lines.reduce((sum, line) => sum + line.quantity, 0),
            subtotal: session.subtotal,
            discountTotal: session.discountTotal,
            total: session.total,
          };
          return { status: 201, body };
        },
      },
    });
    const money = (amount: number) => showMoney(context, amount, checkout.currency);
    return {
      structured: { ...checkout },
      summary:
        `Checkout ready: ${checkout.itemCount} items, ${money(checkout.total)} before shipping ` +
        `(discounts ${money(checkout.discountTotal)}). Give the shopper this link to open once and pay in their ` +
        `browser before ${checkout.expiresAt}: ${checkout.checkoutUrl}\nKeep the order token for ` +
        `get_order_status: ${checkout.orderToken}`,
    };
  },
};
