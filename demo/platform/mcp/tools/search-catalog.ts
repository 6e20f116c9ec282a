// search_catalog: the shop's products matching words, a category, a price range, in a currency, a page at a time.
import { describeProductSummary } from '../agent-records.ts';
import { CURRENCY, PRODUCT_SUMMARY } from '../record-schemas.ts';
import { type CatalogueQuery, searchCatalogue } from '../search-catalogue.ts';
import { findShopSite, showMoney } from '../shop-site.ts';
import type { ShopTool } from '../tool-context.ts';
import { fenceMerchantText } from '../../../../wire/untrusted-text.ts';

const PRICE = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;

export const searchCatalog: ShopTool<CatalogueQuery> = {
  name: 'search_catalog',
  title: 'Search the catalogue',
  description:
    'Find products by words, category, price range and currency. Prices are integers in minor units of the ' +
    'answer currency. Page on with nextCursor. One typo per longer word is forgiven; when nothing matches, ' +
    'didYouMean is a query that finds something.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: 200, description: 'Words to look for, like "linen tea towel".' },
      category: { type: 'string', minLength: 1, maxLength: 100, description: 'A category id or slug.' },
      minPrice: { ...PRICE, description: 'Lowest price, in minor units of the answer currency.' },
      maxPrice: { ...PRICE, description: 'Highest price, in minor units of the answer currency.' },
      currency: CURRENCY,
      sort: { type: 'string', enum: ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'] },
      limit: { type: 'integer', minimum: 1, maximum: 50, description: 'Products per page (default 10).' },
      cursor: { type: 'string', minLength: 1, maxLength: 200, description: 'nextCursor of the page before.' },
    },
  },
  outputSchema: {
    type: 'object',
    required: ['products', 'nextCursor', 'didYouMean'],
    properties: {
      currency: { type: ['string', 'null'] },
      products: { type: 'array', items: PRODUCT_SUMMARY },
      nextCursor: { type: ['string', 'null'] },
      didYouMean: {
        type: ['string', 'null'],
        description: 'For words that found nothing: a query that finds something.',
      },
    },
  },
  readOnly: true,
  untrustedFields: ['products[].name', 'didYouMean'],
  async run(context, input) {
    const [page, site] = await Promise.all([searchCatalogue(context, { limit: 10, ...input }), findShopSite(context)]);
    const products = page.data.map((product) => describeProductSummary(product, site));
    const currency = page.data[0]?.currency ?? null;
    const asked = input.query ? ` for ${JSON.stringify(input.query)}` : '';
    const rows = products.map(
      (p, index) =>
        `${index + 1}. ${p.name} | ${showMoney(context, p.price, p.currency)} | ` +
        `${p.available ? 'available' : 'sold out'} | id ${p.id} | slug ${p.slug}`,
    );
    const more = page.nextCursor ? `\nMore results: call again with cursor ${JSON.stringify(page.nextCursor)}.` : '';
    // The suggestion is made of the shop's own words (its products' names), so it is fenced as merchant text too.
    const meant = page.didYouMean ? `\nDid you mean:\n${fenceMerchantText([page.didYouMean])}` : '';
    return {
      structured: { currency, products, nextCursor: page.nextCursor, didYouMean: page.didYouMean },
      summary: `${products.length} product${products.length === 1 ? '' : 's'}${asked}.\n${fenceMerchantText(rows)}${more}${meant}`,
    };
  },
};
