// The bindings engine shared by every element that fills merchant markup (docs/elements.md, "Bindings"):
//
//   const binding = bindFragment(template.content.cloneNode(true) as DocumentFragment, scope);
//   host.append(...);            // bound before it is inserted, so nothing flashes unbound
//   binding.update(nextScope);   // after a variant pick, a currency switch, ...
//
// `scope` is any plain object; bindings read paths into it (`product.name`, `order.items.0.name`). Targets are found
// once, when the fragment is bound; elements inside a nested scope owner (SCOPE_OWNERS) belong to that owner.
import { applyAttribute, isBindableAttribute } from './apply-attribute.ts';
import { parseBindingList } from './parse-binding-list.ts';
import { isTruthy, readBinding, toText } from './resolve-path.ts';
import { setSanitizedHtml } from './sanitize-html.ts';

/** The elements that bind their own templates: a binding walk stops at them. */
export const SCOPE_OWNERS = new Set([
  'shop-product',
  'shop-product-list',
  'shop-variant-picker',
  'shop-order-confirmation',
]);

const BOUND =
  '[data-shop-text],[data-shop-html],[data-shop-attr],[data-shop-class],[data-shop-show],[data-shop-hide],' +
  'template[data-shop-each]';
const INERT = new Set(['script', 'style']);

export type Scope = object;
type Binder = (scope: Scope) => void;

export interface Binding {
  /** Re-applies every binding of the fragment to a new scope. */
  update(scope: Scope): void;
  /** Resolves when the HTML bindings of the last update are in place (the sanitizer may load first). */
  settled(): Promise<void>;
}

function ownedElsewhere(element: Element, root: ParentNode): boolean {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    if (SCOPE_OWNERS.has(node.localName)) return true;
  }
  return false;
}

function targetsOf(root: Element | DocumentFragment): Element[] {
  const found = [...root.querySelectorAll(BOUND)];
  if (root instanceof Element && root.matches(BOUND)) found.unshift(root);
  return found.filter((element) => !INERT.has(element.localName) && !ownedElsewhere(element, root));
}

function elementBinder(element: Element, pending: Array<Promise<void>>): Binder {
  const read = (name: string) => element.getAttribute(name);
  const text = read('data-shop-text');
  const html = read('data-shop-html');
  const show = read('data-shop-show');
  const hide = read('data-shop-hide');
  const attributes = parseBindingList(read('data-shop-attr') ?? '').filter(({ name }) => isBindableAttribute(name));
  const classes = parseBindingList(read('data-shop-class') ?? '');
  let shownHtml: string | null = null;
  return (scope) => {
    if (text !== null) element.textContent = toText(readBinding(scope, text));
    if (html !== null) {
      const value = toText(readBinding(scope, html));
      if (value !== shownHtml) pending.push(setSanitizedHtml(element, (shownHtml = value)));
    }
    for (const { name, path } of attributes) applyAttribute(element, name, readBinding(scope, path));
    for (const { name, path } of classes) element.classList.toggle(name, isTruthy(readBinding(scope, path)));
    if (show !== null || hide !== null) {
      const visible =
        (show === null || isTruthy(readBinding(scope, show))) && (hide === null || !isTruthy(readBinding(scope, hide)));
      element.toggleAttribute('hidden', !visible);
    }
  };
}

/** `<template data-shop-each="path" data-shop-as="name">`: one bound clone per item, inserted after the template. */
function repeatBinder(template: HTMLTemplateElement, pending: Array<Promise<void>>): Binder {
  const path = template.getAttribute('data-shop-each') ?? '';
  const as = template.getAttribute('data-shop-as') || 'item';
  let clones: Array<{ nodes: ChildNode[]; binding: Binding }> = [];
  return (scope) => {
    const value = readBinding(scope, path);
    const items: unknown[] = Array.isArray(value) ? value : [];
    const itemScope = (item: unknown, index: number): Scope => ({ ...scope, [as]: item, index });
    if (items.length !== clones.length) {
      for (const clone of clones) for (const node of clone.nodes) node.remove();
      clones = items.map((item, index) => {
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const binding = bindFragment(fragment, itemScope(item, index));
        return { nodes: [...fragment.childNodes], binding };
      });
      template.after(...clones.flatMap((clone) => clone.nodes));
    } else clones.forEach((clone, index) => clone.binding.update(itemScope(items[index], index)));
    pending.push(...clones.map((clone) => clone.binding.settled()));
  };
}

/** Binds every target in `root` to `scope` now, and returns the handle to re-bind it. Never throws for data. */
export function bindFragment(root: Element | DocumentFragment, scope: Scope): Binding {
  const pending: Array<Promise<void>> = [];
  const binders = targetsOf(root).map((element) =>
    element instanceof HTMLTemplateElement ? repeatBinder(element, pending) : elementBinder(element, pending),
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
