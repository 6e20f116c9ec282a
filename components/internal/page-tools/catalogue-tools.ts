// The page tools over the catalogue: search it, and open a product's page on this site. They read only; what they
// answer is the merchant's text, marked untrusted. Prices are in the currency the shopper sees on the page.
import { formatMoney, type Product } from '../../../src/index.ts';
import { isHttpUrl } from '../base/navigate.ts';
import { buildProductUrl, resolveProductUrlPattern } from '../catalogue/product-url.ts';
import { ToolInputError } from './check-tool-input.ts';
import { AGENT_CALL, answer, refusal, type PageTool } from './page-tool.ts';
import { showNotice } from './page-tool-panel.ts';
import { pageToolTexts } from './page-tool-texts.ts';

const ID_RULE = { pattern: '^[A-Za-z0-9_-]+$', 'x-rule': 'an id of letters, digits, _ and -', maxLength: 64 };

/** The product's page on this site, from the merchant's product URL pattern (`data-product-url`). */
export function productPageUrl(product: Pick<Product, 'id' | 'slug'>): string {
  return new URL(buildProductUrl(resolveProductUrlPattern(document.body), product), location.href).href;
}

/** A product as the tools answer it: what an agent needs to pick a variant and add it. */
export function describeProduct(product: Product, withDescription = false) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    ...(withDescription ? { description: product.description } : {}),
    url: productPageUrl(product),
    currency: product.currency,
    price: product.price,
    available: product.available,
    variants: product.variants.map(({ id, name, price, available, options }) => ({
      id,
      name,
      price,
      available,
      options,
    })),
  };
}

const priced = (product: Product): string =>
  `${product.name}: ${formatMoney(product.price, product.currency, document.documentElement.lang || undefined)}`;

export const searchProducts: PageTool = {
  name: 'search_products',
  title: 'Search the shop',
  description: "Searches this shop's catalogue. Prices are in the currency the shopper sees; amounts in minor units.",
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to search for.', minLength: 1, maxLength: 200 },
      limit: {
        type: 'integer',
        description: 'At most this many products (1-20, default 10).',
        minimum: 1,
        maximum: 20,
      },
    },
    required: ['query'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, untrustedContentHint: true },
  async run(input, { client }) {
    const query = input.query as string;
    const limit = (input.limit as number | undefined) ?? 10;
    const page = await client.products.search({ query, limit }, AGENT_CALL);
    showNotice(pageToolTexts().searched(query, page.data.length));
    return answer({
      structured: { products: page.data.map((product) => describeProduct(product)) },
      summary: `${page.data.length} products found for the shopper's search.`,
      merchantText: page.data.map(priced),
      untrustedFields: ['products[].name', 'products[].variants[].name', 'products[].variants[].options'],
    });
  },
};

export const openProduct: PageTool = {
  name: 'open_product',
  title: "Open a product's page",
  description: "Shows a product's page to the shopper (by id or slug) and answers its details, variants and stock.",
  inputSchema: {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'The product id (search_products gives it).', ...ID_RULE },
      slug: { type: 'string', description: 'The product slug, instead of the id.', ...ID_RULE },
    },
    additionalProperties: false,
  },
  annotations: { untrustedContentHint: true },
  async run(input, { client }) {
    const { id, slug } = input as { id?: string; slug?: string };
    if ((id === undefined) === (slug === undefined)) throw new ToolInputError('id or slug: give exactly one of them');
    const product = id ? await client.products.get(id, AGENT_CALL) : await client.products.getBySlug(slug!, AGENT_CALL);
    if (!product)
      return refusal(`${id ? 'id' : 'slug'} names no product of this shop (got ${JSON.stringify(id ?? slug)})`);
    const described = describeProduct(product, true);
    if (!isHttpUrl(described.url)) return refusal('this page has no product page address to open');
    showNotice(pageToolTexts().opening(product.name));
    // The answer goes back to the agent first; the page then leaves for the product's.
    setTimeout(() => location.assign(described.url), 0);
    return answer({
      structured: { product: described },
      summary: `The shopper's browser is opening the product's page, ${described.url}.`,
      merchantText: [priced(product), product.description],
      untrustedFields: ['product.name', 'product.description', 'product.variants[].name', 'product.variants[].options'],
    });
  },
};
