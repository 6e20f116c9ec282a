import { expect } from 'chai';
import { ShopkitCheckoutError } from '../../../src/index.ts';
import { makeCheckoutHandoff } from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

describe('checkout.embed (browser)', () => {
  it("records this page's origin, defaults both URLs to the page, and gives the frame URL and origin", async () => {
    const { client, fake } = createTestClient({ 'POST /v2/checkout': { status: 201, body: makeCheckoutHandoff() } });
    const started = await client.checkout.embed({ cartId: 'cart_0001' });
    expect(fake.requests[0]!.body).to.deep.include({
      cartId: 'cart_0001',
      successUrl: location.href,
      backUrl: location.href,
      embedOrigin: location.origin,
    });
    expect(started.url).to.equal('https://checkout.shopkit.app/session/cs_0001?currency=SEK&consentCategories=');
    expect(started.frameUrl).to.equal(`${started.url}&embed=1`);
    expect(started).to.include({ origin: 'https://checkout.shopkit.app', protocol: 1, sessionId: 'cs_0001' });
  });

  it('refuses a shop on the legacy checkout', async () => {
    const { client } = createTestClient({
      'POST /v2/checkout': {
        status: 201,
        body: makeCheckoutHandoff({
          checkout: 'legacy',
          url: 'https://checkout.shopkit.app/legacy/4711/checkout?session=cs_0001',
        }),
      },
    });
    expect(await rejectionOf(client.checkout.embed({ cartId: 'cart_0001' })))
      .to.be.instanceOf(ShopkitCheckoutError)
      .and.include({ reason: 'not_embeddable' });
  });
});
