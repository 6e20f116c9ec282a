// The path style of a list's URL (sync-url="path"), shared by <shop-product-list> and the prerender: the category and
// the page as folders below the list page's own path, everything else in the query string.
import { expect } from 'chai';
import { listHref, readListLocation } from '../../components/internal/catalogue/list/list-location.ts';
import { listPath, parseListPath } from '../../components/internal/catalogue/list/list-paths.ts';
import { parseFilters, type ListQuery } from '../../components/internal/catalogue/list/list-query.ts';
import { sameQuery, writeQueryMark } from '../../components/internal/catalogue/list/query-mark.ts';
import { readQueryMark } from '../../components/internal/catalogue/list/read-query-mark.ts';

const BASE = parseFilters(() => null);
const query = (partial: Partial<ListQuery>): ListQuery => ({ ...BASE, limit: 24, cursor: null, page: 1, ...partial });

describe('list paths', () => {
  for (const [path, place] of [
    ['/', { base: '/', category: '', page: 1 }],
    ['/page/2/', { base: '/', category: '', page: 2 }],
    ['/category/lighting/', { base: '/', category: 'lighting', page: 1 }],
    ['/category/lighting/page/3/', { base: '/', category: 'lighting', page: 3 }],
    ['/shop/category/k%C3%B6k/page/2', { base: '/shop/', category: 'kök', page: 2 }],
    ['/shop/index.html', { base: '/shop/', category: '', page: 1 }],
  ] as const) {
    it(`reads ${path} as ${JSON.stringify(place)}, and writes it back`, () => {
      expect(parseListPath(path)).to.deep.equal(place);
      expect(parseListPath(listPath(place))).to.deep.equal(place);
    });
  }

  it('writes a path page without a query string, and a search, a sort or a price with its cursor in the query', () => {
    const href = 'https://shop.example/category/kitchen/?utm=1';
    expect(listHref(href, query({ page: 2, cursor: 'c2' }), BASE, 'path')).to.equal(
      'https://shop.example/page/2/?utm=1',
    );
    expect(listHref(href, query({ category: 'lighting', page: 1 }), BASE, 'path')).to.equal(
      'https://shop.example/category/lighting/?utm=1',
    );
    expect(
      listHref(href, query({ category: 'lighting', sort: 'price_asc', page: 2, cursor: 'c2' }), BASE, 'path'),
    ).to.equal('https://shop.example/category/lighting/?utm=1&sort=price_asc&cursor=c2&page=2');
    expect(listHref(href, query({ category: 'lighting', page: 2, cursor: 'c2' }), BASE, 'query')).to.equal(
      'https://shop.example/category/kitchen/?utm=1&category=lighting&cursor=c2&page=2',
    );
  });

  it('reads the category and page from the path, the rest and a cursor from the query', () => {
    const url = new URL('https://shop.example/category/lighting/?sort=newest&cursor=c3&page=3');
    expect(readListLocation(url, BASE, 'path')).to.deep.equal({
      filters: { ...BASE, category: 'lighting', sort: 'newest' },
      cursor: 'c3',
      page: 3,
    });
    const plain = new URL('https://shop.example/category/lighting/page/2/');
    expect(readListLocation(plain, BASE, 'path')).to.deep.equal({
      filters: { ...BASE, category: 'lighting' },
      cursor: null,
      page: 2,
    });
    expect(readListLocation(plain, { ...BASE, category: 'kitchen' }, 'query').filters.category).to.equal('kitchen');
  });

  it("keeps a prerendered list's query in its mark, and compares queries without their page numbers", () => {
    const marked = query({ category: 'lighting', minPrice: 100, cursor: 'c2', page: 2 });
    expect(readQueryMark(writeQueryMark(marked))).to.deep.equal(marked);
    expect(readQueryMark('limit=0&page=1')).to.equal(null);
    expect(sameQuery(marked, { ...marked, page: 7 })).to.equal(true);
    expect(sameQuery(marked, { ...marked, cursor: 'c3' })).to.equal(false);
  });
});
