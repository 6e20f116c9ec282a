// The account part of the client (loaded on first use, see ../client-parts.ts): signing in and out and the signed-in
// shopper's account, made from the resource context, the client's storage and the remembered cart.
import type { Emitter } from '../emitter.ts';
import { createAccountResource } from '../resources/account.ts';
import { BROWSER_PAGE } from '../resources/account-page.ts';
import { createSessionKeeper } from '../resources/account-session.ts';
import type { ResourceContext } from '../resources/context.ts';
import { readKeptSession, type SessionPlace } from '../resources/customer-session.ts';
import { writeKeptSession } from '../resources/keep-session.ts';
import { createPendingSignIn } from '../resources/pending-sign-in.ts';
import type { RememberedCartStore } from '../resources/remember-cart.ts';
import type { AccountResource, Customer } from '../types.ts';

export interface AccountPartDeps {
  ctx: ResourceContext;
  place: SessionPlace;
  cart: RememberedCartStore;
  changes: Emitter<Customer | null>;
  now: () => number;
  /** In a browser the page's URL, language and address bar are the account's. */
  browser: boolean;
}

export function createAccountPart(deps: AccountPartDeps): AccountResource {
  const { ctx, place, cart, changes, now } = deps;
  const store = { read: () => readKeptSession(place), write: writeKeptSession.bind(null, place) };
  const page = deps.browser ? BROWSER_PAGE : null;
  const keeper = createSessionKeeper({ ctx, store, now, changes });
  const pending = createPendingSignIn(cart.storage, cart.keys);
  return createAccountResource({ ctx, keeper, store, pending, cart, now, page });
}
