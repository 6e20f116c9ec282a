// The named exports of window.Shopkit, shared by both script builds (components/cdn.ts, components/cdn-full.ts):
// the client core, the default client, configuration from the script tag, texts, and the element registry.
import type { ShopkitClient } from '../../../src/index.ts';
import { VERSION } from '../../../src/index.ts';
import { getDefaultClient, watchDefaultClient } from './client-registry.ts';

export * from '../../../src/index.ts';
export { configure } from './client-registry.ts';
export { autoConfigure, findShopkitScript } from './auto-configure.ts';
export { parseConfigAttributes } from './parse-config-attributes.ts';
export { defineShopElements } from '../../define.ts';
export { defineTexts } from '../texts/define-texts.ts';
export { ready, whenDefined } from '../loading/element-registry.ts';

export const version: string = VERSION;

/** The default client (null until configured); a live binding, so `Shopkit.client` always shows the current one. */
export let client: ShopkitClient | null = getDefaultClient();
watchDefaultClient((state) => {
  client = state.client;
});
