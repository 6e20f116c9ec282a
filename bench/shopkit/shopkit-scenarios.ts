// Our page-cost scenarios: dist/shopkit.js configured from its script tag against the local platform, rendering the
// cart count for a remembered cart, and showing the consent banner to a shopper who has not decided.
import { benchPage } from '../page-probe.ts';
import type { PageScenario } from '../page-cost.ts';
import { OURS } from '../paths.ts';
import { TYPES } from '../static-server.ts';
import { cartCookies, type RememberedCart } from './remembered-cart.ts';

export interface PlatformTarget {
  apiUrl: string;
  checkoutUrl: string;
  key: string;
}

export function shopkitScriptTag(target: PlatformTarget, extra = ''): string {
  return `<script src="/shopkit.js" data-publishable-key="${target.key}" data-api-url="${target.apiUrl}" data-checkout-url="${target.checkoutUrl}"${extra}></script>`;
}

const OURS_FILES = { '/shopkit.js': { file: OURS.bundle, type: TYPES.js } };

export function shopkitCartScenario(target: PlatformTarget, cart: RememberedCart): PageScenario {
  return {
    name: 'shopkit-cart',
    html: benchPage({
      body: '<header><shop-cart></shop-cart></header><main><h1>Shop</h1></main>',
      scripts: shopkitScriptTag(target),
      ready: { path: 'shop-cart >> [part="count"]', text: '^\\s*1\\s*$' },
    }),
    files: OURS_FILES,
    prepare: (context, origin) => context.addCookies(cartCookies(origin, cart)),
  };
}

export function shopkitBannerScenario(target: PlatformTarget): PageScenario {
  return {
    name: 'shopkit-banner',
    html: benchPage({
      body: '<main><h1>Shop</h1></main><shop-consent-banner></shop-consent-banner>',
      scripts: shopkitScriptTag(target),
      ready: { path: 'shop-consent-banner >> [part="banner"]', text: 'Accept all' },
    }),
    files: OURS_FILES,
  };
}
