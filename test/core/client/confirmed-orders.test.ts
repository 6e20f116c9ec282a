import { expect } from 'chai';
import {
  MAX_REMEMBERED_CHARS,
  MAX_REMEMBERED_ORDERS,
  createConfirmedOrders,
  parseRememberedOrders,
  serializeRememberedOrders,
} from '../../../src/resources/confirmed-orders.ts';
import { createMemoryStorage } from '../../../src/storage/memory-storage.ts';

describe('remembered orders', () => {
  it('round-trips entries, encoding separators inside an order number', () => {
    const orders = [
      { orderNumber: '1001', sessionId: 'cs_a', reported: true },
      { orderNumber: 'A:1,2', sessionId: 'cs_b', reported: false },
    ];
    const text = serializeRememberedOrders(orders);
    expect(text).to.equal('1001:cs_a:r,A%3A1%2C2:cs_b');
    expect(parseRememberedOrders(text)).to.deep.equal(orders);
  });

  it('skips malformed entries instead of failing', () => {
    expect(parseRememberedOrders('junk,1001:cs_a:x,:cs_b,1002:cs_c:r:extra,%E0:cs_d,1003:cs_e')).to.deep.equal([
      { orderNumber: '1003', sessionId: 'cs_e', reported: false },
    ]);
  });

  it('keeps the newest orders within both bounds', async () => {
    const storage = createMemoryStorage();
    const orders = createConfirmedOrders(storage, 'shop_orders', 60);
    for (let n = 1; n <= MAX_REMEMBERED_ORDERS + 2; n++)
      await orders.remember({ orderNumber: String(n), sessionId: `cs_${n}`, reported: true });
    expect(await orders.find('1')).to.equal(null);
    expect(await orders.find(String(MAX_REMEMBERED_ORDERS + 2))).to.deep.include({ sessionId: `cs_12` });
    const long = Array.from({ length: 10 }, (_, n) => ({
      orderNumber: 'x'.repeat(120) + n,
      sessionId: 's',
      reported: true,
    }));
    expect(serializeRememberedOrders(long).length).to.be.at.most(MAX_REMEMBERED_CHARS);
  });

  it('says whether an order had been reported, and never forgets that it was', async () => {
    const orders = createConfirmedOrders(createMemoryStorage(), 'shop_orders', 60);
    expect(await orders.remember({ orderNumber: '1', sessionId: 'cs_1', reported: false })).to.equal(false);
    expect(await orders.remember({ orderNumber: '1', sessionId: 'cs_1', reported: true })).to.equal(false);
    expect(await orders.remember({ orderNumber: '1', sessionId: 'cs_1', reported: false })).to.equal(true);
    expect(await orders.find('1')).to.deep.equal({ orderNumber: '1', sessionId: 'cs_1', reported: true });
  });
});
