// Which analytics and marketing cookies of the denied categories the page can see: `_ga`, `_ga_<container>`, `_gid`
// (analytics), `_gcl_<kind>`, `_fbp`, `_fbc` (marketing). Cheap enough for every page load; deleting them is in
// clear-tracking-cookies.ts, loaded only when there is something to delete.
import type { ConsentCategories } from '../../../src/index.ts';

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid)$/;
const MARKETING_COOKIE = /^(_gcl_.+|_fbp|_fbc)$/;

/** The cookie names of the denied categories that the page can see now. */
export function findTrackingCookies(
  categories: Pick<ConsentCategories, 'analytics' | 'marketing'>,
  cookieString: string,
): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);
  const denied = (name: string): boolean =>
    (!categories.analytics && ANALYTICS_COOKIE.test(name)) || (!categories.marketing && MARKETING_COOKIE.test(name));
  return [...new Set(names.filter(denied))];
}
