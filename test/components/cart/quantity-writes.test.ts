import { expect } from '@open-wc/testing';
import { QuantityWrites } from '../../../components/internal/cart/quantity-writes.ts';

/** A platform of lines whose writes wait until the test answers them. */
function setUp(confirmed: Record<string, number>) {
  const writes: Array<{ itemId: string; quantity: number; answer(error?: Error): void }> = [];
  let changes = 0;
  const queue = new QuantityWrites({
    confirmed: (itemId) => confirmed[itemId],
    write: (itemId, quantity) =>
      new Promise<void>((resolve, reject) => {
        writes.push({
          itemId,
          quantity,
          answer: (error) => {
            if (error) return reject(error);
            confirmed[itemId] = quantity;
            resolve();
          },
        });
      }),
    changed: () => {
      changes++;
    },
  });
  return { queue, writes, confirmed, changes: () => changes };
}

const settled = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: Error) => `rejected: ${error.message}`,
  );

async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('QuantityWrites', () => {
  it('writes a quick series of changes of a line once, with the last quantity', async () => {
    const { queue, writes } = setUp({ a: 1 });
    const asked = [2, 3, 4, 5].map((quantity) => queue.set('a', quantity, 20));
    expect(queue.pending.get('a')).to.equal(5);
    await until(() => writes.length === 1);
    expect(writes.map(({ itemId, quantity }) => [itemId, quantity])).to.deep.equal([['a', 5]]);
    expect(queue.pending.get('a'), 'shown while it is written').to.equal(5);
    writes[0]!.answer();
    expect(await Promise.all(asked.map(settled))).to.deep.equal(['resolved', 'resolved', 'resolved', 'resolved']);
    expect(queue.pending.size).to.equal(0);
  });

  it('writes nothing for a series that ends where the platform is', async () => {
    const { queue, writes } = setUp({ a: 2 });
    queue.set('a', 3, 10);
    await queue.set('a', 2, 10);
    expect(writes).to.have.length(0);
    expect(queue.pending.size).to.equal(0);
  });

  it('writes at once with 0 settle time, taking the other waiting lines along', async () => {
    const { queue, writes } = setUp({ a: 1, b: 1 });
    void queue.set('a', 4, 10_000);
    void queue.set('b', 0, 0);
    await until(() => writes.length === 1);
    expect(writes[0]).to.include({ itemId: 'a', quantity: 4 });
    writes[0]!.answer();
    await until(() => writes.length === 2);
    expect(writes[1]).to.include({ itemId: 'b', quantity: 0 });
  });

  it('rejects the changes of a line whose write failed, and keeps the others', async () => {
    const { queue, writes } = setUp({ a: 1, b: 1 });
    const a = settled(queue.set('a', 9, 10));
    const b = settled(queue.set('b', 2, 10));
    await until(() => writes.length === 1);
    writes[0]!.answer(new Error('out of stock'));
    await until(() => writes.length === 2);
    writes[1]!.answer();
    expect([await a, await b]).to.deep.equal(['rejected: out of stock', 'resolved']);
    expect(queue.pending.size, 'the failed line shows the platform’s quantity again').to.equal(0);
  });

  it('writes a change made during a write after it, in order', async () => {
    const { queue, writes, confirmed } = setUp({ a: 1 });
    void queue.set('a', 2, 0);
    await until(() => writes.length === 1);
    const later = queue.set('a', 3, 0);
    expect(queue.pending.get('a')).to.equal(3);
    expect(writes, 'one write at a time').to.have.length(1);
    writes[0]!.answer();
    await until(() => writes.length === 2);
    writes[1]!.answer();
    await later;
    expect(confirmed.a).to.equal(3);
  });

  it('makes no write for a line the cart no longer has', async () => {
    const { queue, writes } = setUp({});
    expect(await settled(queue.set('gone', 3, 0))).to.equal('resolved');
    expect(writes).to.have.length(0);
  });
});
