// The bindings engine shared by every element that fills merchant markup (docs/elements.md, "Bindings"):
//
//   const clone = template.content.cloneNode(true) as DocumentFragment;
//   const binding = bindClone(template, clone, scope);
//   host.append(clone);          // bound before it is inserted, so nothing flashes unbound
//   binding.update(nextScope);   // after a variant pick, a currency switch, ...
//
// `scope` is any plain object; bindings read paths into it (`product.name`, `order.items.0.name`). Targets are found
// once per template (binding-plan.ts), or per fragment with bindFragment; elements inside a nested scope owner
// (scope/scope-owners.ts) belong to that owner.
// Two hooks let an owner watch the binding without the engine carrying more than the calls: `checkPath` sees every
// path before it is read (the cart and the products warn about paths their scope does not have, warn-unknown-path.ts), `onRepeat` every
// clone of a list with its item (the cart finds the line a button sits in, repeated-item.ts).
import { applyAttribute } from './apply-attribute.ts';
import { planBindings, targetAt, type ElementSpec, type PlannedTarget, type RepeatSpec } from './binding-plan.ts';
import type { RepeatedItem } from './repeated-item.ts';
import { isTruthy, readBinding, toText } from './resolve-path.ts';
import { setSanitizedHtml } from './sanitize-html.ts';
import { sourceHash } from './source-hash.ts';

/** The mark of a prerendered target's HTML source (catalogue/prerender-marks.ts). */
const HTML_HASH = 'data-shop-html-hash';
/** The mark of an item a prerendered `data-shop-each` list shows (catalogue/prerender-marks.ts). */
export const ITEM_MARK = 'data-shop-item';

export type Scope = object;
type Binder = (scope: Scope) => void;

export interface BindOptions {
  /**
   * The markup is already filled for this scope (a prerendered page): only what differs is written. An HTML target
   * whose `data-shop-html-hash` matches keeps its content, and the items a `data-shop-each` list was prerendered with
   * (marked `data-shop-item`) make way for its own clones.
   */
  adopt?: boolean;
  /** Called with every binding's path before it is read (on every update, so list items' paths once there are items). */
  checkPath?: (scope: Scope, path: string, attribute: string) => void;
  /** Called with the top-level nodes of every clone of a `data-shop-each` list and the item it shows, on every update. */
  onRepeat?: (nodes: readonly Node[], item: RepeatedItem) => void;
}

export interface Binding {
  /** Re-applies every binding of the fragment to a new scope. */
  update(scope: Scope): void;
  /** Resolves when the HTML bindings of the last update are in place (the sanitizer may load first). */
  settled(): Promise<void>;
}

/** Reads one binding's path, showing it to `checkPath` first. */
function pathReader(options: BindOptions): (scope: Scope, path: string, attribute: string) => unknown {
  const check = options.checkPath;
  if (!check) return (scope, path) => readBinding(scope, path);
  return (scope, path, attribute) => {
    check(scope, path, attribute);
    return readBinding(scope, path);
  };
}

function elementBinder(
  element: Element,
  spec: ElementSpec,
  pending: Array<Promise<void>>,
  options: BindOptions,
): Binder {
  const { text, html, show, hide, attributes, classes } = spec;
  const value = pathReader(options);
  let shownHtml: string | null = null;
  let adoptedHash = options.adopt ? element.getAttribute(HTML_HASH) : null;
  return (scope) => {
    if (text !== null) {
      const shown = toText(value(scope, text, 'data-shop-text'));
      if (element.textContent !== shown) element.textContent = shown;
    }
    if (html !== null) {
      const shown = toText(value(scope, html, 'data-shop-html'));
      if (shown !== shownHtml && adoptedHash !== null && sourceHash(shown) === adoptedHash) shownHtml = shown;
      if (shown !== shownHtml) pending.push(setSanitizedHtml(element, (shownHtml = shown)));
      adoptedHash = null;
    }
    for (const { name, path } of attributes) applyAttribute(element, name, value(scope, path, 'data-shop-attr'));
    for (const { name, path } of classes)
      element.classList.toggle(name, isTruthy(value(scope, path, 'data-shop-class')));
    if (show !== null || hide !== null) {
      const visible =
        (show === null || isTruthy(value(scope, show, 'data-shop-show'))) &&
        (hide === null || !isTruthy(value(scope, hide, 'data-shop-hide')));
      element.toggleAttribute('hidden', !visible);
    }
  };
}

/** Each template's content is planned once: its clones bind from the same plan. */
const PLANS = new WeakMap<DocumentFragment, PlannedTarget[]>();

