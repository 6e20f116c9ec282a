// The script tag, dist/shopkit.js: the one classic script a merchant pastes. It makes window.Shopkit at once, starts
// fetching the core (chunks/core-<id>.js) together with the files of the Shopkit tags already on the page, opens the
// connection to the API's origin (preconnect-api.ts), and hands over to the core (boot.ts) when it arrives. Until
// then window.Shopkit has `version`, `ready`, `loaded`, `whenDefined()` and `defineShopElements()`, and queues
// `defineTexts()` and `configure()` (which then returns a promise of the client); README.md, "Which calls are
// synchronous". A core that cannot be fetched is fetched again on the next shopper action or Shopkit tag inserted,
// from a fresh spelling of the chunk folder (chunk-loader.ts). On a prerendered page, all of that but window.Shopkit
// waits until the browser has painted the page.
import type { ScriptTagHandoff, QueuedCall } from './internal/loading/boot.ts';
import { spellFolder, type ChunkManifest } from './internal/loading/chunk-loader.ts';
import { LOADED_ON_INTENT } from './internal/loading/load-on-intent.ts';
import { preconnectApi } from './internal/loading/preconnect-api.ts';
import { afterNextPaint, hasPrerenderedContent } from './internal/loading/after-next-paint.ts';
import { onParsed } from './internal/loading/when-parsed.ts';

type Namespace = Record<string, unknown>;
type Core = { api: Namespace; bootShopkit(handoff: ScriptTagHandoff): void };

/**
 * The core's public API on window.Shopkit, each member read through to the module (so `client` stays current). The
 * core file exports more (what the other chunk files import from it): none of that reaches the page.
 */
function fillNamespace(namespace: Namespace, { api }: Core): void {
  for (const name of Object.keys(api)) {
    if (name === 'ready') continue;
    Object.defineProperty(namespace, name, { get: () => api[name], enumerable: true, configurable: true });
  }
}

interface Stub {
  namespace: Namespace;
  queue: QueuedCall[];
  loaded: Promise<Namespace>;
  markLoaded(): void;
  settleReady(done: Promise<void>): void;
}

function createStub(version: string): Stub {
  const queue: QueuedCall[] = [];
  let markLoaded = (): void => undefined;
  const namespace: Namespace = { version, client: null };
  const loaded = new Promise<Namespace>((resolve) => {
    markLoaded = () => resolve(namespace);
  });
  let settle: (done: Promise<void>) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = (done) => done.then(resolve, reject);
  });
  ready.catch(() => undefined);
  const queued =
    (method: QueuedCall['method']) =>
    (...args: unknown[]): Promise<unknown> =>
      new Promise((resolve, reject) => queue.push({ method, args, resolve, reject }));
  const later =
    (method: string) =>
    (...args: unknown[]): Promise<unknown> =>
      loaded.then((shopkit) => (shopkit[method] as (...args: unknown[]) => unknown)(...args));
  Object.assign(namespace, {
    ready,
    loaded,
    whenDefined: later('whenDefined'),
    defineShopElements: later('defineShopElements'),
    defineTexts: (...args: unknown[]) => void queued('defineTexts')(...args).catch(() => undefined),
    configure: queued('configure'),
  });
  return { namespace, queue, loaded, markLoaded, settleReady: (done) => settle(done) };
}

/** The Shopkit tags in the document and in its templates (a list's template names the elements of its rows). */
function tagsOnPage(tags: string[], doc: Document): Set<string> {
  const selector = tags.join(',');
  const found = new Set<string>();
  const collect = (root: ParentNode): void => {
    for (const element of root.querySelectorAll(selector)) found.add(element.localName);
    for (const template of root.querySelectorAll('template')) collect(template.content);
  };
  collect(doc);
  return found;
}

/** The tags of the element table, from the manifest (the table's convention: `shop-cart` is `components/shop-cart.ts`). */
function tagsOf(manifest: ChunkManifest): string[] {
  return Object.keys(manifest.modules)
    .map((path) => /^components\/(shop-[a-z-]+)\.ts$/.exec(path)?.[1])
    .filter((tag): tag is string => Boolean(tag));
}

/**
 * modulepreload for the core and the files of the tags already on the page, so they all arrive together; a tag loaded
 * on intent is fetched when the shopper reaches for it.
 */
function preload(manifest: ChunkManifest, base: string, doc: Document): void {
  const files = new Set<string>([manifest.core]);
  for (const tag of tagsOnPage(tagsOf(manifest), doc)) {
    if (LOADED_ON_INTENT.has(tag)) continue;
    const file = manifest.modules[`components/${tag}.ts`]!;
    for (const needed of [...(manifest.needs[file] ?? []), file]) files.add(needed);
  }
  const links = doc.createDocumentFragment();
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = `${base}${file}`;
    links.append(link);
  }
  doc.head.append(links);
}

/** Calls `retry` once, on the next pointer or key press, or when a Shopkit tag is inserted into the page. */
function onNextChance(retry: () => void, selector: string, doc: Document): void {
  const events = ['pointerdown', 'keydown', 'focusin'];
  const done = (): void => {
    observer.disconnect();
    for (const type of events) doc.removeEventListener(type, done, true);
    retry();
  };
  const observer = new MutationObserver((records) => {
    const inserted = records.flatMap((record) => [...record.addedNodes]);
    if (inserted.some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector))))
      done();
  });
  for (const type of events) doc.addEventListener(type, done, true);
  observer.observe(doc, { childList: true, subtree: true });
}

/** Runs the script tag: window.Shopkit, then the core from the chunk folder beside the script. */
export function installShopkit(manifest: ChunkManifest, doc: Document = document): void {
  const host = globalThis as unknown as { Shopkit?: unknown };
  // A second copy of the tag keeps the first one's window.Shopkit, client and elements.
  if (host.Shopkit) return;
  const current = doc.currentScript;
  const script = current instanceof HTMLScriptElement ? current : null;
  const source = script?.src || doc.querySelector<HTMLScriptElement>('script[src*="shopkit"]')?.src || doc.baseURI;
  const stub = createStub(manifest.version);
  host.Shopkit = stub.namespace;
  const tag = script ?? doc.querySelector('script[data-publishable-key][src*="shopkit"]');
  const start = (round: number): void => {
    const base = new URL(`${spellFolder('chunks', round)}/`, source).href;
    if (round === 0) preload(manifest, base, doc);
    (import(/* @vite-ignore */ `${base}${manifest.core}`) as Promise<Core>).then(
      (core) => {
        fillNamespace(stub.namespace, core);
        const { queue, settleReady } = stub;
        core.bootShopkit({ manifest, base, script, queue, settleReady });
        stub.markLoaded();
      },
      (error: unknown) => {
        console.error('Shopkit could not load its code:', error);
        stub.settleReady(Promise.reject(error));
        onNextChance(() => start(round + 1), tagsOf(manifest).join(','), doc);
      },
    );
  };
  // The code's files first: the page waits for them before anything of its own shows, while the API's first read
  // leaves only once the core has run, long after the preconnect has opened its connection.
  const begin = (): void => {
    start(0);
    preconnectApi(tag, doc);
  };
  // A page whose catalogue is already in its HTML is painted first (after-next-paint.ts); a page that the elements
  // fill starts its code at once, since nothing of the catalogue shows before it.
  // Everything the tag does looks at the page, so an `async` tag that ran while the body was arriving waits for it.
  onParsed(doc, () => (hasPrerenderedContent(doc) ? afterNextPaint(begin, doc) : begin()));
}
