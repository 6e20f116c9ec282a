// A search page's products by relevance are read in the statements of the tiers that find them on PostgreSQL
// (find-documents.ts, readTierWithProducts): no statement more than the page's ids alone, and the same products a read
// of those ids finds, for pages that start and end inside a tier, at its end and across two. SQLite (no round trips)
// reads them after the ids, and answers the same. On the engine the suite runs on (SQLite, or PostgreSQL in the
// postgres step).
import { expect } from 'chai';
import type { Tx } from '../../demo/platform/db/database.ts';
import { findProducts } from '../../demo/platform/repo/products.ts';
import { findDocuments, type ReadOptions } from '../../demo/platform/search/find-documents.ts';
import { tierExpressions } from '../../demo/platform/search/match-expression.ts';
import { resolveWords } from '../../demo/platform/search/resolve-words.ts';
import { readSearchWords } from '../../demo/platform/search/search-words.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { countStatements, relevanceRead } from './helpers/search-statements.ts';

describe('search: a page read with its products', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function page(tx: Tx, query: string, window: { offset: number; limit: number }, options: ReadOptions) {
    const { documents } = await relevanceRead(tx, query, window);
    return countStatements(['search_documents', 'variants'], () => findDocuments(tx, documents, options));
  }

  it('finds more than one tier for the queries below', async () => {
    await f.platform.db.transaction(async (tx) => {
      const words = await resolveWords({ tx, shopId: 'demo', cache: null }, readSearchWords('s'));
      expect(tierExpressions(words, { shopId: 'demo', categoryId: null }).length).to.be.greaterThan(1);
    });
  });

  for (const query of ['s', 'linen', 'tea t'])
    it(`reads "${query}"'s pages with their products and no statement more, as a read of their ids finds them`, async () => {
      await f.platform.db.transaction(async (tx) => {
        for (const offset of [0, 1, 3, 5])
          for (const limit of [1, 3, 7]) {
            const at = `offset ${offset}, limit ${limit}`;
            const ids = await page(tx, query, { offset, limit }, { products: false, more: true });
            const read = await page(tx, query, { offset, limit }, { products: true, more: true });
            expect(read.value.productIds, at).to.deep.equal(ids.value.productIds);
            expect(read.value.more, at).to.equal(ids.value.more);
            const byId = new Map((await findProducts(tx, 'demo', ids.value.productIds)).map((p) => [p.id, p]));
            expect(read.value.products, at).to.deep.equal(ids.value.productIds.map((id) => byId.get(id)));
            if (tx.dialect === 'postgres') expect(read.statements, at).to.equal(ids.statements);
          }
      });
    });
});
