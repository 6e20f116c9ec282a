// What the account part is made from: the resource context, the session keeper and stores, the remembered cart (the
// cart follows the shopper), the clock, and in a browser the page (its URL, its language, its address bar).
import type { CustomerSessionStore } from './keep-session.ts';
import type { SessionKeeper } from './account-session.ts';
import type { ResourceContext } from './context.ts';
import type { PendingSignInStore } from './pending-sign-in.ts';
import type { RememberedCartStore } from './remember-cart.ts';

export interface AccountPage {
  /** The page's URL, without its fragment unless asked. */
  url(withFragment?: boolean): string;
  /** The page's language (`<html lang>`), or null. */
  lang(): string | null;
  /** Takes the fragment out of the address bar (a used sign-in link). */
  dropFragment(): void;
}

export interface AccountDeps {
  ctx: ResourceContext;
  keeper: SessionKeeper;
  store: CustomerSessionStore;
  pending: PendingSignInStore;
  cart: RememberedCartStore;
  now: () => number;
  /** Null on a server. */
  page: AccountPage | null;
}
