// The brief cache behind the key lookup and the stored storefront origins (demo/platform/state/brief-cache.ts): it
// keeps what was found for its time limit, forgets it on a clear, never keeps what a read begun before a clear
// found, keeps no misses and holds at most its entry limit.
import { expect } from 'chai';
import { createBriefCache } from '../../demo/platform/state/brief-cache.ts';

describe('platform: brief cache', () => {
  let clock = 0;
  const now = () => clock;
  let loads = 0;
  const loader = (value: string | null) => async () => {
    loads += 1;
    return value;
  };
  beforeEach(() => {
    clock = 0;
    loads = 0;
  });

  it('answers from what it keeps until the time limit, then reads again', async () => {
    const cache = createBriefCache<string>({ ttlMs: 100, maxEntries: 10, now });
    expect(await cache.read('k', loader('first'))).to.equal('first');
    clock = 99;
    expect(await cache.read('k', loader('second'))).to.equal('first');
    clock = 100;
    expect(await cache.read('k', loader('third'))).to.equal('third');
    expect(loads).to.equal(2);
  });

  it('reads again after a clear', async () => {
    const cache = createBriefCache<string>({ ttlMs: 100, maxEntries: 10, now });
    await cache.read('k', loader('before'));
    cache.clear();
    expect(await cache.read('k', loader('after'))).to.equal('after');
  });

  it('does not keep what a read that began before a clear found', async () => {
    const cache = createBriefCache<string>({ ttlMs: 100, maxEntries: 10, now });
    let finish!: (value: string) => void;
    const pending = cache.read('k', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await pending).to.equal('read before the change');
    expect(await cache.read('k', loader('read after the change'))).to.equal('read after the change');
  });

  it('keeps no misses, so a made-up key is read each time and takes no room', async () => {
    const cache = createBriefCache<string>({ ttlMs: 100, maxEntries: 10, now });
    expect(await cache.read('nobody', loader(null))).to.equal(null);
    expect(await cache.read('nobody', loader(null))).to.equal(null);
    expect(loads).to.equal(2);
  });

  it('holds at most its entry limit, dropping the oldest', async () => {
    const cache = createBriefCache<string>({ ttlMs: 100, maxEntries: 2, now });
    await cache.read('a', loader('a1'));
    await cache.read('b', loader('b1'));
    await cache.read('c', loader('c1'));
    expect(await cache.read('b', loader('b2'))).to.equal('b1');
    expect(await cache.read('c', loader('c2'))).to.equal('c1');
    expect(await cache.read('a', loader('a2'))).to.equal('a2');
  });
});
