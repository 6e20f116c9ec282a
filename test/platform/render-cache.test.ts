// The CDN's cache of rendered images: bounded by entries and bytes, least recently used out first, one render per
// key however many ask while it runs, and a failed render not kept.
import { expect } from 'chai';
import { createRenderCache } from '../../demo/platform/cdn/render-cache.ts';

/** A render that counts its calls and finishes when the test says. */
function makeRender(bytes: number) {
  const calls: string[] = [];
  const waiting: Array<() => void> = [];
  const render = (key: string) => () => {
    calls.push(key);
    return new Promise<Buffer>((resolve) => waiting.push(() => resolve(Buffer.alloc(bytes, key))));
  };
  const finishAll = () => waiting.splice(0).forEach((finish) => finish());
  return { calls, render, finishAll };
}

describe('platform: the CDN render cache', () => {
  it('renders once for every request of a key that arrives while its render runs', async () => {
    const cache = createRenderCache({ maxEntries: 10, maxBytes: 1000, maxRendering: 8 });
    const { calls, render, finishAll } = makeRender(10);
    const asks = [cache.get('a', render('a')), cache.get('a', render('a')), cache.get('a', render('a'))];
    finishAll();
    const images = await Promise.all(asks);
    expect(calls).to.deep.equal(['a']);
    expect(images[1]).to.equal(images[0]);
    expect(await cache.get('a', render('a'))).to.equal(images[0]);
    expect(calls).to.deep.equal(['a']);
  });

  it('drops the least recently used entry beyond the entry bound', async () => {
    const cache = createRenderCache({ maxEntries: 2, maxBytes: 1000, maxRendering: 8 });
    const { calls, render, finishAll } = makeRender(10);
    const ask = async (key: string) => {
      const image = cache.get(key, render(key));
      finishAll();
      return image;
    };
    await ask('a');
    await ask('b');
    await ask('a');
    await ask('c');
    expect(cache.size()).to.deep.equal({ entries: 2, bytes: 20, rendering: 0 });
    await ask('a');
    await ask('b');
    expect(calls).to.deep.equal(['a', 'b', 'c', 'b']);
  });

  it('keeps its bytes under the byte bound and never keeps an image larger than it', async () => {
    const cache = createRenderCache({ maxEntries: 100, maxBytes: 25, maxRendering: 8 });
    const { calls, render, finishAll } = makeRender(10);
    for (const key of ['a', 'b', 'c']) {
      const image = cache.get(key, render(key));
      finishAll();
      await image;
    }
    expect(cache.size()).to.deep.equal({ entries: 2, bytes: 20, rendering: 0 });
    const huge = createRenderCache({ maxEntries: 100, maxBytes: 5, maxRendering: 8 });
    const image = huge.get('a', render('a'));
    finishAll();
    expect((await image)!.length).to.equal(10);
    expect(huge.size()).to.deep.equal({ entries: 0, bytes: 0, rendering: 0 });
    expect(calls).to.have.length(4);
  });

  it('refuses a new key while its bound of renders runs, joins a running one, and renders again once one ends', async () => {
    const cache = createRenderCache({ maxEntries: 10, maxBytes: 1000, maxRendering: 2 });
    const { calls, render, finishAll } = makeRender(10);
    const first = cache.get('a', render('a'));
    const second = cache.get('b', render('b'));
    expect(cache.get('c', render('c')), 'a third width while two render').to.equal(null);
    expect(cache.get('a', render('a')), 'a width already rendering').not.to.equal(null);
    expect(cache.size().rendering).to.equal(2);
    finishAll();
    await Promise.all([first, second]);
    expect(await cache.get('a', render('a')), 'a kept width, rendering or not').to.be.instanceOf(Buffer);
    const third = cache.get('c', render('c'));
    expect(third, 'the third width once the two are done').not.to.equal(null);
    finishAll();
    await third;
    expect(calls).to.deep.equal(['a', 'b', 'c']);
  });

  it('renders again after a failed render instead of keeping the failure', async () => {
    const cache = createRenderCache({ maxEntries: 10, maxBytes: 1000, maxRendering: 8 });
    let attempts = 0;
    const flaky = () =>
      ++attempts === 1 ? Promise.reject(new Error('render failed')) : Promise.resolve(Buffer.from('ok'));
    const failure = await cache.get('a', flaky)!.catch((error: Error) => error.message);
    expect(failure).to.equal('render failed');
    expect((await cache.get('a', flaky)!).toString()).to.equal('ok');
    expect(attempts).to.equal(2);
  });

  it('refuses bounds that are not whole positive numbers, naming the field', () => {
    expect(() => createRenderCache({ maxEntries: 0, maxBytes: 10, maxRendering: 8 })).to.throw(
      RangeError,
      'maxEntries',
    );
    expect(() => createRenderCache({ maxEntries: 1, maxBytes: 1.5, maxRendering: 8 })).to.throw(RangeError, 'maxBytes');
    expect(() => createRenderCache({ maxEntries: 1, maxBytes: 10, maxRendering: 0 })).to.throw(
      RangeError,
      'maxRendering',
    );
  });
});
