// What a fragment's bindings are, read once: each target as its place in the fragment (child indexes from the root)
// and its parsed `data-shop-*` attributes. Binding a clone of the same markup then walks straight to its targets
// instead of searching and parsing again, which is what a list does for every row it clones.
import { SCOPE_OWNERS } from '../scope/scope-owners.ts';
import { isBindableAttribute } from './apply-attribute.ts';
import { parseBindingList, type NamedBinding } from './parse-binding-list.ts';

const BOUND =
  '[data-shop-text],[data-shop-html],[data-shop-attr],[data-shop-class],[data-shop-show],[data-shop-hide],' +
  'template[data-shop-each]';
const INERT = new Set(['script', 'style']);

/** The bindings of one element, as its attributes state them. */
export interface ElementSpec {
  kind: 'element';
  text: string | null;
  html: string | null;
  show: string | null;
  hide: string | null;
  attributes: NamedBinding[];
  classes: NamedBinding[];
}

/** `<template data-shop-each="path" data-shop-as="name">`. */
export interface RepeatSpec {
  kind: 'repeat';
  path: string;
  as: string;
}

export interface PlannedTarget {
  /** Child indexes from the root to the target. */
  place: number[];
  spec: ElementSpec | RepeatSpec;
}

function ownedElsewhere(element: Element, root: ParentNode): boolean {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    if (SCOPE_OWNERS.has(node.localName)) return true;
  }
  return false;
}

function placeOf(node: Node, root: ParentNode): number[] {
  const place: number[] = [];
  for (let current = node; current !== root && current.parentNode; current = current.parentNode)
    place.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
  return place;
}

function specOf(element: Element): ElementSpec | RepeatSpec {
  const read = (name: string) => element.getAttribute(name);
  if (element instanceof HTMLTemplateElement)
    return { kind: 'repeat', path: (read('data-shop-each') ?? '').trim(), as: read('data-shop-as') || 'item' };
  return {
    kind: 'element',
    text: read('data-shop-text'),
    html: read('data-shop-html'),
    show: read('data-shop-show'),
    hide: read('data-shop-hide'),
    attributes: parseBindingList(read('data-shop-attr') ?? '').filter(({ name }) => isBindableAttribute(name)),
    classes: parseBindingList(read('data-shop-class') ?? ''),
  };
}

/** Every binding target in `root` (and `root` itself), in document order, outside nested scope owners. */
export function planBindings(root: Element | DocumentFragment): PlannedTarget[] {
  const found = [...root.querySelectorAll(BOUND)];
  if (root instanceof Element && root.matches(BOUND)) found.unshift(root);
  return found
    .filter((element) => !INERT.has(element.localName) && !ownedElsewhere(element, root))
    .map((element) => ({ place: element === root ? [] : placeOf(element, root), spec: specOf(element) }));
}

/** The node at `place` in `root` (a clone of the markup the plan was made from). */
export function targetAt(root: Node, place: readonly number[]): Node {
  let node = root;
  for (const index of place) node = node.childNodes[index]!;
  return node;
}
