// The fields each word of the vocabulary is kept with (search_terms.fields, migration 0008p), from which a search on
// PostgreSQL leaves out the relevance tiers none of its words can match in: a word a document gains in another field,
// with no document more or fewer holding it, is still found in that field's tier at the next search (its fields are
// written, and the vocabulary the searches kept is forgotten). On both engines through the API (SQLite leaves every
// word at every field and reads every tier); the fields' agreement with the documents and the migration's fill on
// PostgreSQL; which tiers are left out, without a database.
import { expect } from 'chai';
import { sql } from 'kysely';
import { down, up } from '../../demo/platform/db/migrations/0008p_search_term_fields.ts';
import { deleteProduct, insertProduct, saveProduct } from '../../demo/platform/repo/product-writes.ts';
import { findProductBySlug } from '../../demo/platform/repo/products.ts';
import { tierExpressions } from '../../demo/platform/search/match-expression.ts';
import type { ResolvedWord } from '../../demo/platform/search/resolve-words.ts';
import { fieldsOfTokens } from '../../demo/platform/search/search-document.ts';
import type { ProductRecord } from '../../demo/platform/state/types.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: the fields the vocabulary keeps for its words', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const search = async (query: string): Promise<string[]> => {
    const answer = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(query)}`);
    expect(answer.status, query).to.equal(200);
    return answer.body.data.map((p: { slug: string }) => p.slug);
  };

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

  /** Each word's fields as the documents of the demo shop hold them, and as the vocabulary keeps them. */
  async function heldAndKept(): Promise<{ held: Record<string, number>; kept: Record<string, number> }> {
    const { rows: docs } = await sql<{ tokens: string }>`select array_to_string(tsvector_to_array(tokens), ' ')
      as tokens from search_documents where shop_id = 'demo'`.execute(f.platform.db.kysely);
    const held: Record<string, number> = {};
    for (const doc of docs)
      for (const [word, fields] of fieldsOfTokens(doc.tokens.split(' '))) held[word] = (held[word] ?? 0) | fields;
    const { rows } = await sql<{ term: string; fields: number }>`select term, fields from search_terms
      where shop_id = 'demo'`.execute(f.platform.db.kysely);
    return { held, kept: Object.fromEntries(rows.map((row) => [row.term, Number(row.fields)])) };
  }

  it('finds a word in the name tier once a product that held it elsewhere is renamed with it', async () => {
    const plinth = await copyOf('breakfast-bowl', {
      id: 'prod_plinth',
      name: 'Plinth stand',
      description: 'Glazed in zephyrine blue.',
    });
    const cup = await copyOf('breakfast-bowl', { id: 'prod_cup', name: 'Tall cup', description: 'A zephyrine glaze.' });
    await f.platform.db.transaction(async (tx) => {
      await insertProduct(tx, plinth);
      await insertProduct(tx, cup);
    });
    try {
      // Asked first, so the fields the search kept would answer the next one too.
      expect(await search('zephyrine')).to.deep.equal(['prod_plinth', 'prod_cup']);
      // The cup still holds the word in its description: its count does not change, only its fields.
      await f.platform.db.transaction((tx) => saveProduct(tx, { ...cup, name: 'Zephyrine cup' }));
      expect(await search('zephyrine')).to.deep.equal(['prod_cup', 'prod_plinth']);
    } finally {
      await f.platform.db.transaction(async (tx) => {
        await deleteProduct(tx, 'demo', 'prod_plinth');
        await deleteProduct(tx, 'demo', 'prod_cup');
      });
    }
  });

  it('keeps on PostgreSQL every field the documents hold each word in, and the migration fills them', async function () {
    if (f.platform.db.dialect !== 'postgres') this.skip();
    const written = await heldAndKept();
    expect(Object.keys(written.held).length).to.be.greaterThan(20);
    expect(written.kept).to.deep.equal(written.held);
    const raw = f.platform.db.kysely.withoutPlugins();
    await down(raw);
    await up(raw);
    expect((await heldAndKept()).kept).to.deep.equal(written.held);
  });
});

describe("search: the tiers a query reads, by its words' fields", () => {
  const scope = { shopId: 'demo', categoryId: null };
  const NAME = 1;
  const CATEGORY = 4;
  const DESCRIPTION = 8;
  /** A word whose terms are held in the given fields; `fields` null: the vocabulary did not say (SQLite). */
  const word = (term: string, fields: Record<string, number> | null) => {
    const terms = Object.keys(fields ?? { [term]: 0 });
    const resolved: ResolvedWord = {
      term,
      display: term,
      terms,
      reading: 'exact',
      displays: new Map(terms.map((t) => [t, t])),
      fields: new Map(Object.entries(fields ?? {})),
    };
    return resolved;
  };
  const unknown = (w: ResolvedWord): ResolvedWord => ({ ...w, fields: new Map() });

  it('reads every tier when the fields are not known', () => {
    expect(tierExpressions([word('kitchen', null)], scope)).to.have.length(4);
  });

  it('reads only the tiers whose field one of the words may be held in, each as it would be read anyway', () => {
    const kitchen = word('kitchen', { kitchen: CATEGORY });
    expect(tierExpressions([kitchen], scope)).to.deep.equal([tierExpressions([unknown(kitchen)], scope)[2]]);
    const words = [word('oak', { oak: NAME | DESCRIPTION }), word('board', { board: NAME })];
    const every = tierExpressions(words.map(unknown), scope);
    expect(tierExpressions(words, scope)).to.deep.equal([every[0], every[3]]);
  });

  it('reads the typed word as itself and its longer words only where each may be held', () => {
    const wood = word('wood', { wood: DESCRIPTION, wooden: NAME });
    const every = tierExpressions([unknown(wood)], scope);
    expect(every).to.have.length(8);
    expect(tierExpressions([wood], scope)).to.deep.equal([every[1], every[6]]);
  });
});
