// Deletes the cookies of the categories a decision denies, when the page can see any; the code that deletes them is
// fetched only then.
import type { ConsentState } from '../../../src/index.ts';
import { findTrackingCookies } from './find-tracking-cookies.ts';

export async function clearDenied(state: ConsentState): Promise<void> {
  if (!state.decided || findTrackingCookies(state.categories, document.cookie).length === 0) return;
  const { clearTrackingCookies } = await import('./clear-tracking-cookies.ts');
  clearTrackingCookies(state.categories);
}
