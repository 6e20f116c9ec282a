// The page a browser's account reads its URL and language from, and takes a used sign-in link out of.
import type { AccountPage } from './account-deps.ts';

export const BROWSER_PAGE: AccountPage = {
  url: (withFragment = false) => (withFragment ? location.href : location.href.replace(/#.*$/, '')),
  lang: () => document.documentElement.lang || null,
  dropFragment: () => history.replaceState(history.state, '', `${location.pathname}${location.search}`),
};
