// get_product: one product by id or slug, with its options, variants, stock and prices in a currency, and its page.
import type { Product } from '../../../../wire/catalogue.ts';
import { describeProduct } from '../agent-records.ts';
import { callApi } from '../call-api.ts';
import { CURRENCY, ID, PRODUCT } from '../record-schemas.ts';
import { findShopSite, showMoney } from '../shop-site.ts';
import type { ShopTool } from '../tool-context.ts';
import { ToolInputError } from '../tool-input.ts';
import { fenceMerchantText } from '../../../../wire/untrusted-text.ts';

interface Input {
  id?: string;
  slug?: string;
  currency?: string;
}

export const getProduct: ShopTool<Input> = {
  name: 'get_product',
  title: 'Read a product',
  description:
    'One product by id or slug: description, options, variants with stock and price in the currency, and the ' +
    'URL of its page on the shop site. Add a variant to a cart by its variant id.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { ...ID, description: 'The product id (from search_catalog).' },
      slug: { type: 'string', minLength: 1, maxLength: 200, description: 'The product slug, instead of its id.' },
      currency: CURRENCY,
    },
  },
  outputSchema: { type: 'object', required: ['product'], properties: { product: PRODUCT } },
  readOnly: true,
  untrustedFields: [
    'product.name',
    'product.description',
    'product.options',
    'product.variants[].name',
    'product.variants[].options',
    'product.images[].alt',
  ],
  async run(context, input) {
    if ((input.id === undefined) === (input.slug === undefined))
      throw new ToolInputError(input.id === undefined ? 'id' : 'slug', input.slug, 'give either id or slug, not both');
    const path =
      input.id !== undefined ? `/v2/products/${input.id}` : `/v2/products/by-slug/${encodeURIComponent(input.slug!)}`;
    const [found, site] = await Promise.all([
      callApi<Product>(context, { method: 'GET', path, query: { currency: input.currency } }),
      findShopSite(context),
    ]);
    const product = describeProduct(found, site);
    const variants = product.variants.map(
      (v) =>
        `- variant ${v.id}: ${v.name} | ${showMoney(context, v.price, product.currency)} | ` +
        `${v.available ? (v.stock === null ? 'in stock' : `${v.stock} in stock`) : 'sold out'}`,
    );
    const text = [product.name, product.description, ...variants];
    return {
      structured: { product },
      summary: `Product ${product.id} (${product.url ?? 'no page on a shop site'}), prices in ${product.currency}:\n${fenceMerchantText(text)}`,
    };
  },
};
