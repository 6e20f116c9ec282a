// What the storefront client handed over with the checkout URL (or the Pay form): consent categories, analytics ids,
// currency, storefront, surface and locale, read from the query into one record. Nothing here is trusted beyond
// display and the page's locale.
export interface Received {
  consentCategories: string[];
  gaClientId: string | null;
  gaSessionId: string | null;
  currency: string | null;
  storefront: string | null;
  surface: string | null;
  /** The shopper's locale the storefront handed over (`?locale=`), canonical, or null when absent or malformed. */
  locale: string | null;
}

function readLocale(text: string | null): string | null {
  if (!text || text.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(text)[0] ?? null;
  } catch {
    return null;
  }
}

export function readReceived(query: URLSearchParams): Received {
  const categories = (query.get('consentCategories') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const value = (name: string) => query.get(name) || null;
  return {
    consentCategories: categories,
    gaClientId: value('gaClientId'),
    gaSessionId: value('gaSessionId'),
    currency: value('currency'),
    storefront: value('storefront'),
    surface: value('surface'),
    locale: readLocale(query.get('locale')),
  };
}
