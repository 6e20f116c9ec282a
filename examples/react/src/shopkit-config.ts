// Where the shop is: the local platform of `npm start` (README, "Demo shop") unless the build is given other origins
// (VITE_SHOPKIT_API_URL, VITE_SHOPKIT_CHECKOUT_URL, VITE_SHOPKIT_PUBLISHABLE_KEY), as the tests do.
import type { ShopkitConfig } from 'shopkit-storefront';

const env = import.meta.env;

export const SHOPKIT_CONFIG: ShopkitConfig = {
  publishableKey: env.VITE_SHOPKIT_PUBLISHABLE_KEY ?? 'shop_pk_demo_demo0publishable0key',
  apiUrl: env.VITE_SHOPKIT_API_URL ?? 'http://127.0.0.1:4301',
  checkoutUrl: env.VITE_SHOPKIT_CHECKOUT_URL ?? 'http://127.0.0.1:4302',
};
