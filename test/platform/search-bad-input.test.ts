// Whatever a shopper (or anyone with the public key) types into a search: empty, one letter, 200 characters and more,
// full-text syntax, SQL, emoji, right-to-left text, controls, broken UTF-8 and lone surrogates. The search and the
// suggestions answer each with a 2xx (results or none) or a 400 naming `q`, never a 500, and the platform logs no
// database error. Run on the engine the suite runs on (SQLite, or PostgreSQL in the postgres step).
import { expect } from 'chai';
import { resolvePriceContext } from '../../demo/platform/pricing/price-variant.ts';
import { findShop } from '../../demo/platform/repo/shops.ts';
import { searchCatalogue } from '../../demo/platform/search/search-catalogue.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

/** Query values as they reach the query string: percent-encoded text, or raw bytes written as %XX. */
const TEXTS: Array<[name: string, encoded: string]> = [
  ['empty', ''],
  ['only spaces', '%20%20%20'],
  ['one letter', 'm'],
  ['one digit', '5'],
  ['200 characters', 'a'.repeat(200)],
  ['200 characters of words', encodeURIComponent('mug '.repeat(50))],
  ['a double quote', encodeURIComponent('"')],
  ['an unbalanced phrase', encodeURIComponent('"stoneware mug')],
  ['a star', encodeURIComponent('*')],
  ['a prefix star', encodeURIComponent('mug*')],
  ['a minus', encodeURIComponent('-')],
  ['a negated word', encodeURIComponent('-mug')],
  ['a column filter', encodeURIComponent('name:mug')],
  ['a colon', encodeURIComponent(':')],
  ['NEAR', encodeURIComponent('NEAR(mug lamp, 2)')],
  ['OR', encodeURIComponent('mug OR lamp')],
  ['AND NOT', encodeURIComponent('mug AND NOT lamp')],
  ['parentheses', encodeURIComponent('((mug)')],
  ['a closing parenthesis', encodeURIComponent(')')],
  ['braces', encodeURIComponent('{name}: mug')],
  ['a caret', encodeURIComponent('^mug')],
  ['tsquery syntax', encodeURIComponent("'mug' & !lamp | (a <-> b):*")],
  ['SQL', encodeURIComponent("'; DROP TABLE products; --")],
  ['SQL that is always true', encodeURIComponent("mug' OR '1'='1")],
  ['LIKE wildcards', encodeURIComponent('%_%\\')],
  ['a backslash', encodeURIComponent('\\')],
  ['emoji', encodeURIComponent('😀🛒')],
  ['an emoji beside a word', encodeURIComponent('mug😀')],
  ['a flag and a family', encodeURIComponent('🇸🇪 👨‍👩‍👧')],
  ['Hebrew', encodeURIComponent('שלום עולם')],
  ['Arabic', encodeURIComponent('مرحبا')],
  ['a right-to-left override', encodeURIComponent('\u202egum')],
  ['controls', encodeURIComponent('mug\u0000\u0007\u001b')],
  ['a lone high surrogate as UTF-8 bytes', '%ED%A0%80mug'],
  ['a lone low surrogate as UTF-8 bytes', 'mug%ED%B0%80'],
  ['broken UTF-8', '%C3%28%FF'],
  ['a stray percent sign', 'mug%'],
  ['combining marks only', encodeURIComponent('\u0301\u0308')],
  ['zero-width characters', encodeURIComponent('mu\u200bg\u200d')],
  ['Chinese', encodeURIComponent('杯子')],
  ['a very long word', 'x'.repeat(150)],
];
const TOO_LONG: Array<[name: string, encoded: string]> = [
  ['201 characters', 'a'.repeat(201)],
  ['a thousand characters', encodeURIComponent('stoneware '.repeat(100))],
];
const ENDPOINTS = ['/v2/products/search', '/v2/search/suggest'];

describe('platform: search answers bad input without an error', () => {
  let f: PlatformFixture;
  const logged: unknown[][] = [];
  const originalError = console.error;
  before(async () => {
    f = await startFixture();
    console.error = (...args: unknown[]) => {
      logged.push(args);
      originalError(...args);
    };
  });
  after(async () => {
    console.error = originalError;
    await f.close();
  });

  for (const endpoint of ENDPOINTS) {
    for (const [name, encoded] of TEXTS)
      it(`${endpoint} answers ${name} with 200`, async () => {
        const answer = await f.call('GET', `${endpoint}?q=${encoded}`);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      });
    for (const [name, encoded] of TOO_LONG)
      it(`${endpoint} answers ${name} with a 400 naming q`, async () => {
        const answer = await f.call('GET', `${endpoint}?q=${encoded}`);
        expect(answer.status).to.equal(400);
        expect(answer.body.error.details.field).to.equal('q');
      });
  }

  it('reads search syntax as the words in it', async () => {
    for (const text of ['mug*', '-mug', '"mug', 'mug)', '{mug}', 'mug:']) {
      const answer = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(text)}`);
      expect(
        answer.body.data.map((p: { slug: string }) => p.slug),
        text,
      ).to.deep.equal(['stoneware-mug']);
    }
    // A column filter is two words, one of which no product holds; so is SQL.
    for (const text of ['name:mug', "mug' OR '1'='1"]) {
      const answer = await f.call('GET', `/v2/products/search?q=${encodeURIComponent(text)}`);
      expect(answer.body, text).to.deep.include({ data: [], didYouMean: 'mug' });
    }
  });

  it('gives no suggestion for a query without words, and every product for a search without words', async () => {
    const suggest = await f.call('GET', `/v2/search/suggest?q=${encodeURIComponent('😀 "()"')}`);
    expect(suggest.body).to.deep.equal({
      query: '😀 "()"',
      products: [],
      categories: [],
      queries: [],
      didYouMean: null,
    });
    const search = await f.call('GET', `/v2/products/search?q=${encodeURIComponent('😀')}&limit=200`);
    expect(search.body.data).to.have.length(24);
  });

  it('takes a lone surrogate in the text given to the catalogue search (as JSON can carry one)', async () => {
    const results = await f.platform.db.transaction(async (tx) => {
      const shop = (await findShop(tx, 'demo'))!;
      const pricing = await resolvePriceContext(tx, shop, {});
      return searchCatalogue({ tx, pricing, cdnUrl: f.platform.urls.cdn }, { query: '\ud800mug\udfff lamp\ud83d' });
    });
    expect(results.products).to.deep.equal([]);
    expect(results.didYouMean).to.equal('mug');
  });

  it('logged no error while answering', () => {
    expect(logged).to.deep.equal([]);
  });
});
