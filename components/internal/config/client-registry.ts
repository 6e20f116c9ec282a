import { createShopkitClient } from '../../../src/index.ts';
import type { ShopkitClient, ShopkitConfig } from '../../../src/index.ts';
import { startAnalytics, type AnalyticsHandle } from '../analytics/start-analytics.ts';
import { resolveTrackingOptions, type ShopkitTrackingOptions } from '../analytics/tracking-options.ts';
import { describeError } from '../base/describe-error.ts';
import { parseConfigAttributes } from './parse-config-attributes.ts';

/** What an element resolves to: a client to use, or the error that kept one from being made. */
export interface ClientState {
  client: ShopkitClient | null;
  error: Error | null;
  locale: string | null;
  /** Whether `<shop-add-to-cart>` opens the cart drawer after an add (an element's `open-cart` attribute wins). */
  openCartOnAdd: boolean;
}

interface Registry {
  state: ClientState;
  listeners: Set<(state: ClientState) => void>;
  scoped: WeakMap<Element, ClientState>;
  analytics: AnalyticsHandle | null;
}

/** What `configure()` takes besides the client config. */
export interface ShopkitConfigureOptions {
  /** Locale of the elements' texts and money (default: the nearest `lang`, then the browser's). */
  locale?: string | null;
  /** The page's analytics tags and consent mode; left out: the shop's tracking settings in basic mode. */
  tracking?: ShopkitTrackingOptions;
  /** Whether `<shop-add-to-cart>` opens the cart drawer after an add (default true; `open-cart` on one element wins). */
  openCartOnAdd?: boolean;
}

// Kept on a global symbol so that a second copy of the bundle on the page shares the first copy's default client.
const REGISTRY_KEY = Symbol.for('shopkit.registry');

function registry(): Registry {
  const slot = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (slot[REGISTRY_KEY] ??= {
    state: { client: null, error: null, locale: null, openCartOnAdd: true },
    listeners: new Set(),
    scoped: new WeakMap(),
    analytics: null,
  });
}

function publish(state: ClientState): void {
  const current = registry();
  current.state = state;
  for (const listener of [...current.listeners]) listener(state);
}

/** The default client, or null until a script tag or `configure()` made one. */
export function getDefaultClient(): ShopkitClient | null {
  return registry().state.client;
}

export function getDefaultState(): ClientState {
  return registry().state;
}

/**
 * Makes the default client every element without a closer binding uses, and starts the page's consent-gated
 * analytics for it. Throws `ShopkitConfigError` on bad config or tracking options.
 */
export function configure(config: ShopkitConfig, options: ShopkitConfigureOptions = {}): ShopkitClient {
  resolveTrackingOptions(options.tracking);
  const client = createShopkitClient(config);
  const current = registry();
  current.analytics?.stop();
  current.analytics = startAnalytics(client, options.tracking);
  publish({
    client,
    error: null,
    locale: options.locale ?? current.state.locale,
    openCartOnAdd: options.openCartOnAdd ?? current.state.openCartOnAdd,
  });
  return client;
}

/** The analytics of the default client: `ready` resolves once the page knows its tags. Null before `configure()`. */
export const defaultAnalytics = (): AnalyticsHandle | null => registry().analytics;

/** Re-renders every connected element (each watches the registry), e.g. after defineTexts(). */
export const refreshElements = (): void => publish(registry().state);

/** Puts every element waiting for the default client into its error state (a malformed script tag). */
export function failDefaultClient(error: Error): void {
  publish({ ...registry().state, client: null, error });
}

/** Calls `listener` with every later change of the default client; returns the unsubscribe function. */
export function watchDefaultClient(listener: (state: ClientState) => void): () => void {
  const listeners = registry().listeners;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Logs one clear line for a configuration error; the message never carries a key's secret. */
export function reportConfigError(error: unknown): Error {
  console.error(describeError(error));
  return error instanceof Error ? error : new Error(String(error));
}

const WRAPPER = '[data-publishable-key]:not(script)';

/** The nearest ancestor carrying `data-publishable-key` (the script tag aside), across shadow roots. */
function closestWrapper(element: Element): Element | null {
  for (let node: Element = element; ;) {
    const found = node.parentElement?.closest(WRAPPER);
    if (found) return found;
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return null;
    node = root.host;
    if (node.matches(WRAPPER)) return node;
  }
}

/**
 * The client of the nearest ancestor that carries `data-publishable-key` (a section bound to another shop or
 * campaign), made once per wrapper from the same data attributes as the script tag; null when there is none.
 */
export function resolveScopedClient(element: Element): ClientState | null {
  const wrapper = closestWrapper(element);
  if (!wrapper) return null;
  const cache = registry().scoped;
  let state = cache.get(wrapper);
  if (!state) {
    try {
      const { config, locale, openCartOnAdd } = parseConfigAttributes(wrapper);
      state = { client: createShopkitClient(config), error: null, locale, openCartOnAdd };
    } catch (error) {
      state = { client: null, error: reportConfigError(error), locale: null, openCartOnAdd: true };
    }
    cache.set(wrapper, state);
  }
  return state;
}
