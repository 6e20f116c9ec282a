// A cart's lines never ask for more than a tracked variant's stock, checked against the products the cart request read
// in its own transaction (api/cart-access.ts readProducts): over REST and through the MCP cart tools, for a new line,
// a merged one and a changed quantity, and for adds to one cart that arrive together. Carts reserve nothing: two carts
// may each hold the last unit, and only one of them can pay for it. On PostgreSQL a cart change reads the cart without
// a lock and writes it back only if it is unchanged, else runs again with the lock: a change another request made in
// between is kept. Runs on both databases (the PostgreSQL step too).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'chai';
import { sql } from 'kysely';
import { findVariantStock } from '../../demo/platform/repo/variants.ts';
import { callTool } from '../helpers/agent-journey.ts';
import { payForm } from '../helpers/pay-form.ts';
import { connectMcp, openAgentLink } from './helpers/mcp-client.ts';
import { countRows, startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const PRODUCT = 'prod_002';
const VARIANT = 'var_002_1';
const OTHER = 'var_005_1';

describe('platform: stock in carts', () => {
  let f: PlatformFixture;
  let client: Client;
  before(async () => {
    f = await startFixture();
    client = await connectMcp(f.platform.urls.api, f.platform.keys.demo);
  });
  after(async () => {
    await client.close();
    await f.close();
  });

  const setStock = (variantId: string, stock: number | null) =>
    f.platform.db.transaction((tx) =>
      tx.db.updateTable('variants').set({ stock }).where('id', '=', variantId).execute(),
    );
  const stockOf = async (variantId: string) =>
    (await f.platform.db.transaction((tx) => findVariantStock(tx, [variantId]))).get(variantId)!.stock;
  const quantities = async (cartId: string) =>
    ((await f.call('GET', `/v2/cart/${cartId}`)).body.items as Array<{ variantId: string; quantity: number }>).map(
      (item) => [item.variantId, item.quantity],
    );

  it('refuses a line over the stock when it is added, merged or changed, naming what is left, and keeps the cart', async () => {
    await setStock(VARIANT, 3);
    const tooMany = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: PRODUCT, variantId: VARIANT, quantity: 4 }] },
    });
    expect(tooMany.status).to.equal(409);
    expect(tooMany.body.error).to.include({ code: 'out_of_stock' });
    expect(tooMany.body.error.lines).to.deep.equal([
      { productId: PRODUCT, variantId: VARIANT, requested: 4, available: 3 },
    ]);

    const made = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: PRODUCT, variantId: VARIANT, quantity: 2 }] },
    });
    expect(made.status).to.equal(201);
    const cartId = made.body.id as string;
    const merged = await f.call('POST', `/v2/cart/${cartId}/items`, {
      body: { productId: PRODUCT, variantId: VARIANT, quantity: 2 },
    });
    expect(merged.status).to.equal(409);
    expect(merged.body.error.message).to.equal(`not enough stock for ${VARIANT} (3 left, 4 asked)`);
    const itemId = made.body.items[0].id as string;
    const changed = await f.call('PATCH', `/v2/cart/${cartId}/items/${itemId}`, { body: { quantity: 4 } });
    expect(changed.status).to.equal(409);
    expect(await quantities(cartId)).to.deep.equal([[VARIANT, 2]]);

    const allLeft = await f.call('PATCH', `/v2/cart/${cartId}/items/${itemId}`, { body: { quantity: 3 } });
    expect(allLeft.status).to.equal(200);
    expect(await quantities(cartId)).to.deep.equal([[VARIANT, 3]]);
  });

  it('refuses update_cart over the stock for a line in the cart or a new one, and changes no line', async () => {
    await setStock(VARIANT, 3);
    await setStock(OTHER, 1);
    const made = await callTool(client, 'create_cart', { lines: [{ variantId: VARIANT, quantity: 1 }] });
    expect(made.isError, made.text).to.equal(false);
    const cartId = made.structured.cart.cartId as string;

    const held = await callTool(client, 'update_cart', { cartId, lines: [{ variantId: VARIANT, quantity: 4 }] });
    expect(held).to.include({ isError: true });
    expect(held.text).to.contain(`not enough stock for ${VARIANT} (3 left, 4 asked)`);
    const added = await callTool(client, 'update_cart', {
      cartId,
      lines: [
        { variantId: VARIANT, quantity: 3 },
        { variantId: OTHER, quantity: 2 },
      ],
    });
    expect(added).to.include({ isError: true });
    expect(added.text).to.contain(`not enough stock for ${OTHER} (1 left, 2 asked)`);
    expect(await quantities(cartId)).to.deep.equal([[VARIANT, 1]]);

    const both = await callTool(client, 'update_cart', {
      cartId,
      lines: [
        { variantId: VARIANT, quantity: 3 },
        { variantId: OTHER, quantity: 1 },
      ],
    });
    expect(both.isError, both.text).to.equal(false);
    expect(await quantities(cartId)).to.deep.equal([
      [VARIANT, 3],
      [OTHER, 1],
    ]);
  });

  it('gives the units left to as many adds to one cart arriving together as there are units', async () => {
    await setStock(VARIANT, 3);
    const cartId = (await f.call('POST', '/v2/cart', { body: {} })).body.id as string;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        f.call('POST', `/v2/cart/${cartId}/items`, { body: { productId: PRODUCT, variantId: VARIANT, quantity: 1 } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).to.deep.equal([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(await quantities(cartId)).to.deep.equal([[VARIANT, 3]]);
  });

  it('lets two carts hold the last unit and sells it to only one of them', async () => {
    await setStock(VARIANT, 1);
    const links: string[] = [];
    for (let shopper = 0; shopper < 2; shopper++) {
      const made = await callTool(client, 'create_cart', { lines: [{ variantId: VARIANT, quantity: 1 }] });
      expect(made.isError, made.text).to.equal(false);
      const checkout = await callTool(client, 'create_checkout', { cartId: made.structured.cart.cartId });
      expect(checkout.isError, checkout.text).to.equal(false);
      links.push(checkout.structured.checkoutUrl as string);
    }
    const ordersBefore = await countRows(f, 'orders');
    const paid = await Promise.all(
      links.map(async (link) => {
        const opened = await openAgentLink(link);
        const answer = await fetch(`${opened.location}/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: opened.cookie },
          body: payForm(),
        });
        return answer.status;
      }),
    );
    expect(paid.filter((status) => status === 303)).to.have.length(1);
    expect(await countRows(f, 'orders')).to.equal(ordersBefore + 1);
    expect(await stockOf(VARIANT)).to.equal(0);
  });
  it('keeps a change made to the cart between update_cart reading it and writing it back (PostgreSQL)', async function () {
    if (f.platform.db.dialect !== 'postgres') this.skip();
    await setStock(VARIANT, null);
    await setStock(OTHER, null);
    const made = await callTool(client, 'create_cart', { lines: [{ variantId: VARIANT, quantity: 1 }] });
    expect(made.isError, made.text).to.equal(false);
    const cartId = made.structured.cart.cartId as string;
    // Another request's transaction holds the cart's row lock, so update_cart, which reads without waiting, waits at
    // its write; the other request then changes the line the tool did not name, and commits.
    let updated:
      ReturnType<typeof callTool<{ cart: { lines: Array<{ variantId: string; quantity: number }> } }>> | undefined;
    await f.platform.db.transaction(async (tx) => {
      await sql`select id from carts where id = ${cartId} for update`.execute(tx.db);
      let settled = false;
      updated = callTool(client, 'update_cart', { cartId, lines: [{ variantId: OTHER, quantity: 2 }] });
      void updated.finally(() => (settled = true));
      while (!settled && !(await cartWriteWaits())) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(settled, 'update_cart answered while another transaction held its cart').to.equal(false);
      const { lines } = await tx.db
        .selectFrom('carts')
        .select('lines')
        .where('id', '=', cartId)
        .executeTakeFirstOrThrow();
      const changed = (JSON.parse(lines) as Array<{ quantity: number }>).map((line) => ({ ...line, quantity: 5 }));
      await tx.db
        .updateTable('carts')
        .set({ lines: JSON.stringify(changed) })
        .where('id', '=', cartId)
        .execute();
    });
    const answer = await updated!;
    expect(answer.isError, answer.text).to.equal(false);
    const held = [
      [VARIANT, 5],
      [OTHER, 2],
    ];
    expect(await quantities(cartId)).to.deep.equal(held);
    const told = answer.structured.cart.lines;
    expect(told.map((line) => [line.variantId, line.quantity])).to.deep.equal(held);
  });

  /** Whether an UPDATE of a cart is waiting for a row lock (PostgreSQL's view of its sessions). */
  async function cartWriteWaits(): Promise<boolean> {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query like 'update "carts"%'`.execute(
      f.platform.db.kysely,
    );
    return rows[0]!.waiting > 0;
  }
});
