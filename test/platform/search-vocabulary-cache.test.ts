// The vocabulary a search reads, kept briefly per process (search/vocabulary-cache.ts): a product write in this
// process is seen by the next search at once (a new word, a renamed product, a deleted one), each shop keeps its own
// words, what is kept is bounded in term rows with the least recently used dropped first, and what another process
// changed is seen once the time limit passes. Through the API's search and suggestion routes, which use the
// platform's cache, on the engine the suite runs on (SQLite, or PostgreSQL in the postgres step).
import { expect } from 'chai';
import { deleteProduct, insertProduct, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { findTypedTerms } from '../../demo/platform/search/search-terms.ts';
import { createVocabularyCache, type VocabularyCache } from '../../demo/platform/search/vocabulary-cache.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: the vocabulary searches keep', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const search = async (query: string, key?: string) => {
    const answer = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(query)}`, { key });
    expect(answer.status, query).to.equal(200);
    return {
      slugs: answer.body.data.map((p: { slug: string }) => p.slug) as string[],
      didYouMean: answer.body.didYouMean as string | null,
    };
  };
  const completions = async (query: string, key?: string): Promise<string[]> =>
    (await f.call('GET', `/v2/search/suggest?q=${encodeURIComponent(query)}`, { key })).body.queries;

  async function copyOf(slug: string, changes: Partial<ProductRecord> & { id: string }): Promise<ProductRecord> {
    const base = (await f.platform.db.transaction((tx) => findProductBySlug(tx, 'demo', slug)))!;
    const { id } = changes;
    return {
      ...base,
      slug: id,
      images: [],
      variants: base.variants.map((variant, i) => ({ ...variant, id: `${id}_v${i}`, sku: `${id}-${i}` })),
      ...changes,
    };
  }

  it('finds a new word at once after the write that brings it, typed whole, begun or misspelt', async () => {
    // Each lookup is asked first, so what the searches kept would answer the same lookups again.
    expect(await search('zorblat')).to.deep.equal({ slugs: [], didYouMean: null });
    expect((await search('zorb')).slugs).to.deep.equal([]);
    expect((await search('zorblatt')).slugs).to.deep.equal([]);
    const vase = await copyOf('breakfast-bowl', { id: 'prod_zorblat', name: 'Zorblat vase' });
    await f.platform.db.transaction((tx) => insertProduct(tx, vase));
    try {
      expect((await search('zorblat')).slugs).to.deep.equal(['prod_zorblat']);
      expect((await search('zorb')).slugs).to.deep.equal(['prod_zorblat']);
      expect((await search('zorblatt')).slugs).to.deep.equal(['prod_zorblat']);
      expect(await completions('zorb')).to.include('zorblat');
    } finally {
      await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_zorblat'));
    }
  });

  it('finds a renamed product by its new words at once, and no longer suggests its old ones', async () => {
    const lamp = await copyOf('breakfast-bowl', { id: 'prod_quillon', name: 'Quillon lamp' });
    await f.platform.db.transaction((tx) => insertProduct(tx, lamp));
    try {
      expect((await search('quillon')).slugs).to.deep.equal(['prod_quillon']);
      expect(await search('ravelin')).to.deep.equal({ slugs: [], didYouMean: null });
      expect(await completions('quil')).to.include('quillon');
      await f.platform.db.transaction((tx) => saveProduct(tx, { ...lamp, name: 'Ravelin lamp' }));
      expect((await search('ravelin')).slugs).to.deep.equal(['prod_quillon']);
      expect(await search('quillon')).to.deep.equal({ slugs: [], didYouMean: null });
      expect(await search('quillom')).to.deep.equal({ slugs: [], didYouMean: null });
      expect(await completions('quil')).to.not.include('quillon');
    } finally {
      await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_quillon'));
    }
  });

  it('no longer finds or suggests the words of a deleted product', async () => {
    const tray = await copyOf('breakfast-bowl', { id: 'prod_gambrel', name: 'Gambrel tray' });
    await f.platform.db.transaction((tx) => insertProduct(tx, tray));
    expect((await search('gambrel')).slugs).to.deep.equal(['prod_gambrel']);
    expect((await search('gambrell')).slugs).to.deep.equal(['prod_gambrel']);
    expect(await completions('gamb')).to.include('gambrel');
    await f.platform.db.transaction((tx) => deleteProduct(tx, 'demo', 'prod_gambrel'));
    expect(await search('gambrel')).to.deep.equal({ slugs: [], didYouMean: null });
    expect(await search('gambrell')).to.deep.equal({ slugs: [], didYouMean: null });
    expect(await completions('gamb')).to.not.include('gambrel');
  });

  it("keeps each shop's words apart, and a write in one shop leaves the other's answers right", async () => {
    const legacy = f.platform.keys.legacy;
    const pad = (await f.platform.db.transaction((tx) => findProductBySlug(tx, 'legacy', 'writing-pad')))!;
    // "laid" is a word of the legacy shop's writing pad only.
    expect(await completions('lai', legacy)).to.include('laid');
    expect(await completions('lai')).to.not.include('laid');
    expect((await search('laid')).slugs).to.deep.equal([]);
    const plinth = await copyOf('breakfast-bowl', { id: 'prod_plinthos', name: 'Plinthos stand' });
    await f.platform.db.transaction((tx) => insertProduct(tx, plinth));
    try {
      expect((await search('plinthos')).slugs).to.deep.equal(['prod_plinthos']);
      expect((await search('plinthos', legacy)).slugs).to.deep.equal([]);
      await f.platform.db.transaction((tx) => saveProduct(tx, { ...pad, name: 'Plinthos writing pad' }));
      expect((await search('plinthos', legacy)).slugs).to.deep.equal(['writing-pad']);
      expect((await search('plinthos')).slugs).to.deep.equal(['prod_plinthos']);
    } finally {
      await f.platform.db.transaction(async (tx) => {
        await saveProduct(tx, pad);
        await deleteProduct(tx, 'demo', 'prod_plinthos');
      });
    }
    expect((await search('plinthos', legacy)).slugs).to.deep.equal([]);
  });

  it("reads only a keystroke's lookups no earlier keystroke made, and answers as a read afresh would", async () => {
    const cache = createVocabularyCache({ ttlMs: 60_000, maxRows: 1000 });
    // What each read of the database was asked for: a keystroke that repeats earlier lookups asks for fewer or none.
    const loads: string[][] = [];
    const counted: VocabularyCache = {
      ...cache,
      read: (shopId, key, load, weigh) => cache.read(shopId, key, () => (loads.push([key]), load()), weigh),
      readEach: (shopId, keys, load, weigh) =>
        cache.readEach(shopId, keys, (missing) => (loads.push(missing), load(missing)), weigh),
    };
    const typed = (words: string[], prefix: string, kept: VocabularyCache | null) =>
      f.platform.db.transaction((tx) =>
        findTypedTerms({ tx, shopId: 'demo', cache: kept }, words, { term: prefix, limit: 20 }),
      );
    const steps: Array<[string[], string]> = [
      [['tea', 't'], 't'],
      [['tea', 'to'], 'to'],
      [['tea', 'tow'], 'tow'],
      [['tea', 'to'], 'to'],
    ];
    for (const [words, prefix] of steps)
      expect(await typed(words, prefix, counted), words.join(' ')).to.deep.equal(await typed(words, prefix, null));
    expect((await typed(['tea', 'to'], 'to', null)).exact.map((row) => row.term)).to.deep.equal(['tea']);
    expect(loads.map((keys) => keys.length)).to.deep.equal([3, 2, 2]);
    expect(loads[1]!.join(' ')).to.not.include('tea');
  });
});

describe('search: the vocabulary cache', () => {
  const rows = (value: string[]) => value.length;
  const loader = (value: string[]) => {
    const load = async () => {
      load.calls += 1;
      return value;
    };
    load.calls = 0;
    return load;
  };

  it('answers a kept lookup without reading, per shop and key', async () => {
    const cache = createVocabularyCache({ ttlMs: 1000, maxRows: 100, now: () => 0 });
    const load = loader(['mug']);
    expect(await cache.read('demo', 'mu', load, rows)).to.deep.equal(['mug']);
    expect(await cache.read('demo', 'mu', load, rows)).to.deep.equal(['mug']);
    expect(load.calls).to.equal(1);
    const other = loader(['muffin']);
    expect(await cache.read('legacy', 'mu', other, rows)).to.deep.equal(['muffin']);
    expect(await cache.read('demo', 'mug', other, rows)).to.deep.equal(['muffin']);
    expect(other.calls).to.equal(2);
  });

  it("reads again once the time limit passed: how late another process's write is seen", async () => {
    let now = 0;
    const cache = createVocabularyCache({ ttlMs: 3000, maxRows: 100, now: () => now });
    await cache.read('demo', 'mu', async () => ['mug'], rows);
    now = 2999;
    expect(await cache.read('demo', 'mu', async () => ['mug', 'muffin'], rows)).to.deep.equal(['mug']);
    now = 3000;
    expect(await cache.read('demo', 'mu', async () => ['mug', 'muffin'], rows)).to.deep.equal(['mug', 'muffin']);
  });

  it("forgets one shop's lookups, or every shop's, and keeps nothing a read began before", async () => {
    const cache = createVocabularyCache({ ttlMs: 1000, maxRows: 100, now: () => 0 });
    await cache.read('demo', 'mu', async () => ['mug'], rows);
    await cache.read('legacy', 'mu', async () => ['muffin'], rows);
    cache.forget('demo');
    expect(await cache.read('demo', 'mu', async () => ['mugs'], rows)).to.deep.equal(['mugs']);
    expect(await cache.read('legacy', 'mu', async () => ['none'], rows)).to.deep.equal(['muffin']);
    cache.forget('*');
    expect(await cache.read('legacy', 'mu', async () => ['mulch'], rows)).to.deep.equal(['mulch']);
    // A write commits while a read is on its way: what that read found is answered, not kept.
    const slow = cache.read(
      'demo',
      'ke',
      async () => {
        cache.forget('demo');
        return ['kettle'];
      },
      rows,
    );
    expect(await slow).to.deep.equal(['kettle']);
    expect(await cache.read('demo', 'ke', async () => ['kettles'], rows)).to.deep.equal(['kettles']);
  });

  it('keeps at most its bound of term rows, dropping the least recently used first', async () => {
    const cache = createVocabularyCache({ ttlMs: 1000, maxRows: 9, now: () => 0 });
    const three = (word: string) => [word, `${word}s`];
    await cache.read('demo', 'a', async () => three('a'), rows); // 3 rows with its own
    await cache.read('demo', 'b', async () => three('b'), rows);
    await cache.read('demo', 'c', async () => three('c'), rows); // 9: full
    await cache.read('demo', 'a', async () => ['read again'], rows); // used: b is now the oldest
    await cache.read('demo', 'd', async () => three('d'), rows); // b goes
    expect(await cache.read('demo', 'a', async () => ['read again'], rows)).to.deep.equal(['a', 'as']);
    expect(await cache.read('demo', 'b', async () => ['read again'], rows)).to.deep.equal(['read again']);
    // A value heavier than the whole bound is answered and never kept.
    const big = Array.from({ length: 20 }, (_, i) => `w${i}`);
    await cache.read('demo', 'big', async () => big, rows);
    expect(await cache.read('demo', 'big', async () => ['again'], rows)).to.deep.equal(['again']);
  });

  it('reads several lookups at once: the kept ones from here, the others in one load, each kept apart', async () => {
    const cache = createVocabularyCache({ ttlMs: 1000, maxRows: 100, now: () => 0 });
    const asked: string[][] = [];
    const each = (keys: string[]) =>
      cache.readEach(
        'demo',
        keys,
        async (missing) => {
          asked.push(missing);
          return new Map(missing.map((key) => [key, [`${key}-read`]]));
        },
        rows,
      );
    expect(Object.fromEntries(await each(['mu', 'oak']))).to.deep.equal({ mu: ['mu-read'], oak: ['oak-read'] });
    expect(Object.fromEntries(await each(['oak', 'te']))).to.deep.equal({ oak: ['oak-read'], te: ['te-read'] });
    expect(await each(['te', 'mu'])).to.have.all.keys('te', 'mu');
    expect(asked).to.deep.equal([['mu', 'oak'], ['te']]);
    // A lookup kept by one of them answers a lone read of the same key.
    expect(await cache.read('demo', 'oak', async () => ['again'], rows)).to.deep.equal(['oak-read']);
  });

  it('keeps nothing of a several-lookup read a forget overtook, and names a lookup its load left out', async () => {
    const cache = createVocabularyCache({ ttlMs: 1000, maxRows: 100, now: () => 0 });
    const overtaken = await cache.readEach(
      'demo',
      ['ke'],
      async () => {
        cache.forget('demo');
        return new Map([['ke', ['kettle']]]);
      },
      rows,
    );
    expect(overtaken.get('ke')).to.deep.equal(['kettle']);
    expect(await cache.read('demo', 'ke', async () => ['kettles'], rows)).to.deep.equal(['kettles']);
    const short = await cache.readEach('demo', ['a', 'b'], async () => new Map([['a', ['a']]]), rows).catch((e) => e);
    expect(short)
      .to.be.instanceOf(Error)
      .with.property('message')
      .that.matches(/did not answer the lookup b/);
  });
});
