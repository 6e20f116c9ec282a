// checkout.start / redirect / embed / session / confirm / validateUrl. `start` works on a server: it returns the final
// URL without navigating and remembers the session under `<prefix>_checkout_session` and the store id under
// `<prefix>_checkout_store`. A paid session forgets the remembered cart (when it is the one that was paid).
import { normalizeLocale } from '../config/locale.ts';
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
import { describeCheckoutBody } from './checkout-body.ts';
import { confirmOrder } from './checkout-confirm.ts';
import { EMBED_PROTOCOL_VERSION, embedUrl } from './checkout-embed.ts';
import { composeHandoffUrl, validateCheckoutUrl } from './checkout-url.ts';
import { createConfirmedOrders } from './confirmed-orders.ts';
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
  /** The page's URL in a browser (return URLs and the embedding origin default to it), else null. */
  pageUrl: (() => string) | null;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  now(): number;
}

export function createCheckoutResource(deps: CheckoutDeps): CheckoutResource {
  const { ctx, storage, keys } = deps;
  const orders = createConfirmedOrders(storage, keys.orders, deps.ttl);
  const validateUrl = (url: string, kind: CheckoutUrlKind) => validateCheckoutUrl(url, kind, deps.trustedOrigins);
  const remember = async (handoff: CheckoutHandoff | null) => {
    await writeValue(storage, keys.checkoutSession, handoff?.sessionId ?? null, deps.ttl);
    await writeValue(storage, keys.checkoutStore, handoff ? String(handoff.storeId) : null, deps.ttl);
  };
  const forgetCartIf = async (cartId: string) => {
    if ((await deps.cartId()) === cartId) await deps.forgetCart();
  };
  const settle = async (session: CheckoutSession, report: boolean) => {
    const reportedBefore = session.orderNumber
      ? await orders.remember({ orderNumber: session.orderNumber, sessionId: session.id, reported: report })
      : false;
    if ((await readValue(storage, keys.checkoutSession)) === session.id) await remember(null);
    await forgetCartIf(session.cartId);
    return reportedBefore;
  };
  const read = (id: string, options?: RequestOptions) =>
    orNull(
      send<CheckoutSession>(ctx, {
        method: 'GET',
        path: `/v2/checkout/${segment(id)}`,
        scope: 'checkout:read',
        operation: 'checkout.session',
        options,
      }),
    );

  async function start(options: CheckoutStartOptions, request?: RequestOptions) {
    const body = describeCheckoutBody(options, 'checkout.start');
    const locale = normalizeLocale(options.locale, 'checkout.start locale');
    if (body.cartId === null) body.cartId = await deps.cartId();
    if (body.cartId === null) throw new ShopkitCheckoutError('no_cart', 'checkout.start: no cart');
    const currency = await ctx.currency(options.currency !== undefined ? { currency: options.currency } : request);
    // Absent members are undefined, which JSON leaves out of the body.
    const wire = { ...body, currency: currency ?? undefined, storefront: ctx.storefront ?? undefined };
    const handoff = await send<CheckoutHandoff>(ctx, {
      method: 'POST',
      path: '/v2/checkout',
      scope: 'checkout:write',
      operation: 'checkout.start',
      options: request,
      body: wire,
    });
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
    async embed(options = {}, request) {
      if (!deps.pageUrl)
        throw new ShopkitCheckoutError(
          'not_browser',
          'checkout.embed needs a browser; use checkout.start({embedOrigin})',
        );
      const page = deps.pageUrl();
      const started = await start(
        {
          ...options,
          successUrl: options.successUrl ?? page,
          backUrl: options.backUrl ?? page,
          embedOrigin: new URL(page).origin,
        },
        request,
      );
      if (started.checkout !== 'v2')
        throw new ShopkitCheckoutError('not_embeddable', 'checkout.embed: this shop uses the legacy checkout');
      const frameUrl = embedUrl(started.url);
      return { ...started, frameUrl, origin: new URL(frameUrl).origin, protocol: EMBED_PROTOCOL_VERSION };
    },
    async session(sessionId, options) {
      const id = sessionId ?? (await readValue(storage, keys.checkoutSession));
      if (!id) return null;
      const session = await read(id, options);
      if (session?.status === 'paid') await settle(session, false);
      return session;
    },
    confirm: (options) =>
      confirmOrder(
        {
          read: (id, signal) => read(id, signal ? { signal } : undefined),
          rememberedSession: () => readValue(storage, keys.checkoutSession),
          settle,
          forgetCart: forgetCartIf,
          orders,
          sleep: deps.sleep,
          now: deps.now,
        },
        options,
      ),
    validateUrl,
  };
}
