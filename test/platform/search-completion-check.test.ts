// A suggestion's completion check (which longer words of the word being typed the query's first matching documents
// hold: find-documents.ts, findHeldTerms) is answered in the page's first relevance tier's statement on PostgreSQL, so
// it costs no round trip of its own, and answers what the check alone answers. SQLite (no round trips) reads it alone.
// On the engine the suite runs on (SQLite, or PostgreSQL in the postgres step).
import { expect } from 'chai';
import type { Tx } from '../../demo/platform/db/database.ts';
import { findDocuments, findHeldTerms, type HeldTermsCheck } from '../../demo/platform/search/find-documents.ts';
import { anyTierExpression } from '../../demo/platform/search/match-expression.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { countStatements, relevanceRead } from './helpers/search-statements.ts';

describe('search: the completion check beside the page', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function page(tx: Tx, query: string, limit: number, held: boolean, wanted?: number) {
    const { words, scope, documents } = await relevanceRead(tx, query, { offset: 0, limit });
    const last = words.at(-1)!;
    const terms = last.terms.filter((term) => term !== last.term);
    const check: HeldTermsCheck = {
      expression: anyTierExpression(words, scope),
      limit: 100,
      terms,
      wanted: wanted ?? terms.length,
    };
    const read = () => findDocuments(tx, documents, { products: false, more: false, held: held ? check : null });
    return { check, ...(await countStatements(['search_documents'], read)) };
  }

  for (const [query, limit] of [
    ['linen c', 4],
    ['linen c', 1],
    ['tea t', 10],
  ] as const)
    it(`answers "${query}"'s check with its page of ${limit} and no statement more, as the check alone does`, async () => {
      await f.platform.db.transaction(async (tx) => {
        const alone = await page(tx, query, limit, false);
        const beside = await page(tx, query, limit, true);
        expect(alone.check.terms.length, 'longer words to check').to.be.greaterThan(1);
        expect(beside.value.productIds).to.deep.equal(alone.value.productIds);
        const held = await findHeldTerms(tx, 'demo', alone.check);
        expect(held.size, 'held words').to.be.greaterThan(0);
        if (tx.dialect === 'postgres') {
          expect(beside.statements).to.equal(alone.statements);
          expect([...beside.value.held!].sort()).to.deep.equal([...held].sort());
        } else expect(beside.value.held).to.equal(null);
      });
    });

  it('answers only the first held words wanted, in the order the words were given, alone and beside the page', async () => {
    await f.platform.db.transaction(async (tx) => {
      const every = (await page(tx, 'linen c', 4, false)).check;
      const held = await findHeldTerms(tx, 'demo', every);
      expect(held.size, 'held words').to.be.greaterThan(1);
      const first = every.terms.filter((term) => held.has(term)).slice(0, 1);
      expect([...(await findHeldTerms(tx, 'demo', { ...every, wanted: 1 }))]).to.deep.equal(first);
      const beside = await page(tx, 'linen c', 4, true, 1);
      if (tx.dialect === 'postgres') expect([...beside.value.held!]).to.deep.equal(first);
    });
  });

  it('offers the same completions after other words through the route', async () => {
    const answer = await f.call('GET', `/v2/search/suggest?q=${encodeURIComponent('linen c')}`);
    const queries = answer.body.queries as string[];
    expect(queries.length).to.be.greaterThan(0);
    for (const query of queries) {
      const found = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(query)}`);
      expect(found.body.data.length, query).to.be.greaterThan(0);
    }
  });
});
