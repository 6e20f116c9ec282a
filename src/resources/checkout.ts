// checkout.start / redirect / session / validateUrl. `start` works on a server: it returns the final URL without
// navigating and remembers the session under `<prefix>_checkout_session` and the store id under
// `<prefix>_checkout_store`. A paid session forgets the remembered cart.
import { fieldError } from '../errors/shopkit-config-error.ts';
import { ShopkitCheckoutError } from '../errors/shopkit-checkout-error.ts';
import { segment } from '../transport/build-url.ts';
import type {
  CheckoutHandoff, CheckoutResource, CheckoutSession, CheckoutStartOptions, CheckoutUrlKind, RequestOptions,
} from '../types.ts';
import { type ResourceContext, orNull } from './context.ts';

export interface CheckoutDeps {
  ctx: ResourceContext;
  /** The remembered cart id, or null. */
  cartId(): Promise<string | null>;
  /** Query parameters the handoff URL carries beyond currency: storefront attribution, consent, analytics ids. */
  handoffParams(): Promise<Record<string, string | null>>;
  composeUrl(handoff: CheckoutHandoff, params: Record<string, string | null>): string;
  validateUrl(url: string, kind: CheckoutUrlKind): string;
  remember(handoff: CheckoutHandoff | null): Promise<void>;
  rememberedSession(): Promise<string | null>;
  /** Forgets the remembered cart when it is the one this paid session checked out. */
  finish(session: CheckoutSession): Promise<void>;
  navigate: ((url: string) => void) | null;
}

function checkReturnUrl(value: unknown, field: string): string {
  try {
    const url = new URL(String(value));
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch { /* reported below */ }
  throw fieldError(field, `expected an absolute http(s) URL; got ${JSON.stringify(String(value).slice(0, 80))}`);
}

export function createCheckoutResource(deps: CheckoutDeps): CheckoutResource {
  const { ctx } = deps;

  async function start(options: CheckoutStartOptions, request?: RequestOptions) {
    const successUrl = checkReturnUrl(options?.successUrl, 'checkout.start successUrl');
    const backUrl = checkReturnUrl(options?.backUrl, 'checkout.start backUrl');
    const cartId = options.cartId ?? await deps.cartId();
    if (!cartId) throw new ShopkitCheckoutError('no_cart', 'checkout.start: there is no cart to check out');
    const currency = await ctx.currency(options.currency !== undefined ? { currency: options.currency } : request);
    const body = { cartId, successUrl, backUrl, ...(currency ? { currency } : {}), ...(ctx.storefront ? { storefront: ctx.storefront } : {}) };
    const handoff = await ctx.request<CheckoutHandoff>({
      method: 'POST', path: '/v2/checkout', scope: 'checkout:write', operation: 'checkout.start', body, signal: request?.signal,
    });
    const params = { currency: handoff.currency, ...(await deps.handoffParams()) };
    const url = deps.validateUrl(deps.composeUrl(handoff, params), handoff.checkout);
    await deps.remember(handoff);
    return { ...handoff, url };
  }

  return {
    start,
    async redirect(options, request) {
      if (!deps.navigate) throw new ShopkitCheckoutError('not_browser', 'checkout.redirect: navigation needs a browser; use checkout.start() and redirect yourself');
      const { url } = await start(options, request);
      deps.navigate(url);
      return new Promise<never>(() => undefined);
    },
    async session(sessionId, options) {
      const id = sessionId ?? await deps.rememberedSession();
      if (!id) return null;
      const session = await orNull(ctx.request<CheckoutSession>({
        method: 'GET', path: `/v2/checkout/${segment(id)}`, scope: 'checkout:read', operation: 'checkout.session', signal: options?.signal,
      }));
      if (session?.status === 'paid') await deps.finish(session);
      return session;
    },
    validateUrl: (url, kind) => deps.validateUrl(url, kind),
  };
}
