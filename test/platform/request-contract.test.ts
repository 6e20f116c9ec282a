// The commerce API's requests checked against openapi.json (demo/platform/http/request-contract.ts): the answer names
// the field as a client writes it, quotes the value, and words the rule as the hand-written checks did.
import { expect } from 'chai';
import fs from 'node:fs';
import { ApiError } from '../../demo/platform/http/api-error.ts';
import { createRequestContract, type OpenApiDocument } from '../../demo/platform/http/request-contract.ts';

const DOCUMENT = JSON.parse(
  fs.readFileSync(new URL('../../demo/platform/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;
const contract = createRequestContract(DOCUMENT);
const SF = 'sf_01HZX3V9W8Q4N6M2K7J5R1T0YB';

/** The refusal of one request, or null when the contract lets it through. */
function refusal(method: string, pattern: string, request: { query?: string; body?: unknown }): ApiError | null {
  try {
    contract.check(method, pattern, { query: new URLSearchParams(request.query ?? ''), body: request.body });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('platform: requests checked against openapi.json', () => {
  it('names a line quantity out of range by its place in the body, with the range and the value', () => {
    const error = refusal('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_001' }, { productId: 'prod_002', quantity: 0 }] },
    });
    expect(error?.status).to.equal(400);
    expect(error?.message).to.equal('items[1].quantity must be an integer from 1 to 999 (got 0)');
    expect(error?.extras.details).to.deep.equal({ field: 'items[1].quantity' });
  });

  it('names a missing required field and a body that is not an object', () => {
    expect(refusal('POST', '/v2/cart/:cartId/items', { body: { quantity: 2 } })?.message).to.equal(
      'productId is required (got nothing)',
    );
    expect(refusal('PATCH', '/v2/cart/:cartId/items/:itemId', { body: [1] })?.message).to.equal(
      'body must be a JSON object (got an array)',
    );
  });

  it('reads whole numbers in the query as numbers and refuses the rest, quoting what was sent', () => {
    expect(refusal('GET', '/v2/products', { query: 'limit=200' })).to.equal(null);
    expect(refusal('GET', '/v2/products', { query: 'limit=2.5' })?.message).to.equal(
      'limit must be an integer from 1 to 200 (got "2.5")',
    );
    expect(refusal('GET', '/v2/products/search', { query: 'minPrice=-5' })?.message).to.equal(
      'minPrice must be a non-negative integer (got -5)',
    );
    expect(refusal('GET', '/v2/products/search', { query: 'sort=cheap' })?.message).to.equal(
      'sort must be one of relevance, price_asc, price_desc, name_asc, newest (got "cheap")',
    );
  });

  it('leaves empty query values and undeclared parameters to the handler', () => {
    expect(refusal('GET', '/v2/products', { query: 'limit=&ids=1,2&whatever=x' })).to.equal(null);
  });

  it("words a pattern's rule as the schema's x-rule says", () => {
    expect(refusal('GET', '/v2/shop', { query: 'currency=EURO' })?.message).to.equal(
      'currency must be a three-letter ISO 4217 code (got "EURO")',
    );
    expect(refusal('POST', '/v2/cart', { body: { storefront: { id: 'sf_short' } } })?.message).to.equal(
      'storefront.id must be sf_ followed by 26 Crockford base32 characters (got "sf_short")',
    );
    expect(refusal('POST', '/v2/cart', { body: { storefront: { id: SF, surface: 'embed' } } })).to.equal(null);
  });

  it('names an unknown field at the top, and the object that holds one further down', () => {
    const record = {
      consentId: '0b6f2a4e-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
      revision: 1,
      categories: { analytics: true, marketing: false },
      decidedAt: '2026-01-15T12:00:00.000Z',
    };
    expect(refusal('POST', '/v2/consent', { body: record })).to.equal(null);
    expect(refusal('POST', '/v2/consent', { body: { ...record, userAgent: 'x' } })?.extras.details).to.deep.equal({
      field: 'userAgent',
    });
    const nested = refusal('POST', '/v2/consent', {
      body: { ...record, categories: { analytics: true, marketing: false, necessary: true } },
    });
    expect(nested?.message).to.equal('categories may hold only analytics and marketing (got "necessary")');
  });

  it('leaves a broken "one of" rule to the handler, which names the field', () => {
    const urls = { successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/cart' };
    const both = { ...urls, cartId: 'cart_1', items: [{ productId: 'prod_001' }] };
    expect(refusal('POST', '/v2/checkout', { body: both })).to.equal(null);
    expect(refusal('POST', '/v2/checkout', { body: { ...both, successUrl: 7 } })?.extras.details).to.deep.equal({
      field: 'successUrl',
    });
  });

  it('takes a URL as a browser parses it', () => {
    const body = { cartId: 'cart_1', successUrl: 'https://shop.example/ok', backUrl: 'https://shop.example/?q="><b>' };
    expect(refusal('POST', '/v2/checkout', { body })).to.equal(null);
    expect(refusal('POST', '/v2/checkout', { body: { ...body, backUrl: 'not a url' } })?.message).to.equal(
      'backUrl must be a uri (got "not a url")',
    );
  });
});
