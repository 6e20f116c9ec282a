// Calls that act for the signed-in shopper (the account part's): each carries the kept token; a token past its
// `refreshAfter` is rotated first (one rotation at a time, shared by concurrent calls); a refused session is forgotten
// and announced as signed out. A token another tab replaced meanwhile (`rotated`) is read again and the call repeated
// once with the new one. `stale` (the call needs a recent sign-in) keeps the session and rejects.
import { isShopkitHttpError } from '../errors/guards.ts';
import type { Emitter } from '../emitter.ts';
import type { TransportRequest } from '../transport/create-transport.ts';
import type { Customer, CustomerSession } from '../types.ts';
import type { ResourceContext } from './context.ts';
import { CUSTOMER_TOKEN_HEADER } from './customer-session.ts';
import type { CustomerSessionStore } from './keep-session.ts';

export interface SessionKeeperDeps {
  ctx: ResourceContext;
  store: CustomerSessionStore;
  now: () => number;
  /** `onAccountChange`: a session signed in, re-read, ended or refused. */
  changes: Emitter<Customer | null>;
}

export interface SessionKeeper {
  /** Sends `request` with the session; rejects with the platform's 401 when there is none. */
  call<T>(request: TransportRequest): Promise<T>;
  /** Keeps a session the platform answered and announces its customer. */
  keep(session: CustomerSession): Promise<Customer>;
  /** Forgets the session here and announces the shopper signed out. */
  forget(): Promise<void>;
  /** Announces the customer as the platform answered them (a fresh read). */
  announce(customer: Customer): void;
}

/** The reason of a 401 `session_invalid`, or null for any other failure. */
export function sessionRefusal(error: unknown): string | null {
  if (!isShopkitHttpError(error) || error.status !== 401) return null;
  const body = error.body as { error?: { code?: string; details?: { reason?: unknown } } } | undefined;
  if (body?.error?.code !== 'session_invalid') return null;
  return typeof body.error.details?.reason === 'string' ? body.error.details.reason : 'unknown';
}

export function createSessionKeeper(deps: SessionKeeperDeps): SessionKeeper {
  const { ctx, store, now, changes } = deps;
  let rotating: Promise<string | null> | null = null;

  const send = <T>(request: TransportRequest, token: string | null) =>
    ctx.request<T>(token ? { ...request, headers: { ...request.headers, [CUSTOMER_TOKEN_HEADER]: token } } : request);

  const forget = async () => {
    await store.write(null, now());
    changes.emit(null);
  };

  async function rotate(token: string): Promise<string | null> {
    const request = { method: 'POST', path: '/v2/customer/session/refresh', scope: 'customer:write' } as const;
    try {
      const session = await send<CustomerSession>({ ...request, operation: 'account.refresh' }, token);
      await store.write(session, now());
      return session.token;
    } catch (error) {
      if (sessionRefusal(error) === 'rotated') return (await store.read())?.token ?? null;
      if (sessionRefusal(error)) await forget();
      throw error;
    }
  }

  /** The token to send: the kept one, rotated first when due. */
  async function currentToken(): Promise<string | null> {
    const kept = await store.read();
    if (!kept || now() < kept.refreshAfter) return kept?.token ?? null;
    rotating ??= rotate(kept.token).finally(() => {
      rotating = null;
    });
    return rotating;
  }

  return {
    async call<T>(request: TransportRequest): Promise<T> {
      const token = await currentToken();
      try {
        return await send<T>(request, token);
      } catch (error) {
        const reason = sessionRefusal(error);
        if (!reason || reason === 'stale') throw error;
        const newer = (await store.read())?.token ?? null;
        if (reason === 'rotated' && newer && newer !== token) return send<T>(request, newer);
        if (token) await forget();
        throw error;
      }
    },
    async keep(session) {
      await store.write(session, now());
      changes.emit(session.customer);
      return session.customer;
    },
    forget,
    announce: (customer) => changes.emit(customer),
  };
}
