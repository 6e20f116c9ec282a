// The bindings engine shared by every element that fills merchant markup (docs/elements.md, "Bindings"):
//
//   const clone = template.content.cloneNode(true) as DocumentFragment;
//   const binding = bindClone(template, clone, scope);
//   host.append(clone);          // bound before it is inserted, so nothing flashes unbound
//   binding.update(nextScope);   // after a variant pick, a currency switch, ...
//
// `scope` is any plain object; bindings read paths into it (`product.name`, `order.items.0.name`). Targets are found
// once per template (binding-plan.ts), or per fragment with bindFragment; elements inside a nested scope owner
// (SCOPE_OWNERS) belong to that owner.
// Two hooks let an owner watch the binding without the engine carrying more than the calls: `checkPath` sees every
// path before it is read (the cart warns about paths its scope does not have, is-known-path.ts), `onRepeat` every
// clone of a list with its item (the cart finds the line a button sits in, repeated-item.ts).
import { applyAttribute } from './apply-attribute.ts';
import { planBindings, targetAt, type ElementSpec, type PlannedTarget, type RepeatSpec } from './binding-plan.ts';
import type { RepeatedItem } from '../cart/repeated-item.ts';
import { isTruthy, readBinding, toText } from './resolve-path.ts';
import { setSanitizedHtml } from './sanitize-html.ts';

export { SCOPE_OWNERS } from './binding-plan.ts';

export type Scope = object;
type Binder = (scope: Scope) => void;

export interface BindOptions {
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
  return (scope) => {
    if (text !== null) element.textContent = toText(value(scope, text, 'data-shop-text'));
    if (html !== null) {
      const shown = toText(value(scope, html, 'data-shop-html'));
      if (shown !== shownHtml) pending.push(setSanitizedHtml(element, (shownHtml = shown)));
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
  return (scope) => {
    const list = value(scope, path, 'data-shop-each');
    const items: unknown[] = Array.isArray(list) ? list : [];
    const itemScope = (item: unknown, index: number): Scope => ({ ...scope, [as]: item, index });
    if (items.length !== clones.length) {
      for (const clone of clones) for (const node of clone.nodes) node.remove();
      clones = items.map((item, index) => {
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const binding = bindClone(template, fragment, itemScope(item, index), options);
        return { nodes: [...fragment.childNodes], binding };
      });
      template.after(...clones.flatMap((clone) => clone.nodes));
    } else clones.forEach((clone, index) => clone.binding.update(itemScope(items[index], index)));
    if (options.onRepeat)
      clones.forEach((clone, index) => options.onRepeat!(clone.nodes, { path, item: items[index], index }));
    pending.push(...clones.map((clone) => clone.binding.settled()));
  };
}

function bindPlan(
  root: Element | DocumentFragment,
  plan: readonly PlannedTarget[],
  scope: Scope,
  options: BindOptions,
): Binding {
  const pending: Array<Promise<void>> = [];
  const binders = plan.map(({ place, spec }) => {
    const target = targetAt(root, place) as Element;
    return spec.kind === 'repeat'
      ? repeatBinder(target as HTMLTemplateElement, spec, pending, options)
      : elementBinder(target, spec, pending, options);
  });
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
