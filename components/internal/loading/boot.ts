// What the script tag's core does once it has arrived (cdn.ts imported it and put its exports on window.Shopkit): it
// takes the chunk manifest (which every on-demand import of the script tag's build loads through), applies the calls a page made before
// the code was here (texts first, then configure() after the tag's own configuration, in the order a synchronous
// script would have seen them), starts the reads of the elements on the page (data before code) and then the element
// registry, which fetches their code.
import { SHOP_ELEMENTS } from '../../define.ts';
import { autoConfigure } from '../config/auto-configure.ts';
import { useChunkManifest, type ChunkManifest } from './chunk-loader.ts';
import { configure } from '../config/client-registry.ts';
import { defineTexts } from '../texts/define-texts.ts';
import { watchDiscountParam } from '../cart/discount-param.ts';
import { deferDefinitions, ready, startElementRegistry } from './element-registry.ts';
import { startPageReads } from './page-reads.ts';
import { startPageTools } from '../page-tools/start-page-tools.ts';

/** A call made on window.Shopkit before the code arrived, with the promise the stub handed out for it. */
export interface QueuedCall {
  method: 'configure' | 'defineTexts';
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** What the script tag hands the core (which has already put its exports on window.Shopkit). */
export interface ScriptTagHandoff {
  manifest: ChunkManifest;
  /** The chunk folder the core was loaded from (a retry may spell it anew). */
  base: string;
  script: HTMLScriptElement | null;
  queue: QueuedCall[];
  /** Settles the `ready` promise the script tag handed out. */
  settleReady(done: Promise<void>): void;
}

const QUEUED: Record<QueuedCall['method'], (...args: never[]) => unknown> = { configure, defineTexts };

function replay(queue: QueuedCall[], method: QueuedCall['method']): void {
  for (const call of queue.filter((queued) => queued.method === method)) {
    try {
      call.resolve((QUEUED[method] as (...args: unknown[]) => unknown)(...call.args));
    } catch (error) {
      call.reject(error);
    }
  }
}

export function bootShopkit(handoff: ScriptTagHandoff): void {
  useChunkManifest(handoff.manifest, handoff.base);
  replay(handoff.queue, 'defineTexts');
  autoConfigure(handoff.script);
  replay(handoff.queue, 'configure');
  handoff.queue.length = 0;
  // The reads first, so the runtime they come with is evaluated before the element groups that build on it, and the
  // elements are defined once the reads have left.
  deferDefinitions(startPageReads(SHOP_ELEMENTS));
  void startElementRegistry(SHOP_ELEMENTS, 'lazy');
  handoff.settleReady(ready);
  watchDiscountParam();
  startPageTools(handoff.script);
}
