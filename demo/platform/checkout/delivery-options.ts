// What the hosted checkout's page offers for delivery: the countries the shop's methods serve (named in the page's
// language), each method priced for this session (pricing/price-shipping.ts) with the totals it would give, and which
// country and method are chosen (what the shopper sent, else a signed-in customer's last country, else the shop's own
// country, and its cheapest method).
import { countryName } from '../shipping/country-names.ts';
import { servedCountries } from '../shipping/delivery-choice.ts';
import { goodsTotals, priceShipping, type TotalsWithShipping, totalsWithShipping } from '../pricing/price-shipping.ts';
import type { ShippingLine, ShippingMethodRecord } from '../shipping/shipping-types.ts';
import { resolveOffer } from '../pricing/money.ts';
import type { SessionRecord, ShopRecord } from '../state/types.ts';

/** The page's language (its texts are English), in which countries are named. */
export const PAGE_LANGUAGE = 'en';

export interface DeliveryOption {
  method: ShippingMethodRecord;
  line: ShippingLine;
  totals: TotalsWithShipping;
}

export interface DeliveryOptions {
  countries: Array<{ code: string; name: string }>;
  options: DeliveryOption[];
  country: string;
  /** The chosen method's option, or null when none is chosen (or it does not serve the country). */
  chosen: DeliveryOption | null;
}

function homeCountry(shop: ShopRecord): string | undefined {
  try {
    return new Intl.Locale(shop.locale).region;
  } catch {
    return undefined;
  }
}

export function describeDeliveryOptions(
  methods: readonly ShippingMethodRecord[],
  context: {
    shop: ShopRecord;
    session: SessionRecord;
    asked: { country: string; method: string } | null;
    /** The country to start on when nothing was asked (a signed-in customer's last delivery address's). */
    preferred?: string | null;
  },
): DeliveryOptions {
  const { shop, session, asked, preferred } = context;
  const goods = goodsTotals(session);
  const pricing = { shop, offer: resolveOffer(shop, session.currency), goodsTotal: goods.total };
  const options = methods.map((method) => {
    const line = priceShipping(method, pricing);
    return { method, line, totals: totalsWithShipping(goods, line) };
  });
  const codes = servedCountries(methods);
  const countries = codes
    .map((code) => ({ code, name: countryName(code, PAGE_LANGUAGE) }))
    .sort((a, b) => a.name.localeCompare(b.name, PAGE_LANGUAGE));
  const home = homeCountry(shop);
  const start = [preferred, home].find((code) => code && codes.includes(code));
  const country = asked ? asked.country : (start ?? countries[0]?.code ?? '');
  const serving = options.filter((option) => option.method.countries.includes(country));
  const chosen = asked ? (serving.find((option) => option.method.id === asked.method) ?? null) : (serving[0] ?? null);
  return { countries, options, country, chosen };
}
