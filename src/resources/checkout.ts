// checkout.start / redirect / session / validateUrl. `start` works on a server: it returns the final URL without
// navigating and remembers the session under `<prefix>_checkout_session` and the store id under
// `<prefix>_checkout_store`. A paid session forgets the remembered cart.
import { normalizeLocale } from '../config/locale.ts';
import { parseHttpUrl } from '../config/normalize-api-url.ts';
import { ShopkitCheckoutError } from '../errors/shopkit-checkout-error.ts';
import { segment } from '../transport/build-url.ts';
import type {
  CheckoutHandoff,
  CheckoutResource,
  CheckoutSession,
  CheckoutStartOptions,
  CheckoutUrlKind,
  RequestOptions,
  StorageAdapter,
} from '../types.ts';
import type { StorageKeys } from '../storage/storage-keys.ts';
import { readValue, writeValue } from '../storage/storage-value.ts';
import { composeHandoffUrl, validateCheckoutUrl } from './checkout-url.ts';
import { type ResourceContext, orNull, send } from './context.ts';

export interface CheckoutDeps {
  ctx: ResourceContext;
  storage: StorageAdapter;
  keys: StorageKeys;
  ttl: number;
  /** The remembered cart id, or null. */
  cartId(): Promise<string | null>;
  /** Forgets the remembered cart (a paid checkout turned it into an order). */
  forgetCart(): Promise<unknown>;
  /** Query parameters the handoff URL carries beyond currency: storefront attribution, consent, analytics ids. */
  handoffParams(): Promise<Record<string, string | null>>;
  /** The configured checkout base when set explicitly (it wins for a v2 handoff), else null. */
  explicitBase: string | null;
  trustedOrigins: string[];
  navigate: ((url: string) => void) | null;
}

export function createCheckoutResource(deps: CheckoutDeps): CheckoutResource {
  const { ctx, storage, keys } = deps;
  const validateUrl = (url: string, kind: CheckoutUrlKind) => validateCheckoutUrl(url, kind, deps.trustedOrigins);
  const remember = async (handoff: CheckoutHandoff | null) => {
    await writeValue(storage, keys.checkoutSession, handoff?.sessionId ?? null, deps.ttl);
    await writeValue(storage, keys.checkoutStore, handoff ? String(handoff.storeId) : null, deps.ttl);
  };

  async function start(options: CheckoutStartOptions, request?: RequestOptions) {
    const successUrl = parseHttpUrl(options?.successUrl, 'checkout.start successUrl');
    const backUrl = parseHttpUrl(options?.backUrl, 'checkout.start backUrl');
    const locale = normalizeLocale(options.locale, 'checkout.start locale');
    const cartId = options.cartId ?? (await deps.cartId());
    if (!cartId) throw new ShopkitCheckoutError('no_cart', 'checkout.start: no cart');
    const currency = await ctx.currency(options.currency !== undefined ? { currency: options.currency } : request);
    // Absent members are undefined, which JSON leaves out of the body.
    const body = {
      cartId,
      successUrl,
      backUrl,
      currency: currency ?? undefined,
      storefront: ctx.storefront ?? undefined,
    };
    const handoff = await send<CheckoutHandoff>(
      ctx,
      'POST',
      '/v2/checkout',
      'checkout:write',
      'checkout.start',
      request,
      null,
      false,
      body,
    );
    const params = { currency: handoff.currency, locale, ...(await deps.handoffParams()) };
    const url = validateUrl(
      composeHandoffUrl(handoff.url, handoff.checkout, deps.explicitBase, params),
      handoff.checkout,
    );
    await remember(handoff);
    return { ...handoff, url };
  }

  return {
    start,
    async redirect(options, request) {
      if (!deps.navigate)
        throw new ShopkitCheckoutError('not_browser', 'checkout.redirect needs a browser; use checkout.start()');
      const { url } = await start(options, request);
      deps.navigate(url);
      return new Promise<never>(() => undefined);
    },
    async session(sessionId, options) {
      const remembered = await readValue(storage, keys.checkoutSession);
      const id = sessionId ?? remembered;
      if (!id) return null;
      const session = await orNull(
        send<CheckoutSession>(ctx, 'GET', `/v2/checkout/${segment(id)}`, 'checkout:read', 'checkout.session', options),
      );
      if (session?.status === 'paid') {
        if (remembered === session.id) await remember(null);
        if ((await deps.cartId()) === session.cartId) await deps.forgetCart();
      }
      return session;
    },
    validateUrl,
  };
}
