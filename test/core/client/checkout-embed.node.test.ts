import { expect } from 'chai';
import { ShopkitCheckoutError } from '../../../src/index.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

describe('checkout.embed (server)', () => {
  it('needs a browser and says what to use instead, before any request', async () => {
    const { client, fake } = createTestClient();
    const error = await rejectionOf(client.checkout.embed({ cartId: 'cart_0001' }));
    expect(error).to.be.instanceOf(ShopkitCheckoutError).and.include({ reason: 'not_browser' });
    expect(error.message).to.contain('checkout.start({embedOrigin})');
    expect(fake.requests).to.have.length(0);
  });
});
