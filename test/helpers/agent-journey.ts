// The journey the issue names, driven through any connected MCP client (Streamable HTTP or the stdio bridge): search
// "tea towel", read the product, a cart with two lines in EUR, shipping options for Sweden, a discount code, the
// checkout. Returns what the tools reported, for the test to compare with the order the shopper's payment makes.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'chai';

export interface JourneyReport {
  productId: string;
  cartId: string;
  cart: { subtotal: number; discountTotal: number; total: number; currency: string; itemCount: number };
  shipping: Array<{ methodId: string; price: number; free: boolean }>;
  checkout: {
    checkoutUrl: string;
    orderToken: string;
    total: number;
    subtotal: number;
    discountTotal: number;
    currency: string;
  };
}

export async function callTool<T = any>(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '';
  return { isError: result.isError === true, text, structured: result.structuredContent as T, meta: result._meta };
}

export async function runAgentJourney(client: Client): Promise<JourneyReport> {
  const found = await callTool(client, 'search_catalog', { query: 'tea towel', currency: 'EUR' });
  expect(found.isError, found.text).to.equal(false);
  const towel = found.structured.products.find((p: { name: string }) => /tea towel/i.test(p.name));
  expect(towel, 'a tea towel in the results').to.not.equal(undefined);
  const read = await callTool(client, 'get_product', { id: towel.id, currency: 'EUR' });
  expect(read.structured.product.currency).to.equal('EUR');
  const towelVariant = read.structured.product.variants[0].id;
  const mug = await callTool(client, 'get_product', { slug: 'stoneware-mug', currency: 'EUR' });
  const mugVariant = mug.structured.product.variants.find((v: { available: boolean }) => v.available).id;
  const made = await callTool(client, 'create_cart', {
    currency: 'EUR',
    lines: [
      { variantId: towelVariant, quantity: 2 },
      { variantId: mugVariant, quantity: 1 },
    ],
  });
  expect(made.isError, made.text).to.equal(false);
  expect(made.structured.cart.lines).to.have.length(2);
  const cartId = made.structured.cart.cartId as string;
  const shipping = await callTool(client, 'get_shipping_options', {
    country: 'SE',
    postalCode: '111 22',
    cartId,
    currency: 'EUR',
  });
  expect(shipping.structured.options.length).to.be.greaterThan(0);
  const coded = await callTool(client, 'apply_discount_code', { cartId, code: 'spring10', currency: 'EUR' });
  expect(coded.isError, coded.text).to.equal(false);
  expect(coded.structured.cart.discounts[0]).to.include({ code: 'SPRING10', applied: true });
  const checkout = await callTool(client, 'create_checkout', { cartId, currency: 'EUR' });
  expect(checkout.isError, checkout.text).to.equal(false);
  const { cart } = coded.structured;
  return {
    productId: towel.id,
    cartId,
    cart: {
      subtotal: cart.subtotal,
      discountTotal: cart.discountTotal,
      total: cart.total,
      currency: cart.currency,
      itemCount: cart.itemCount,
    },
    shipping: shipping.structured.options,
    checkout: checkout.structured,
  };
}