function planOf(template: HTMLTemplateElement): PlannedTarget[] {
  let plan = PLANS.get(template.content);
  if (!plan) PLANS.set(template.content, (plan = planBindings(template.content)));
  return plan;
}

/** Takes out the items a prerendered list shows after its template (and the whitespace between them). */
function removePrerenderedItems(template: HTMLTemplateElement): void {
  const marked = (node: ChildNode | null): boolean => node instanceof Element && node.hasAttribute(ITEM_MARK);
  for (let node = template.nextSibling; node;) {
    const next: ChildNode | null = node.nextSibling;
    const blank = node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();
    if (!marked(node) && !(blank && marked(next))) break;
    node.remove();
    node = next;
  }
}

/** `<template data-shop-each="path" data-shop-as="name">`: one bound clone per item, inserted after the template. */
function repeatBinder(
  template: HTMLTemplateElement,
  spec: RepeatSpec,
  pending: Array<Promise<void>>,
  options: BindOptions,
): Binder {
  const { path, as } = spec;
  const value = pathReader(options);
  let clones: Array<{ nodes: ChildNode[]; binding: Binding }> = [];
  if (options.adopt) removePrerenderedItems(template);
  return (scope) => {
    const list = value(scope, path, 'data-shop-each');
    const items: unknown[] = Array.isArray(list) ? list : [];
    const itemScope = (item: unknown, index: number): Scope => ({ ...scope, [as]: item, index });
    if (items.length !== clones.length) {
      for (const clone of clones) for (const node of clone.nodes) node.remove();
      clones = items.map((item, index) => {
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const binding = bindClone(template, fragment, itemScope(item, index), { ...options, adopt: false });
        return { nodes: [...fragment.childNodes], binding };
      });
      template.after(...clones.flatMap((clone) => clone.nodes));
    } else clones.forEach((clone, index) => clone.binding.update(itemScope(items[index], index)));
    if (options.onRepeat)
      clones.forEach((clone, index) => options.onRepeat!(clone.nodes, { path, item: items[index], index }));
    pending.push(...clones.map((clone) => clone.binding.settled()));
  };
}

/** Binds the targets of several top-level nodes (a clone's, in the page) as one binding. */
export function bindNodes(nodes: readonly ChildNode[], scope: Scope, options: BindOptions = {}): Binding {
  const bindings = nodes
    .filter((node): node is Element => node instanceof Element)
    .map((node) => bindFragment(node, scope, options));
  return {
    update: (next) => bindings.forEach((binding) => binding.update(next)),
    settled: async () => {
      await Promise.all(bindings.map((binding) => binding.settled()));
    },
  };
}

function bindPlan(
  root: Element | DocumentFragment,
  plan: readonly PlannedTarget[],
  scope: Scope,
  options: BindOptions,
): Binding {
  const pending: Array<Promise<void>> = [];
  // Every target is found before any binder starts: adopting, a list takes out the items it was prerendered with,
  // which moves the places of what follows it.
  const targets = plan.map(({ place }) => targetAt(root, place) as Element);
  const binders = plan.map(({ spec }, index) =>
    spec.kind === 'repeat'
      ? repeatBinder(targets[index] as HTMLTemplateElement, spec, pending, options)
      : elementBinder(targets[index]!, spec, pending, options),
  );
  const update = (next: Scope): void => {
    for (const bind of binders) bind(next);
  };
  update(scope);
  return {
    update,
    settled: async () => {
      await Promise.all(pending.splice(0));
    },
  };
}

/** Binds every target in `root` to `scope` now, and returns the handle to re-bind it. Never throws for data. */
export function bindFragment(root: Element | DocumentFragment, scope: Scope, options: BindOptions = {}): Binding {
  return bindPlan(root, planBindings(root), scope, options);
}

/**
 * Readies a template that will be cloned soon, while nothing waits for it (a search box's options as the shopper
 * starts typing): its plan is made and one throwaway clone is bound to an empty scope, so the first real clone runs
 * on code the engine has already compiled. The clone is never inserted: nothing it binds is fetched.
 */
export function warmTemplate(template: HTMLTemplateElement): void {
  bindPlan(template.content.cloneNode(true) as DocumentFragment, planOf(template), {}, {});
}

/**
 * Binds `clone`, a fresh `template.content.cloneNode(true)`, to `scope`: the bindings are read from the template
 * once, for every clone of it (a list's rows, a picker's choices).
 */
export function bindClone(
  template: HTMLTemplateElement,
  clone: DocumentFragment,
  scope: Scope,
  options: BindOptions = {},
): Binding {
  return bindPlan(clone, planOf(template), scope, options);
}
