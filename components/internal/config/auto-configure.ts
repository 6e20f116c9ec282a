import { configure, failDefaultClient, getDefaultClient, reportConfigError } from './client-registry.ts';
import { parseConfigAttributes } from './parse-config-attributes.ts';
import { parseTrackingAttributes } from '../analytics/parse-tracking-attributes.ts';
import type { ShopkitTrackingOptions } from '../analytics/tracking-options.ts';
import type { ShopkitClient } from '../../../src/index.ts';

/** The tag's tracking attributes; a malformed one is reported and leaves the page without tags, the shop working. */
function readTracking(script: Element): ShopkitTrackingOptions {
  try {
    return parseTrackingAttributes(script);
  } catch (error) {
    reportConfigError(error);
    return { enabled: false };
  }
}

/** The script tag that loaded the bundle: `document.currentScript`, else the first tag that looks like Shopkit's. */
export function findShopkitScript(doc: Document = document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.hasAttribute('data-publishable-key')) return current;
  return doc.querySelector<HTMLScriptElement>('script[data-publishable-key][src*="shopkit"]');
}

/**
 * Configures the default client from a script tag's `data-*` attributes. Without `data-publishable-key` nothing is
 * configured (a later `Shopkit.configure()` does it). A malformed attribute logs one console error naming it, puts
 * the elements into their error state, and returns null: the page keeps working. A default client that already
 * exists (the bundle loaded twice) is kept.
 */
export function autoConfigure(script: Element | null = findShopkitScript()): ShopkitClient | null {
  if (!script || !script.hasAttribute('data-publishable-key')) return null;
  const existing = getDefaultClient();
  if (existing) return existing;
  try {
    const { config, locale, openCartOnAdd } = parseConfigAttributes(script);
    return configure(config, { locale, openCartOnAdd, tracking: readTracking(script) });
  } catch (error) {
    failDefaultClient(reportConfigError(error));
    return null;
  }
}
