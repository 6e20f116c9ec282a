// The remote MCP server end to end: an agent (the SDK's own client over Streamable HTTP) searches "tea towel", reads
// the product, makes a cart of two lines in EUR, reads shipping to Sweden, applies a code and creates the checkout;
// the shopper opens the link it got in a browser and pays with the demo's test payment; the merchant's REST v1 order
// carries the `agentic` surface and the totals the tools reported.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { callTool, runAgentJourney } from '../helpers/agent-journey.ts';
import { connectMcp } from '../platform/helpers/mcp-client.ts';
import { expect, test } from './fixtures.ts';

test("an agent's cart and checkout link, paid by the shopper in a browser, is an agentic order with the tools' totals", async ({
  page,
  platform,
  site,
}) => {
  const client: Client = await connectMcp(platform.urls.api, platform.keys.demo);
  try {
    const report = await runAgentJourney(client);
    expect(report.cart).toMatchObject({ currency: 'EUR', itemCount: 3 });

    await page.goto(report.checkout.checkoutUrl);
    await page.waitForURL(`${platform.urls.checkout}/session/**`);
    await expect(page.locator('#checkout-total')).toHaveAttribute('data-currency', 'EUR');
    await page.getByLabel('Full name').fill('Ann Berg');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Street address').fill('Sjövägen 12');
    await page.getByLabel('Postal code').fill('413 01');
    await page.getByLabel('City').fill('Göteborg');
    await page.getByLabel('Country').selectOption('SE');
    await page.getByRole('radio', { name: /Standard/ }).check();
    const standard = report.shipping.find((option) => option.methodId === 'ship_standard')!;
    await expect(page.locator('#checkout-total')).toHaveAttribute(
      'data-amount',
      String(report.checkout.total + standard.price),
    );
    await page.getByRole('button', { name: /^Pay \(demo\)/ }).click();
    // The checkout returns the shopper to the shop's storefront (the demo site), never to the agent.
    await page.waitForURL(`${site.url}/success/**`);

    const status = await callTool(client, 'get_order_status', { orderToken: report.checkout.orderToken });
    expect(status.structured).toMatchObject({
      status: 'paid',
      currency: 'EUR',
      total: report.checkout.total + standard.price,
    });
    const { key } = await platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'agent checkout e2e'));
    const v1 = createAdminClient({ apiKey: key, baseUrl: platform.v1.url, ca: platform.v1.ca });
    const order = (await v1.orders.list({ includeLines: true, limit: 200 })).data.find(
      (o) => o.number === status.structured.orderNumber,
    );
    expect(order).toMatchObject({
      surface: 'agentic',
      currency: 'EUR',
      subtotal: report.cart.subtotal,
      discountTotal: report.cart.discountTotal,
      discounts: [{ code: 'SPRING10', amount: report.cart.discountTotal }],
      shippingTotal: standard.price,
      total: report.checkout.total + standard.price,
    });
    expect(order!.lines!.map((line) => line.quantity)).toEqual([2, 1]);
  } finally {
    await client.close();
  }
});
