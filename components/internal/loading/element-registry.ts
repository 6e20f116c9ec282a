// Defines each Shopkit element the first time its tag appears: in the document when the script runs, in everything
// inserted later, and in the shadow roots of Shopkit elements (they report them through observeRoot). The element's
// module (`components/<tag>.ts`, see define.ts) is imported then; a module that fails to load puts the elements
// waiting for it into their error state, and is tried again the next time such an element is inserted (from a fresh
// URL, chunk-loader.ts). A tag loaded on intent (load-on-intent.ts) waits until the shopper reaches for one of its
// elements. `Shopkit.ready` and `Shopkit.whenDefined(tag)` let a page's own scripts wait.
import { ShopkitConfigError } from '../../../src/index.ts';
import { describeError } from '../base/describe-error.ts';
import { clearLoadFailure, markLoadFailure, reserveSpace } from './load-state.ts';
import { LOADED_ON_INTENT, whenReachedFor } from './load-on-intent.ts';
import type { ShopElementEntry, ShopElementTable } from './shop-element-table.ts';
import { onParsed } from './when-parsed.ts';

export type { ShopElementEntry, ShopElementTable };

interface Registry {
  table: ShopElementTable;
  selector: string;
  elements: CustomElementRegistry;
  observer: MutationObserver | null;
}

let current: Registry | null = null;
/** What the definitions wait for: the page's first reads leaving (deferDefinitions). */
let definitionsAfter: Promise<unknown> = Promise.resolve();
const loading = new Map<string, Promise<CustomElementConstructor>>();
/** Elements found while their tag's module was loading: marked with the failure if it fails. */
const waiting = new Map<string, Set<Element>>();

/** `ShopCheckoutButtonElement` -> `shop-checkout-button`. */
export function tagOfClass(name: string): string {
  return name
    .replace(/Element$/, '')
    .replace(/[A-Z]/g, (letter, index: number) => (index ? '-' : '') + letter.toLowerCase());
}

/** `shop-checkout-button` -> `ShopCheckoutButtonElement`. */
export function classOfTag(tag: string): string {
  return `${tag.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}Element`;
}

/** Puts a defined element class on `window.Shopkit` beside the other exports, as the single-file build always did. */
function expose(tag: string, element: CustomElementConstructor): void {
  const namespace = (globalThis as { Shopkit?: Record<string, unknown> }).Shopkit;
  const name = classOfTag(tag);
  if (namespace && typeof namespace === 'object' && !(name in namespace))
    Object.defineProperty(namespace, name, { value: element, enumerable: true });
}

/** Defines every `Shop*Element` class a module exports whose tag is in the table; returns the one for `tag`. */
function defineFrom(registry: Registry, module: object, tag: string): CustomElementConstructor {
  for (const [name, value] of Object.entries(module)) {
    const exportedTag = tagOfClass(name);
    if (typeof value !== 'function' || !(exportedTag in registry.table)) continue;
    if (!registry.elements.get(exportedTag)) {
      clearLoadFailure(exportedTag);
      registry.elements.define(exportedTag, value as CustomElementConstructor);
    }
    expose(exportedTag, registry.elements.get(exportedTag)!);
  }
  const element = registry.elements.get(tag);
  if (!element) throw new Error(`Shopkit: the module of <${tag}> exports no ${classOfTag(tag)}.`);
  return element;
}

function load(registry: Registry, tag: string): Promise<CustomElementConstructor> {
  const defined = registry.elements.get(tag);
  if (defined) {
    // Defined by another copy of Shopkit on the page (or the merchant): this copy's window.Shopkit shows it too,
    // once the copy's script has finished and window.Shopkit is its namespace.
    return Promise.resolve(defined).then((element) => {
      expose(tag, element);
      return element;
    });
  }
  let pending = loading.get(tag);
  if (!pending) {
    const entry = registry.table[tag]!;
    pending = Promise.all([entry.load(), definitionsAfter]).then(([module]) => defineFrom(registry, module, tag));
    loading.set(tag, pending);
    pending.then(
      () => waiting.delete(tag),
      (error: unknown) => {
        loading.delete(tag);
        const message = `Shopkit could not load <${tag}>: ${describeError(error)}`;
        console.error(message);
        for (const element of waiting.get(tag) ?? []) markLoadFailure(element, error, message);
        waiting.delete(tag);
      },
    );
  }
  return pending;
}

/**
 * Holds every definition until `until` settles. Defining an element upgrades every element of its tag on the page at
 * once, in microtasks that would run between the steps of the page's first reads: the core defers them until those
 * reads have left (loading/page-reads.ts), which costs the definitions one task.
 */
export function deferDefinitions(until: Promise<unknown>): void {
  definitionsAfter = until.catch(() => undefined);
}

