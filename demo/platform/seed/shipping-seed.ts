// The demo shop's shipping methods (docs/platform.md, "Shipping"): Standard, free from 500 kr (€45), to the Nordic
// countries and Germany, with a euro price of its own; Express, not to Germany and never free, its euro price
// converted from kronor like a product's. Enough for the demo and the tests to show every case.
import type { ShippingMethodRecord } from '../shipping/shipping-types.ts';

const SEEDED_AT = '2025-01-06T09:00:00.000Z';

export const DEMO_STANDARD_SHIPPING = 'ship_standard';
export const DEMO_EXPRESS_SHIPPING = 'ship_express';

export function createDemoShippingMethods(): ShippingMethodRecord[] {
  const common = { shopId: 'demo', createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
  return [
    {
      ...common,
      id: DEMO_STANDARD_SHIPPING,
      name: 'Standard (2-4 days)',
      price: 4900,
      prices: { EUR: 490 },
      freeOver: 50000,
      freeOverPrices: { EUR: 4500 },
      countries: ['SE', 'NO', 'DK', 'FI', 'DE'],
    },
    {
      ...common,
      id: DEMO_EXPRESS_SHIPPING,
      name: 'Express (next day)',
      price: 9900,
      prices: {},
      freeOver: null,
      freeOverPrices: {},
      countries: ['SE', 'NO', 'DK', 'FI'],
    },
  ];
}
