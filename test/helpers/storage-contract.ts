// One contract suite run against every StorageAdapter (after unstorage's `testDriver`). Each adapter file calls
// `storageContract(name, make)` inside its own test file; `make` returns a fresh, empty adapter for each test.
// Adapters that keep their own expiry pass `{keepsTime: true}` and an `advanceSeconds` clock.
import { expect } from 'chai';
import type { StorageAdapter } from '../../src/types.ts';

export interface ContractSubject {
  adapter: StorageAdapter;
  /** Moves the adapter's clock forward, for adapters that keep their own expiry. */
  advanceSeconds?: (seconds: number) => void;
}

export function storageContract(
  name: string,
  make: () => ContractSubject | Promise<ContractSubject>,
  options: { keepsTime?: boolean } = {},
): void {
  describe(`storage contract: ${name}`, () => {
    let subject: ContractSubject;
    beforeEach(async () => {
      subject = await make();
    });

    it('reads a missing key as empty', async () => {
      expect((await subject.adapter.get('shop_cart_id')) ?? null).to.equal(null);
    });

    it('reads back what it wrote', async () => {
      await subject.adapter.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
      expect(await subject.adapter.get('shop_cart_id')).to.equal('cart_0001');
    });

    it('overwrites a value', async () => {
      await subject.adapter.set('shop_currency', 'EUR', { maxAge: 60 });
      await subject.adapter.set('shop_currency', 'USD', { maxAge: 60 });
      expect(await subject.adapter.get('shop_currency')).to.equal('USD');
    });

    it('forgets a removed key and leaves others alone', async () => {
      await subject.adapter.set('shop_cart_id', 'cart_0001', { maxAge: 60 });
      await subject.adapter.set('shop_store_id', '4711', { maxAge: 60 });
      await subject.adapter.remove('shop_cart_id');
      expect((await subject.adapter.get('shop_cart_id')) ?? null).to.equal(null);
      expect(await subject.adapter.get('shop_store_id')).to.equal('4711');
    });

    it('round-trips separators, spaces and non-ASCII text', async () => {
      const value = 'v1.2.analytics-marketing;=, x ø€';
      await subject.adapter.set('shop_consent', value, { maxAge: 60 });
      expect(await subject.adapter.get('shop_consent')).to.equal(value);
    });

    it('removing a missing key is harmless', async () => {
      await subject.adapter.remove('never_written');
      expect((await subject.adapter.get('never_written')) ?? null).to.equal(null);
    });

    if (options.keepsTime)
      it('lets a value expire after its maxAge', async () => {
        await subject.adapter.set('shop_cart_id', 'cart_0001', { maxAge: 10 });
        subject.advanceSeconds!(9);
        expect(await subject.adapter.get('shop_cart_id')).to.equal('cart_0001');
        subject.advanceSeconds!(2);
        expect((await subject.adapter.get('shop_cart_id')) ?? null).to.equal(null);
      });
  });
}

/** A manual clock in milliseconds for adapters with their own expiry. */
export function createManualClock(start = Date.UTC(2026, 0, 15)): {
  now: () => number;
  advanceSeconds: (seconds: number) => void;
} {
  let time = start;
  return {
    now: () => time,
    advanceSeconds: (seconds) => {
      time += seconds * 1000;
    },
  };
}

/** An in-memory CookieAccessor recording every write; `async` makes every member return a promise. */
export function createCookieJar(
  options: { async?: boolean; readOnly?: boolean; initial?: Record<string, string> } = {},
) {
  const jar = new Map<string, string>(Object.entries(options.initial ?? {}));
  const writes: Array<{ name: string; value: string; attributes: unknown }> = [];
  const wrap = <T>(value: T): T | Promise<T> => (options.async ? Promise.resolve(value) : value);
  const accessor = {
    get: (name: string) => wrap(jar.get(name) ?? null),
    getAll: () => wrap([...jar].map(([name, value]) => ({ name, value }))),
    ...(options.readOnly
      ? {}
      : {
          set: (name: string, value: string, attributes: unknown) => {
            writes.push({ name, value, attributes });
            jar.set(name, value);
            return wrap(undefined);
          },
          remove: (name: string, attributes: unknown) => {
            writes.push({ name, value: '', attributes });
            jar.delete(name);
            return wrap(undefined);
          },
        }),
  };
  return { accessor, jar, writes };
}
