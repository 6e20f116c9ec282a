import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import type { ShopkitWebhookEvent } from '../../src/server/webhook-events.ts';

function makeReceiver(options: { dedupeWindowMs?: number; now?: () => number } = {}) {
  const events: ShopkitWebhookEvent[] = [];
  const handler = createWebhookHandler({
    onEvent: (event) => {
      events.push(event);
    },
    ...options,
  });
  const call = (query: string, method = 'GET') =>
    handler.fetch(new Request(`https://shop.example/hooks?${query}`, { method }));
  return { events, handler, call };
}

describe('createWebhookHandler (Fetch API)', () => {
  it('answers 200 before onEvent runs, then hands over the order event', async () => {
    const { events, handler, call } = makeReceiver();
    const response = await call('event_type=order.new&order_id=ord_1');
    expect(response.status).to.equal(200);
    expect(events).to.have.length(0);
    await handler.idle();
    expect(events).to.deep.equal([{ type: 'order.new', group: 'order', id: 'ord_1', orderId: 'ord_1', surface: null }]);
  });

  it("keeps an order event's surface when it is one of the surfaces, and drops any other value", async () => {
    const { events, handler, call } = makeReceiver();
    await call('event_type=order.new&order_id=ord_1&surface=agentic');
    await call('event_type=order.done&order_id=ord_2&surface=%3Cscript%3E');
    await handler.idle();
    expect(events.map((event) => (event.group === 'order' ? event.surface : 'product'))).to.deep.equal([
      'agentic',
      null,
    ]);
  });

  it('reads product events from product_id', async () => {
    const { events, handler, call } = makeReceiver();
    await call('event_type=product.delete&product_id=prod_mug');
    await handler.idle();
    expect(events).to.deep.equal([{ type: 'product.delete', group: 'product', id: 'prod_mug', productId: 'prod_mug' }]);
  });

  it('reads customer events from customer_id', async () => {
    const { events, handler, call } = makeReceiver();
    await call('event_type=customer.created&customer_id=cus_ann');
    await call('event_type=customer.deleted&customer_id=cus_ann');
    await handler.idle();
    expect(events).to.deep.equal([
      { type: 'customer.created', group: 'customer', id: 'cus_ann', customerId: 'cus_ann' },
      { type: 'customer.deleted', group: 'customer', id: 'cus_ann', customerId: 'cus_ann' },
    ]);
  });

  const malformed: [string, string, RegExp][] = [
    ['no event_type', 'order_id=ord_1', /event_type is missing/],
    ['an unknown event_type', 'event_type=order.shipped&order_id=ord_1', /"order\.shipped" is not one of order\.new/],
    [
      'an order event without order_id',
      'event_type=order.done&product_id=prod_1',
      /order_id is missing for order\.done/,
    ],
    ['a product event without product_id', 'event_type=product.add&order_id=ord_1', /product_id is missing/],
    ['a customer event without customer_id', 'event_type=customer.deleted&order_id=ord_1', /customer_id is missing/],
    ['an id given twice', 'event_type=order.new&order_id=a&order_id=b', /order_id is given 2 times/],
    ['an id with markup', 'event_type=order.new&order_id=%3Cscript%3E', /order_id "<script>" is not a valid id/],
  ];
  for (const [label, query, message] of malformed) {
    it(`answers 400 naming the parameter for ${label}, and never calls onEvent`, async () => {
      const { events, handler, call } = makeReceiver();
      const response = await call(query);
      expect(response.status).to.equal(400);
      expect(((await response.json()) as { error: string }).error).to.match(message);
      await handler.idle();
      expect(events).to.have.length(0);
    });
  }

  it('answers 405 to a POST and never calls onEvent', async () => {
    const { events, handler, call } = makeReceiver();
    const response = await call('event_type=order.new&order_id=ord_1', 'POST');
    expect(response.status).to.equal(405);
    expect(response.headers.get('allow')).to.equal('GET');
    await handler.idle();
    expect(events).to.have.length(0);
  });

  it('drops a repeat of the same event and id inside the window but not another event for the same id', async () => {
    let clock = 1_000;
    const { events, handler, call } = makeReceiver({ dedupeWindowMs: 60_000, now: () => clock });
    await call('event_type=order.new&order_id=ord_1');
    const repeat = await call('event_type=order.new&order_id=ord_1');
    expect(repeat.status).to.equal(200);
    expect(await repeat.json()).to.deep.equal({ ok: true, duplicate: true });
    await call('event_type=order.done&order_id=ord_1');
    clock += 60_000;
    await call('event_type=order.new&order_id=ord_1');
    await handler.idle();
    expect(events.map((event) => `${event.type} ${event.id}`)).to.deep.equal([
      'order.new ord_1',
      'order.done ord_1',
      'order.new ord_1',
    ]);
  });

  it('keeps answering 200 when onEvent throws and reports the failure to onError', async () => {
    const failures: string[] = [];
    const handler = createWebhookHandler({
      onEvent: () => {
        throw new Error('database down');
      },
      onError: (error, event) => failures.push(`${event.type}: ${(error as Error).message}`),
    });
    const response = await handler.fetch(new Request('https://shop.example/h?event_type=product.add&product_id=p1'));
    expect(response.status).to.equal(200);
    await handler.idle();
    expect(failures).to.deep.equal(['product.add: database down']);
  });

  it('refuses a negative dedupe window naming the field', () => {
    expect(() => createWebhookHandler({ onEvent: () => {}, dedupeWindowMs: -1 })).to.throw(/dedupeWindowMs: .*-1/);
  });
});

describe('createWebhookHandler (Node http)', () => {
  it('serves a Node http server: 200 then onEvent, 400 for a malformed call', async () => {
    const events: ShopkitWebhookEvent[] = [];
    const handler = createWebhookHandler({
      onEvent: (event) => {
        events.push(event);
      },
    });
    const server = http.createServer((req, res) => handler.node(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const ok = await fetch(`${base}?event_type=order.cancelled&order_id=ord_9`);
      const bad = await fetch(`${base}?event_type=order.cancelled`);
      expect([ok.status, bad.status]).to.deep.equal([200, 400]);
      await handler.idle();
      expect(events.map((event) => event.type)).to.deep.equal(['order.cancelled']);
    } finally {
      server.close();
    }
  });
});
