// get_order_status: where the checkout an agent started stands (open, processing, paid, expired), with the order
// number and totals once paid: read with the order token create_checkout gave, and nothing else (no order number,
// no e-mail). It shows no personal data: no address, no e-mail, no payment.
import { ApiError } from '../../http/api-error.ts';
import { sessionStatus } from '../../api/checkout-routes.ts';
import { confirmIfDue } from '../../checkout/create-order.ts';
import { findAgentCheckout } from '../../repo/agent-checkouts.ts';
import { findSession } from '../../repo/checkout-sessions.ts';
import { runAsApi } from '../call-api.ts';
import { showMoney } from '../shop-site.ts';
import type { ShopTool } from '../tool-context.ts';
import { fenceMerchantText } from '../../../../wire/untrusted-text.ts';
import { ORDER_TOKEN_PREFIX } from './create-checkout.ts';

interface OrderStatus {
  status: 'open' | 'processing' | 'paid' | 'expired';
  orderNumber: string | null;
  currency: string;
  lines: Array<{ name: string; variantName: string | null; quantity: number; lineTotal: number }>;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  vatTotal: number;
  total: number;
  expiresAt: string;
}

const MONEY = { type: 'integer' } as const;

export const getOrderStatus: ShopTool<{ orderToken: string }> = {
  name: 'get_order_status',
  title: 'Order status',
  description:
    'Whether the shopper has paid the checkout create_checkout made (open, processing, paid, expired), with the ' +
    'order number and totals, read with its orderToken.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['orderToken'],
    properties: {
      orderToken: {
        type: 'string',
        pattern: `^${ORDER_TOKEN_PREFIX}[A-Za-z0-9_-]{20,80}$`,
        'x-rule': 'must be the orderToken create_checkout gave',
      },
    },
  },
  outputSchema: {
    type: 'object',
    required: ['status', 'orderNumber', 'currency', 'total'],
    properties: {
      status: { type: 'string', enum: ['open', 'processing', 'paid', 'expired'] },
      orderNumber: { type: ['string', 'null'] },
      currency: { type: 'string' },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            variantName: { type: ['string', 'null'] },
            quantity: { type: 'integer' },
            lineTotal: MONEY,
          },
        },
      },
      subtotal: MONEY,
      discountTotal: MONEY,
      shippingTotal: MONEY,
      vatTotal: MONEY,
      total: MONEY,
      expiresAt: { type: 'string' },
    },
  },
  readOnly: true,
  untrustedFields: ['lines[].name', 'lines[].variantName'],
  async run(context, input) {
    const order = await runAsApi<OrderStatus>(context, {
      method: 'GET',
      pattern: '/v2/checkout/:sessionId',
      params: {},
      route: {
        scope: 'checkout:read',
        async handle(request) {
          const found = await findAgentCheckout(request.tx, { statusToken: input.orderToken });
          const stored = found?.shopId === request.shop.id ? await findSession(request.tx, found.sessionId) : null;
          if (!stored)
            throw new ApiError('not_found', 'no checkout of this shop has that order token', {
              details: { field: 'orderToken' },
            });
          const session = await confirmIfDue(request.tx, stored, request.platform.now());
          const body: OrderStatus = {
            status: sessionStatus(session, request.platform.now()),
            orderNumber: session.orderNumber,
            currency: session.currency,
            lines: session.lines.map(({ name, variantName, quantity, lineTotal }) => ({
              ...{ name, variantName, quantity, lineTotal },
            })),
            subtotal: session.subtotal,
            discountTotal: session.discountTotal,
            shippingTotal: session.shippingTotal,
            vatTotal: session.vatTotal,
            total: session.total,
            expiresAt: session.expiresAt,
          };
          return { status: 200, body };
        },
      },
    });
    const money = (amount: number) => showMoney(context, amount, order.currency);
    const head =
      order.status === 'paid' || order.status === 'processing'
        ? `Paid as order ${order.orderNumber}${order.status === 'processing' ? ' (payment being confirmed)' : ''}: ` +
          `total ${money(order.total)} including shipping ${money(order.shippingTotal)}.`
        : order.status === 'open'
          ? `Not paid yet: the checkout is open until ${order.expiresAt}.`
          : 'The checkout expired unpaid; make a new one with create_checkout.';
    const lines = order.lines.map((line) => `- ${line.quantity} x ${line.name}`);
    return { structured: { ...order }, summary: `${head}\n${fenceMerchantText(lines)}` };
  },
};
