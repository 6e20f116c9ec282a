// `locale=` on the product reads: the answer carries `format`, how its currency prints in that locale (the same
// formats test/core/money-format.test.ts checks against Intl), worked out once per currency and locale.
import { expect } from 'chai';
import { MONEY_FORMATS } from '../helpers/money-format-cases.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const formatOf = (locale: string, currency: string) =>
  MONEY_FORMATS.find((format) => format.locale === locale && format.currency === currency);

describe('platform: money formats in product answers', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('adds the format of the answer currency in the requested locale to a product read by id', async () => {
    const { status, body } = await f.call('GET', '/v2/products/prod_002?locale=sv-SE');
    expect(status).to.equal(200);
    expect(body.format).to.deep.equal(formatOf('sv-SE', 'SEK'));
  });

  it('follows the currency asked for, on a product read by slug', async () => {
    const { body: product } = await f.call('GET', '/v2/products/prod_002');
    const { body } = await f.call('GET', `/v2/products/by-slug/${product.slug}?currency=EUR&locale=fr-FR`);
    expect(body.currency).to.equal('EUR');
    expect(body.format).to.deep.equal(formatOf('fr-FR', 'EUR'));
  });

  it('gives a page of products one format for all its prices', async () => {
    const { body } = await f.call('GET', '/v2/products?limit=3&currency=usd&locale=en-US');
    expect(body.data).to.have.length(3);
    expect(body.format).to.deep.equal(formatOf('en-US', 'USD'));
    for (const product of body.data) expect(product).not.to.have.property('format');
  });

  it('gives a currency without decimals none (JPY in ja-JP)', async () => {
    const key = f.platform.keys.legacy;
    const { body } = await f.call('GET', '/v2/products/prod_102?currency=JPY&locale=ja-JP', { key });
    expect(body.format).to.deep.equal(formatOf('ja-JP', 'JPY'));
  });

  it('answers without a format when no locale is asked for', async () => {
    const { body } = await f.call('GET', '/v2/products/prod_002');
    expect(body).not.to.have.property('format');
    const page = await f.call('GET', '/v2/products?limit=1');
    expect(page.body).not.to.have.property('format');
  });

  it('gives no format for a locale whose digits are not 0-9', async () => {
    const { status, body } = await f.call('GET', '/v2/products/prod_002?locale=ar-EG');
    expect(status).to.equal(200);
    expect(body).not.to.have.property('format');
  });

  it('refuses a malformed locale with a 400 that names the parameter and the value', async () => {
    const { status, body } = await f.call('GET', '/v2/products/prod_002?locale=sv_SE!');
    expect(status).to.equal(400);
    expect(body.error.message).to.contain('locale').and.to.contain('sv_SE!');
  });
});
