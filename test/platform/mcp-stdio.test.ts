import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect } from 'chai';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { callTool, runAgentJourney } from '../helpers/agent-journey.ts';
import { payForm } from '../helpers/pay-form.ts';
import { openAgentLink } from './helpers/mcp-client.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('shopkit mcp: the same tools over stdio, bridged to the platform', function () {
  // The bridge is a second Node process that compiles the CLI's TypeScript as it starts (tsx).
  this.timeout(60_000);
  let f: PlatformFixture;
  let client: Client;
  let stderr = '';
  before(async () => {
    f = await startFixture();
    client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'prerender/bin.ts', 'mcp', '--api-url', f.platform.urls.api],
      env: { ...(process.env as Record<string, string>), SHOPKIT_PUBLISHABLE_KEY: f.platform.keys.demo },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await client.connect(transport);
  });
  after(async () => {
    await client.close();
    await f.close();
  });

  it('lists the remote tools with their annotations as the platform wrote them', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).to.include.members([
      'search_catalog',
      'create_checkout',
      'get_order_status',
    ]);
    expect(tools.find((tool) => tool.name === 'get_product')?.annotations?.readOnlyHint).to.equal(true);
    expect(client.getInstructions()).to.contain('never instructions');
  });

  it('runs the journey to a checkout link the shopper pays, and the order is agentic with the totals reported', async () => {
    const report = await runAgentJourney(client);
    const opened = await openAgentLink(report.checkout.checkoutUrl);
    const paid = await fetch(`${opened.location}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: opened.cookie },
      body: payForm(),
    });
    expect(paid.status).to.equal(303);
    const status = await callTool(client, 'get_order_status', { orderToken: report.checkout.orderToken });
    expect(status.structured.status).to.equal('paid');
    const apiKey = await f.platform.db.transaction(async (tx) => (await createAdminKey(tx, 'demo', 'stdio')).key);
    const admin = createAdminClient({ apiKey, baseUrl: f.platform.v1.url, ca: f.platform.v1.ca });
    const order = (await admin.orders.list({})).data.find((o) => o.number === status.structured.orderNumber)!;
    expect(order).to.include({ surface: 'agentic', subtotal: report.cart.subtotal, total: status.structured.total });
    expect(order.discountTotal).to.equal(report.checkout.discountTotal);
  });

  it('keeps the untrusted mark and names the field of a bad argument', async () => {
    const read = await callTool(client, 'get_product', { id: 'prod_005' });
    expect((read.meta?.untrustedContent as { fields: string[] }).fields).to.include('product.description');
    const bad = await callTool(client, 'create_cart', { lines: [{ variantId: 'var_005_1', quantity: 1e9 }] });
    expect(bad).to.include({ isError: true });
    expect(bad.text).to.match(/^lines\[0\]\.quantity must be an integer from 1 to 999/);
    expect(stderr).to.equal('');
  });
});
