// What the script tag's core does once it has arrived (cdn.ts imported it): it takes the chunk manifest, routes the
// client's parts through the chunk loader, fills the script tag's window.Shopkit with every member, applies the calls
// a page made before the code was here (texts first, then configure() after the tag's own configuration, in the
// order a synchronous script would have seen them), and starts the element registry.
import { routeClientParts } from '../../../src/index.ts';
import { SHOP_ELEMENTS } from '../../define.ts';
import { autoConfigure } from './auto-configure.ts';
import { lazyImport, useChunkManifest, type ChunkManifest } from './chunk-loader.ts';
import { watchDiscountParam } from './discount-param.ts';
import { ready, startElementRegistry } from './element-registry.ts';
import * as api from './public-api.ts';

/** A call made on window.Shopkit before the code arrived, with the promise the stub handed out for it. */
export interface QueuedCall {
  method: 'configure' | 'defineTexts';
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** What the script tag hands the core. */
export interface ScriptTagHandoff {
  manifest: ChunkManifest;
  /** The chunk folder the core was loaded from (a retry may spell it anew). */
  base: string;
  script: HTMLScriptElement | null;
  /** window.Shopkit as the script tag made it; the core fills it in. */
  namespace: Record<string, unknown>;
  queue: QueuedCall[];
  /** Settles the `ready` promise the script tag handed out. */
  settleReady(done: Promise<void>): void;
}

/** Every export of the public API on window.Shopkit, read through (so `client` stays current). */
function fillNamespace(namespace: Record<string, unknown>): void {
  const exports = api as unknown as Record<string, unknown>;
  for (const name of Object.keys(exports)) {
    if (name === 'ready') continue;
    Object.defineProperty(namespace, name, { get: () => exports[name], enumerable: true, configurable: true });
  }
}

function replay(queue: QueuedCall[], method: QueuedCall['method']): void {
  for (const call of queue.filter((queued) => queued.method === method)) {
    try {
      call.resolve((api[method] as (...args: unknown[]) => unknown)(...call.args));
    } catch (error) {
      call.reject(error);
    }
  }
}

export function bootShopkit(handoff: ScriptTagHandoff): void {
  useChunkManifest(handoff.manifest, handoff.base);
  routeClientParts((name, load) => lazyImport(`src/parts/${name}.ts`, load));
  fillNamespace(handoff.namespace);
  replay(handoff.queue, 'defineTexts');
  void startElementRegistry(SHOP_ELEMENTS, 'lazy');
  handoff.settleReady(ready);
  autoConfigure(handoff.script);
  replay(handoff.queue, 'configure');
  handoff.queue.length = 0;
  watchDiscountParam();
}
