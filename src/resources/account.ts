// `client.account`: signing in and out, the signed-in shopper's account, orders, reorder, saved addresses and data
// rights. Every call that acts for the shopper goes through the session keeper (the token, its rotation, a refused
// session forgotten); the cart follows the shopper at sign-in, and when a signed-in page has no cart of its own.
import { ShopkitError } from '../errors/shopkit-error.ts';
import { fieldError } from '../errors/shopkit-config-error.ts';
import { segment } from '../transport/build-url.ts';
import type { TransportRequest } from '../transport/create-transport.ts';
import type {
  AccountResource,
  Customer,
  CustomerExport,
  CustomerOrder,
  Page,
  ReorderResult,
  RequestOptions,
  SavedAddress,
} from '../types.ts';
import type { AccountDeps } from './account-deps.ts';
import { sessionRefusal } from './account-session.ts';
import { isGone } from './context.ts';
import { followCart } from './follow-cart.ts';
import { readCartId, rememberCart } from './remember-cart.ts';
import { createSignIn } from './sign-in.ts';

type Method = TransportRequest['method'];

function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '')
    throw fieldError(field, `an id is required; got ${JSON.stringify(value)}`);
  return segment(value);
}

export function createAccountResource(deps: AccountDeps): AccountResource {
  const { keeper, store, pending, now } = deps;
  const call = <T>(method: Method, path: string, operation: string, extra: Partial<TransportRequest> = {}) =>
    keeper.call<T>({
      method,
      path,
      scope: method === 'GET' ? 'customer:read' : 'customer:write',
      operation,
      ...extra,
    });
  /** Ends the session here: the token and the cart are forgotten, and the shopper announced signed out. */
  const leave = async () => {
    await keeper.forget();
    await rememberCart(deps.cart, null);
  };

  async function readCurrent(options?: RequestOptions): Promise<Customer | null> {
    if (!(await store.read())) return null;
    try {
      const customer = await call<Customer>('GET', '/v2/customer', 'account.current', { signal: options?.signal });
      keeper.announce(customer);
      if ((await readCartId(deps.cart)) === null) await followCart(deps, options).catch(() => undefined);
      return customer;
    } catch (error) {
      if (sessionRefusal(error)) return null;
      throw error;
    }
  }

  return {
    ...createSignIn(deps),
    pendingSignIn: () => pending.read(now()),
    cancelSignIn: () => pending.write(null, now()),
    current: readCurrent,
    signedIn: async () => (await store.read()) !== null,
    async signOut(options = {}) {
      const path = options.everywhere ? '/v2/customer/sessions' : '/v2/customer/session';
      try {
        if (await store.read()) await call<void>('DELETE', path, 'account.signOut', { signal: options.signal });
      } catch (error) {
        if (!sessionRefusal(error)) {
          await leave();
          throw error;
        }
      }
      await leave();
    },
    orders(options = {}) {
      const query = { limit: options.limit, cursor: options.cursor ?? undefined };
      return call<Page<CustomerOrder>>('GET', '/v2/customer/orders', 'account.orders', {
        query,
        signal: options.signal,
      });
    },
    async order(orderId, options) {
      const path = `/v2/customer/orders/${id(orderId, 'account.order orderId')}`;
      try {
        return await call<CustomerOrder>('GET', path, 'account.order', { signal: options?.signal });
      } catch (error) {
        if (isGone(error)) return null;
        throw error;
      }
    },
    async reorder(orderId, options) {
      const path = `/v2/customer/orders/${id(orderId, 'account.reorder orderId')}/reorder`;
      const query = { currency: await deps.ctx.currency(options) };
      const body = { cartId: await readCartId(deps.cart) };
      const result = await call<ReorderResult>('POST', path, 'account.reorder', {
        query,
        body,
        signal: options?.signal,
      });
      await rememberCart(deps.cart, result.cart);
      return result;
    },
    addAddress: (address, options) =>
      call<SavedAddress>('POST', '/v2/customer/addresses', 'account.addAddress', {
        body: address,
        signal: options?.signal,
      }),
    async removeAddress(addressId, options) {
      const path = `/v2/customer/addresses/${id(addressId, 'account.removeAddress addressId')}`;
      await call<void>('DELETE', path, 'account.removeAddress', { signal: options?.signal });
    },
    exportData: (options) =>
      call<CustomerExport>('GET', '/v2/customer/export', 'account.exportData', { signal: options?.signal }),
    async deleteAccount(options) {
      if (!(await store.read()))
        throw new ShopkitError('account.deleteAccount: no shopper is signed in', {
          context: { operation: 'account.deleteAccount', reason: 'signed_out' },
        });
      await call<void>('DELETE', '/v2/customer', 'account.deleteAccount', { signal: options?.signal });
      await leave();
    },
  };
}
