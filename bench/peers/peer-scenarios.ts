// The peers' page-cost scenarios, each loaded the way its documentation says, from the same loopback origin as ours and
// on the same emulated network: Buy Button JS rendering its cart toggle for a remembered cart and its product
// component (Shopify's API answered with canned responses by a loopback server), vanilla-cookieconsent and klaro
// showing their consent notice, and the lit floor rendering one trivial element.
import type { BrowserContext } from '@playwright/test';
import { benchPage } from '../page-probe.ts';
import type { PageScenario } from '../page-cost.ts';
import { PEERS } from '../paths.ts';
import { TYPES } from '../static-server.ts';
import { BUY_BUTTON_PRODUCT_ID, BUY_BUTTON_TOKEN } from './buy-button-canned.ts';

/** Buy Button JS showing the cart toggle of a remembered cart, against the canned Shopify API at `domain`. */
export function buyButtonScenario(domain: string): PageScenario {
  const init = `var client = ShopifyBuy.buildClient({ domain: '${domain}', storefrontAccessToken: '${BUY_BUTTON_TOKEN}' });
ShopifyBuy.UI.init(client).createComponent('cart', { options: {} });
`;
  const storageKey = `${BUY_BUTTON_TOKEN}.${domain}.checkoutId`;
  return {
    kind: 'cart',
    subject: 'buy-button',
    url: '/s/buy-button-cart/',
    files: {
      '/s/buy-button-cart/': {
        body: benchPage({
          body: '<main><h1>Shop</h1></main>',
          scripts: '<script src="/peers/buybutton.min.js"></script><script src="/peers/buybutton-init.js"></script>',
          ready: [
            {
              path: '.shopify-buy-frame--toggle.is-active iframe >> .shopify-buy__cart-toggle__count',
              text: '^\\s*1\\s*$',
            },
          ],
        }),
        type: TYPES.html,
      },
      '/peers/buybutton.min.js': { file: PEERS.buyButton, type: TYPES.js },
      '/peers/buybutton-init.js': { body: init, type: TYPES.js },
    },
    prepare: async (context: BrowserContext) => {
      await context.addInitScript(
        ([key]) => {
          localStorage.setItem(key!, 'gid://shopify/Cart/bench');
        },
        [storageKey],
      );
    },
    apiOrigin: `https://${domain}`,
  };
}

/**
 * Buy Button JS's product component (image, title, price, add to cart), as its documentation embeds it, beside the
 * product page's shop header: shown when the product's title, price, image and button are in its frame.
 */
export function buyButtonProductScenario(domain: string): PageScenario {
  const init = `var client = ShopifyBuy.buildClient({ domain: '${domain}', storefrontAccessToken: '${BUY_BUTTON_TOKEN}' });
ShopifyBuy.UI.init(client).createComponent('product', { id: '${BUY_BUTTON_PRODUCT_ID}', node: document.getElementById('product') });
`;
  const frame = '.shopify-buy-frame--product iframe >> ';
  return {
    kind: 'product',
    subject: 'buy-button',
    url: '/s/buy-button-product/',
    files: {
      '/s/buy-button-product/': {
        body: benchPage({
          body: '<main><h1>Shop</h1><div id="product"></div></main>',
          scripts: '<script src="/peers/buybutton.min.js"></script><script src="/peers/buybutton-product.js"></script>',
          ready: [
            { path: `${frame}.shopify-buy__product__title`, text: '\\w' },
            { path: `${frame}.shopify-buy__product__actual-price`, text: '\\d' },
            { path: `${frame}img` },
            { path: `${frame}.shopify-buy__btn`, text: '\\w' },
          ],
        }),
        type: TYPES.html,
      },
      '/peers/buybutton.min.js': { file: PEERS.buyButton, type: TYPES.js },
      '/peers/buybutton-product.js': { body: init, type: TYPES.js },
    },
    apiOrigin: `https://${domain}`,
  };
}

