// A merchant's `<template>` inside `<shop-order-confirmation>`: cloned once, inserted after the template (light DOM,
// so the page's own CSS styles it) and bound to the order scope through the bindings engine, then re-bound on every
// change (loading, pending, confirmed). Paths into the scope, never expressions (docs/elements.md, "Bindings").
import { bindClone, type Binding } from '../bindings/bind-fragment.ts';
import type { OrderScope } from './order-scope.ts';

export class OrderTemplate {
  #binding: Binding | null = null;
  #nodes: ChildNode[] = [];
  readonly #host: Element;

  constructor(host: Element) {
    this.#host = host;
  }

  #template(): HTMLTemplateElement | null {
    return this.#host.querySelector<HTMLTemplateElement>(':scope > template');
  }

  /** Whether the merchant wrote a template (the default rendering steps aside then). */
  get present(): boolean {
    return this.#template() !== null;
  }

  render(scope: OrderScope): void {
    if (this.#binding) return this.#binding.update(scope);
    const template = this.#template();
    if (!template) return;
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    this.#binding = bindClone(template, fragment, scope);
    this.#nodes = [...fragment.childNodes];
    template.after(fragment);
  }

  /** The first heading of the bound markup, made focusable, for `focus()` after an in-place checkout. */
  heading(): HTMLElement | null {
    for (const node of this.#nodes) {
      if (!(node instanceof HTMLElement)) continue;
      const heading = node.matches('h1,h2,h3,h4,h5,h6,[role="heading"]')
        ? node
        : node.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6,[role="heading"]');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        return heading;
      }
    }
    return null;
  }
}
