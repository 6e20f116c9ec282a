import { expect } from '@open-wc/testing';
import { captureDiscountLink, parseDiscountLink } from '../../components/internal/cart/discount-link.ts';
import { carriesDiscountLink } from '../../components/internal/cart/discount-param.ts';
import { makeCart } from '../helpers/fixtures.ts';
import { createTestShop } from './test-shop.ts';

function fakeWindow(href: string) {
  const replaced: Array<{ state: unknown; url: string }> = [];
  return {
    replaced,
    location: { href },
    history: {
      state: { scroll: 12 },
      replaceState(state: unknown, _unused: string, url: string) {
        replaced.push({ state, url });
      },
    },
  };
}

describe('?discount= links', () => {
  for (const [href, code, url] of [
    ['https://shop.test/p/mug?discount=SPRING10', 'SPRING10', '/p/mug'],
    [
      'https://shop.test/?utm_source=mail&discount=spring10&a=b%20c+d#reviews',
      'spring10',
      '/?utm_source=mail&a=b%20c+d#reviews',
    ],
    ['https://shop.test/?discount=&x=1', '', '/?x=1'],
    ['https://shop.test/?discount=%20&discount=LATER', 'LATER', '/'],
    ['https://shop.test/?disc%6Funt=ENC', 'ENC', '/'],
    ['https://shop.test/?discounts=NOT&x', null, null],
  ] as const) {
    it(`reads ${href}`, () => {
      const link = parseDiscountLink(href);
      expect(link).to.deep.equal(code === null ? null : { code, url });
      expect(carriesDiscountLink(new URL(href).search), 'the check every page makes').to.equal(code !== null);
    });
  }

  it('keeps the code for the next change of the cart and takes it out of the address bar, keeping the history state', async () => {
    const shop = createTestShop();
    const win = fakeWindow('https://shop.test/p/mug?discount=SPRING10&ref=news#top');
    expect(await captureDiscountLink(shop.client, win)).to.equal('SPRING10');
    expect(win.replaced).to.deep.equal([{ state: { scroll: 12 }, url: '/p/mug?ref=news#top' }]);
    expect(await shop.client.cart.pendingDiscount()).to.equal('SPRING10');
    expect(shop.fake.requests, 'nothing is sent on landing').to.have.length(0);
    const cart = await shop.client.cart.add({ productId: 'prod_mug' });
    expect(cart.discounts.map((discount) => discount.code)).to.deep.equal(['SPRING10']);
    expect(shop.fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'POST /v2/cart',
      'POST /v2/cart/cart_new/discounts',
    ]);
  });

  it('leaves a page without the parameter alone', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const win = fakeWindow('https://shop.test/?x=1');
    expect(await captureDiscountLink(shop.client, win)).to.equal(null);
    expect(win.replaced).to.deep.equal([]);
  });

  it('drops a code too long to send with one warning, and still cleans the address bar', async () => {
    const shop = createTestShop();
    const win = fakeWindow(`https://shop.test/?discount=${'A'.repeat(65)}`);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      expect(await captureDiscountLink(shop.client, win)).to.equal(null);
    } finally {
      console.warn = warn;
    }
    expect(win.replaced.map((entry) => entry.url)).to.deep.equal(['/']);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /^Shopkit: \?discount= was not used: cart\.deferDiscount code: expected a discount code/,
    );
    expect(await shop.client.cart.pendingDiscount()).to.equal(null);
  });

  it('rewrites the real address bar without reloading the page', async () => {
    const before = location.href;
    const marker = { kept: true };
    history.replaceState(
      marker,
      '',
      `${location.pathname}${location.search}${location.search ? '&' : '?'}discount=REAL#here`,
    );
    try {
      const shop = createTestShop();
      expect(await captureDiscountLink(shop.client)).to.equal('REAL');
      expect(location.href).to.equal(new URL(`${before.split('#')[0]}#here`).href);
      expect(history.state).to.deep.equal(marker);
    } finally {
      history.replaceState(null, '', before);
    }
  });
});
