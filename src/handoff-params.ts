// The query parameters a hosted-checkout URL carries beyond `currency`: campaign attribution, and unless consent is
// off, the consent decision plus the analytics ids when analytics is granted.
import { readAnalyticsIds } from './resources/analytics-ids.ts';
import type { CookieStore } from './storage/resolve-cookie-store.ts';
import type { ConsentResource, ShopkitStorefront } from './types.ts';

export async function describeHandoffParams(
  storefront: ShopkitStorefront | null,
  consent: ConsentResource,
  cookies: CookieStore,
): Promise<Record<string, string | null>> {
  const params: Record<string, string | null> = {
    storefront: storefront?.id ?? null,
    surface: storefront?.surface ?? null,
  };
  if (!consent.enabled) return params;
  const state = await consent.read();
  const granted = (['analytics', 'marketing'] as const).filter((name) => state.decided && state.categories[name]);
  params.consentCategories = granted.join(',');
  if (granted.includes('analytics')) Object.assign(params, readAnalyticsIds(await cookies.all()));
  return params;
}
