// The shop, its currencies and storefronts (campaigns), as the platform sends them, and `client.shop`.
// Public types of the client core (re-exported by src/types.ts and src/index.ts); records mirror docs/design.md
// ("Records").
import type { RequestOptions } from './wire.ts';

export type StorefrontSurface = 'hosted' | 'link' | 'embed' | 'shopkit' | 'agentic';

export interface CurrencyOffer {
  code: string;
  mode: 'base' | 'charge' | 'display';
  rate: number;
  exponent: number;
}

export interface Storefront {
  id: string;
  name: string;
  surface: StorefrontSurface | null;
  active: boolean;
}

export interface Shop {
  id: string;
  storeId: number;
  name: string;
  baseCurrency: string;
  currency: string;
  currencies: CurrencyOffer[];
  checkout: 'v2' | 'legacy';
  locale: string;
  storefront: Storefront | null;
  /** The shop's analytics tags and whether consent decisions are recorded (control panel, Settings, then Tracking). */
  tracking: ShopTracking;
}

export interface ShopTracking {
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
  consentLog: boolean;
  /** Where the tag scripts come from for a page that does not say (`data-google-tag-origin`); null: Google's own. */
  googleTagOrigin: string | null;
  /** Where the Meta pixel's script comes from for a page that does not say; null: Meta's own. */
  metaPixelOrigin: string | null;
}

export interface StorefrontAttribution {
  id: string;
  surface: string;
}

export interface CurrencyInfo {
  code: string;
  requested: string | null;
  mode: CurrencyOffer['mode'];
  rate: number;
  exponent: number;
  isBase: boolean;
  supported: boolean;
}

export interface ShopResource {
  get(options?: RequestOptions): Promise<Shop>;
}
