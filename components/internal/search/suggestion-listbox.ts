// The listbox of a search box (the ARIA 1.2 combobox pattern): each option rendered from the merchant's template for
// its kind (`<template data-shop-suggestion="product">`, "query", "category", "all") through the bindings, else as its
// label; the option is the clone's one element (or a `div` around several), given `role="option"` and an id. Focus
// stays in the input, which points at the active option with `aria-activedescendant`; the active option is marked
// `aria-selected="true"` and `data-shop-active`, for CSS.
import { bindClone, warmTemplate } from '../bindings/bind-fragment.ts';
import type { SuggestionKind, SuggestionOption } from './suggestion-options.ts';

const ACTIVE = 'data-shop-active';
const INDEX = 'data-shop-option';

export class SuggestionListbox {
  readonly element: HTMLElement;
  #options: SuggestionOption[] = [];
  #active = -1;
  #warmed = false;
  readonly #templates: () => Map<SuggestionKind, HTMLTemplateElement>;
  readonly #idPrefix: string;

  constructor(element: HTMLElement, templates: () => Map<SuggestionKind, HTMLTemplateElement>, idPrefix: string) {
    this.element = element;
    this.#templates = templates;
    this.#idPrefix = idPrefix;
  }

  get size(): number {
    return this.#options.length;
  }

  get activeIndex(): number {
    return this.#active;
  }

  get active(): SuggestionOption | null {
    return this.#options[this.#active] ?? null;
  }

  /** The id of the active option's element, for `aria-activedescendant`; '' when none is active. */
  get activeId(): string {
    return this.#active < 0 ? '' : (this.#optionElements()[this.#active]?.id ?? '');
  }

  /**
   * Readies the templates for the first answer, in a task of its own once the shopper is in the box: the options are
   * then made from planned templates and compiled code on the path from an answer to its options on screen.
   */
  warm(): void {
    if (this.#warmed) return;
    this.#warmed = true;
    setTimeout(() => {
      for (const template of this.#templates().values()) warmTemplate(template);
    });
  }

  /** Replaces the options; none is active. */
  show(options: SuggestionOption[]): void {
    this.#options = options;
    this.#active = -1;
    const templates = this.#templates();
    this.element.replaceChildren(...options.map((option, index) => this.#render(option, index, templates)));
  }

  /** Makes option `index` active (-1: none) and scrolls it into view. */
  setActive(index: number): void {
    this.#active = index >= 0 && index < this.#options.length ? index : -1;
    this.#optionElements().forEach((element, i) => {
      const active = i === this.#active;
      element.setAttribute('aria-selected', String(active));
      element.toggleAttribute(ACTIVE, active);
      if (active) element.scrollIntoView?.({ block: 'nearest' });
    });
  }

  /** Moves the active option by `step`, wrapping round (from none, down is the first and up the last). */
  move(step: 1 | -1): void {
    const count = this.#options.length;
    if (count === 0) return;
    const from = this.#active < 0 ? (step > 0 ? -1 : count) : this.#active;
    this.setActive((from + step + count) % count);
  }

  /** The index of the option `target` is in, or -1. */
  indexOf(target: EventTarget | null): number {
    const element = target instanceof Element ? target.closest(`[${INDEX}]`) : null;
    return element && this.element.contains(element) ? Number(element.getAttribute(INDEX)) : -1;
  }

  optionAt(index: number): SuggestionOption | null {
    return this.#options[index] ?? null;
  }

  #optionElements(): HTMLElement[] {
    return [...this.element.querySelectorAll<HTMLElement>(`:scope [${INDEX}]`)];
  }

  #render(option: SuggestionOption, index: number, templates: Map<SuggestionKind, HTMLTemplateElement>): HTMLElement {
    const template = templates.get(option.kind);
    let element: HTMLElement;
    if (template) {
      const clone = template.content.cloneNode(true) as DocumentFragment;
      bindClone(template, clone, option.scope);
      const elements = [...clone.children];
      const blank = (node: Node) =>
        node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent!.trim());
      const single =
        elements.length === 1 && [...clone.childNodes].every((node) => node === elements[0] || blank(node));
      element = single && elements[0] instanceof HTMLElement ? elements[0] : document.createElement('div');
      if (element === elements[0]) element.remove();
      else element.append(clone);
    } else {
      element = document.createElement('div');
      element.textContent = option.label;
    }
    element.id = `${this.#idPrefix}-${index}`;
    element.setAttribute('role', 'option');
    element.setAttribute('aria-selected', 'false');
    element.setAttribute(INDEX, String(index));
    element.dataset.shopKind = option.kind;
    // Options are pointed at from the input, never focused: an option that is a link is no tab stop, and a link
    // inside an option is plain text (a control inside a control reaches no screen reader as itself; the option
    // follows its URL when chosen).
    if (element.matches('a[href], button')) element.setAttribute('tabindex', '-1');
    for (const link of element.querySelectorAll('a[href]')) link.removeAttribute('href');
    return element;
  }
}
