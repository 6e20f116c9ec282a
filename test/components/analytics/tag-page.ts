// Helpers for the analytics tests: a clean page state (no dataLayer, gtag, fbq or tag runtime left by an earlier
// test), the dataLayer as plain arrays, and decisions to feed the runtime.
import type { ConsentState } from '../../../src/index.ts';
import type { ShopkitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';

type Page = Record<string | symbol, unknown>;

export function resetTagPage(): void {
  const page = globalThis as unknown as Page;
  for (const key of Object.keys(page)) if (key.startsWith('ga-disable-')) delete page[key];
  delete page.dataLayer;
  delete page.gtag;
  delete page.fbq;
  delete page._fbq;
  delete page[Symbol.for('shopkit.tagRuntime')];
}

/** The dataLayer with each gtag() `arguments` entry turned into an array (objects pushed by GTM code stay objects). */
export function dataLayerEntries(): unknown[] {
  const layer = ((globalThis as unknown as Page).dataLayer as unknown[] | undefined) ?? [];
  return layer.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as IArguments) : entry,
  );
}

/** The commands queued for the Meta pixel (its stub keeps them until fbevents.js loads). */
export function fbqQueue(): unknown[][] {
  const fbq = (globalThis as unknown as Page).fbq as { queue?: unknown[][] } | undefined;
  return (fbq?.queue ?? []).map((entry) => Array.from(entry));
}

export function decision(analytics: boolean, marketing: boolean, consentId?: string): ConsentState {
  const state: ConsentState = {
    decided: true,
    revision: 1,
    categories: { necessary: true, analytics, marketing },
    decidedAt: new Date(Date.UTC(2026, 0, 15, 12)),
  };
  if (consentId) state.consentId = consentId;
  return state;
}

export const UNDECIDED: ConsentState = {
  decided: false,
  revision: 1,
  categories: { necessary: true, analytics: false, marketing: false },
};

export const ADD_MUG: ShopkitCommerceEvent = {
  name: 'add_to_cart',
  params: {
    currency: 'SEK',
    value: 258,
    items: [{ item_id: 'prod_mug', item_name: 'Mug', price: 129, quantity: 2 }],
  },
};

export const PURCHASE: ShopkitCommerceEvent = {
  name: 'purchase',
  params: {
    currency: 'SEK',
    value: 387,
    tax: 77.4,
    transaction_id: '10042',
    items: [
      { item_id: 'prod_mug', item_name: 'Mug', price: 129, quantity: 2 },
      { item_id: 'prod_cap', item_name: 'Cap', price: 129, quantity: 1 },
    ],
  },
};