/** The undefined Shopkit tags inside the `<template>`s of `root`, at any depth (templates within templates too). */
function templateTags(registry: Registry, root: ParentNode, tags = new Set<string>()): Set<string> {
  const templates = [...root.querySelectorAll('template')];
  if (root instanceof HTMLTemplateElement) templates.push(root);
  for (const template of templates) {
    for (const element of template.content.querySelectorAll(registry.selector))
      if (!registry.elements.get(element.localName) && !LOADED_ON_INTENT.has(element.localName))
        tags.add(element.localName);
    templateTags(registry, template.content, tags);
  }
  return tags;
}

/** Notes an element waiting for its tag's module, which marks it with the failure if the module fails to load. */
function wait(tag: string, element: Element): void {
  let list = waiting.get(tag);
  if (!list) waiting.set(tag, (list = new Set()));
  list.add(element);
}

/**
 * Loads the module of every undefined Shopkit element in `root` (and `root` itself), and of every Shopkit tag in its
 * templates: a product's or a list's template is cloned once its data arrives, and its elements are defined by then.
 */
function discover(registry: Registry, root: ParentNode): void {
  const found = [...root.querySelectorAll(registry.selector)];
  if (root instanceof Element && root.matches(registry.selector)) found.push(root);
  const tags = templateTags(registry, root);
  for (const element of found) {
    const tag = element.localName;
    if (registry.elements.get(tag)) continue;
    if (LOADED_ON_INTENT.has(tag)) {
      whenReachedFor(element, () => {
        wait(tag, element);
        void load(registry, tag).catch(() => undefined);
      });
      continue;
    }
    tags.add(tag);
    wait(tag, element);
  }
  for (const tag of tags) void load(registry, tag).catch(() => undefined);
}

function observe(registry: Registry, root: Document | ShadowRoot): void {
  registry.observer?.observe(root, { childList: true, subtree: true });
  discover(registry, root);
}

/**
 * Starts defining the table's elements: `lazy` as their tags appear, `eager` all at once (the single-file build).
 * Later calls (a second copy of the script) keep the first registry.
 */
export function startElementRegistry(table: ShopElementTable, mode: 'lazy' | 'eager'): Promise<void> {
  if (current) return ready;
  const registry: Registry = {
    table,
    selector: Object.keys(table).join(','),
    elements: customElements,
    observer: null,
  };
  current = registry;
  reserveSpace(table);
  if (mode === 'eager') {
    settleReady(loadShopElements(table, customElements));
    return ready;
  }
  registry.observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) discover(registry, node);
  });
  observe(registry, document);
  // A template's content is parsed after the template itself is inserted, out of the observer's sight.
  settleReady(
    whenParsed().then(() => {
      discover(registry, document);
      return waitFor(registry, document);
    }),
  );
  return ready;
}

/** Reports a shadow root a Shopkit element rendered, so the elements inside it are defined too. */
export function observeRoot(root: ShadowRoot): void {
  if (current?.observer) observe(current, root);
}

/**
 * Loads and defines every element of the table in `elements` (Shopkit.defineShopElements); without a started registry
 * (the element suites' sources), it adds the document-wide rules itself.
 */
export async function loadShopElements(table: ShopElementTable, elements: CustomElementRegistry): Promise<void> {
  if (!current) reserveSpace(table);
  const registry = current?.table === table && current.elements === elements ? current : null;
  const target = registry ?? { table, selector: Object.keys(table).join(','), elements, observer: null };
  await Promise.all(Object.keys(table).map((tag) => load(target, tag)));
}

/** The class of a Shopkit tag once defined, loading its module if nothing on the page has asked for it yet. */
export function whenDefined(tag: string): Promise<CustomElementConstructor> {
  if (!current) return Promise.reject(new Error('Shopkit: the element registry has not started.'));
  if (!(tag in current.table)) {
    const known = Object.keys(current.table).join(', ');
    return Promise.reject(new ShopkitConfigError('whenDefined tag', `expected one of ${known}; got "${tag}"`));
  }
  return load(current, tag);
}

async function waitFor(registry: Registry, root: ParentNode): Promise<void> {
  const tags = new Set([...root.querySelectorAll(registry.selector)].map((element) => element.localName));
  for (const tag of LOADED_ON_INTENT) tags.delete(tag);
  await Promise.all([...tags].map((tag) => load(registry, tag)));
}

function whenParsed(): Promise<void> {
  return new Promise((resolve) => onParsed(document, resolve));
}

let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;

/**
 * Resolves once the page is parsed and every Shopkit element in it then is defined (those loaded on intent aside); rejects with the load error
 * when one of their modules could not be loaded (the elements show it too).
 */
export const ready: Promise<void> = new Promise<void>((resolve, reject) => {
  settle = { resolve, reject };
});
// A page that never awaits `ready` must not see an unhandled rejection for a failure its elements already show.
ready.catch(() => undefined);

function settleReady(done: Promise<void>): void {
  done.then(
    () => settle?.resolve(),
    (error: unknown) => settle?.reject(error),
  );
}
