// The single-file build, dist/shopkit.full.js: the same window.Shopkit as dist/shopkit.js with every element in the
// file and defined at once, for those who self-host one file or cannot serve the chunk folder.
import { SHOP_ELEMENTS } from './define.ts';
import { watchDiscountParam } from './internal/cart/discount-param.ts';
import { startElementRegistry } from './internal/loading/element-registry.ts';
import { autoConfigure, findShopkitScript } from './internal/config/auto-configure.ts';
import { startPageTools } from './internal/page-tools/start-page-tools.ts';

export * from './internal/config/public-api.ts';

/**
 * window.Shopkit itself, as the script tag's `loaded` gives it once its core has arrived: with this file every member
 * is there at once, so it resolves as soon as the script has run.
 */
export const loaded: Promise<Record<string, unknown>> = Promise.resolve().then(
  () => (globalThis as unknown as { Shopkit: Record<string, unknown> }).Shopkit,
);

void startElementRegistry(SHOP_ELEMENTS, 'eager');
autoConfigure();
watchDiscountParam();
startPageTools(findShopkitScript());