// hideFromBots: false, because its default hides the banner from automated browsers (navigator.webdriver).
const COOKIECONSENT_RUN = `CookieConsent.run({
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
  language: { default: 'en', translations: { en: {
    consentModal: { title: 'We use cookies', description: 'Cookies help us run the shop.', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Only necessary', showPreferencesBtn: 'Settings' },
    preferencesModal: { title: 'Cookie settings', acceptAllBtn: 'Accept all', acceptNecessaryBtn: 'Only necessary', savePreferencesBtn: 'Save', sections: [
      { title: 'Necessary', linkedCategory: 'necessary' }, { title: 'Analytics', linkedCategory: 'analytics' }, { title: 'Marketing', linkedCategory: 'marketing' } ] }
  } } }
});
`;

export const COOKIECONSENT_BANNER: PageScenario = {
  kind: 'banner',
  subject: 'cookieconsent',
  url: '/s/cookieconsent-banner/',
  files: {
    '/s/cookieconsent-banner/': {
      body: benchPage({
        head: '<link rel="stylesheet" href="/peers/cookieconsent.css">',
        body: '<main><h1>Shop</h1></main>',
        scripts:
          '<script src="/peers/cookieconsent.umd.js"></script><script src="/peers/cookieconsent-run.js"></script>',
        ready: [{ path: '#cc-main .cm', text: 'Accept all' }],
      }),
      type: TYPES.html,
    },
    '/peers/cookieconsent.css': { file: PEERS.cookieConsentCss, type: TYPES.css },
    '/peers/cookieconsent.umd.js': { file: PEERS.cookieConsentJs, type: TYPES.js },
    '/peers/cookieconsent-run.js': { body: COOKIECONSENT_RUN, type: TYPES.js },
  },
};

const KLARO_CONFIG = `window.klaroConfig = {
  lang: 'en', storageMethod: 'cookie', mustConsent: false, acceptAll: true,
  services: [
    { name: 'analytics', title: 'Analytics', purposes: ['analytics'] },
    { name: 'marketing', title: 'Marketing', purposes: ['marketing'] }
  ]
};
`;

export const KLARO_NOTICE: PageScenario = {
  kind: 'banner',
  subject: 'klaro',
  url: '/s/klaro-notice/',
  files: {
    '/s/klaro-notice/': {
      body: benchPage({
        body: '<main><h1>Shop</h1></main>',
        scripts: '<script src="/peers/klaro-config.js"></script><script src="/peers/klaro.js"></script>',
        ready: [{ path: '.klaro .cookie-notice', text: 'ok' }],
      }),
      type: TYPES.html,
    },
    '/peers/klaro-config.js': { body: KLARO_CONFIG, type: TYPES.js },
    '/peers/klaro.js': { file: PEERS.klaro, type: TYPES.js },
  },
};

/** The lit floor: one trivial element rendering a number, built by buildLitFloor(). */
export function litFloorScenario(floorScript: string): PageScenario {
  return {
    kind: 'lit floor',
    subject: 'lit',
    url: '/s/lit-floor/',
    files: {
      '/s/lit-floor/': {
        body: benchPage({
          body: '<floor-element count="1"></floor-element>',
          scripts: '<script src="/peers/lit-floor.js"></script>',
          ready: [{ path: 'floor-element >> [part="count"]', text: '^1$' }],
        }),
        type: TYPES.html,
      },
      '/peers/lit-floor.js': { file: floorScript, type: TYPES.js },
    },
  };
}

/** A page with only the probe: the harness's own cost, to read the others against. */
export const BLANK_PAGE: PageScenario = {
  kind: 'blank',
  subject: 'probe only',
  url: '/s/blank/',
  files: {
    '/s/blank/': {
      body: benchPage({ body: '<main><h1>Shop</h1></main>', scripts: '', ready: [{ path: 'main h1' }] }),
      type: TYPES.html,
    },
  },
};
