import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { bindClone, type Binding } from './internal/bindings/bind-fragment.ts';
import { markedClones, takeOverClone } from './internal/catalogue/marked-clones.ts';
import { PRERENDERED } from './internal/catalogue/prerender-marks.ts';
import type { ProductScope, ProductScopeData } from './internal/scope/product-scope.ts';
import { ProductScopeController } from './internal/scope/scope-controller.ts';
import { VARIANT_PICKER_STYLES } from './internal/catalogue/variant-picker-styles.ts';
import type { OptionChoice } from './internal/catalogue/variant-matrix.ts';
import { textsFor } from './internal/texts/i18n.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { ShopElement } from './internal/base/shop-element.ts';

/**
 * The choice of a variant from the product's options matrix (Size x Colour), inside a `<shop-product>` or a list row.
 * By default one fieldset of radio buttons per option (`kind="select"`: a select per option); with a `<template>`
 * child, the merchant's markup cloned once per option (`shopkit prerender` writes those clones into the page, and the
 * picker keeps them, binding them to the product once it is read). Values without an in-stock variant are marked sold out; a
 * choice that leaves no variant moves the other options to the nearest one. Every choice pins the product's variant.
 *
 * @summary A variant picker for the product it is in.
 * @slot - An optional `<template>` cloned per option (scope: the product's, plus `option.name` and `option.values`).
 * @csspart option - One option's fieldset (or label around its select).
 * @csspart legend - The option's name.
 * @csspart value - One value's label (also `unavailable` when sold out).
 * @csspart select - The select of an option (`kind="select"`).
 * @cssproperty --shop-variant-picker-gap - Space between values.
 * @cssproperty --shop-variant-picker-selected-border - Border colour of the chosen value (falls back to the accent).
 */
export class ShopVariantPickerElement extends ShopElement {
  static override styles = [TOKENS, VARIANT_PICKER_STYLES];

  /** `radio` (default: a fieldset of radio buttons per option) or `select` (a select per option). */
  @property() accessor kind: 'radio' | 'select' = 'radio';

  #clones: Array<{ binding: Binding; nodes: ChildNode[] }> = [];
  readonly #scope = new ProductScopeController(
    this,
    () => true,
    (scope) => this.#bindTemplate(scope),
  );

  constructor() {
    super();
    this.addEventListener('change', (event) => this.#onOwnMarkupChange(event));
  }

  /** A change in the merchant's markup: a field in an option's clone chooses its value for that option. */
  #onOwnMarkupChange(event: Event): void {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    if (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked) return;
    const index = this.#clones.findIndex((clone) => clone.nodes.some((node) => node.contains(field)));
    const option = this.#scope.scope?.data?.choices[index];
    if (option) this.#scope.scope!.choose(option.name, field.value);
  }

  /** Binds the prerendered clones when they are one per option; otherwise they make way for new ones. */
  #adopt(data: ProductScopeData): void {
    const adopted = markedClones(this);
    this.removeAttribute(PRERENDERED);
    const fits = adopted.length === data.choices.length;
    this.#clones = adopted.flatMap((clone, index) => {
      const binding = takeOverClone(clone, fits ? { ...data, option: data.choices[index] } : null);
      return binding ? [{ binding, nodes: clone.nodes }] : [];
    });
  }

  #bindTemplate(scope: ProductScope): void {
    const template = this.querySelector<HTMLTemplateElement>(':scope > template');
    const data = scope.data;
    if (!template || !data) return;
    if (this.hasAttribute(PRERENDERED)) this.#adopt(data);
    if (this.#clones.length !== data.choices.length) {
      for (const clone of this.#clones.splice(0)) for (const node of clone.nodes) node.remove();
      for (const option of data.choices) {
        const fragment = template.content.cloneNode(true) as DocumentFragment;
        const binding = bindClone(template, fragment, { ...data, option });
        this.#clones.push({ binding, nodes: [...fragment.childNodes] });
        this.append(fragment);
      }
    } else this.#clones.forEach((clone, index) => clone.binding.update({ ...data, option: data.choices[index] }));
  }

  #choose(name: string, value: string): void {
    this.#scope.scope?.choose(name, value);
  }

  #radios(option: OptionChoice, soldOut: string): unknown {
    return html`<fieldset part="option">
      <legend part="legend">${option.name}</legend>
      <div class="values">
        ${option.values.map(
          (value) =>
            html`<label part=${value.available ? 'value' : 'value unavailable'}
              ><input
                type="radio"
                name=${option.name}
                .value=${value.name}
                .checked=${value.selected}
                @change=${() => this.#choose(option.name, value.name)}
              /><span class="name">${value.name}</span>${
                // A screen-reader-only box is joined with a space: " (Sold out)" reads "Fjord (Sold out)".
                value.available ? nothing : html`<span class="sr-only"> (${soldOut})</span>`
              }</label
            >`,
        )}
      </div>
    </fieldset>`;
  }

  #select(option: OptionChoice, choose: string, soldOut: string): unknown {
    const chosen = option.values.some((value) => value.selected);
    return html`<label part="option"
      ><span class="label" part="legend">${option.name}</span
      ><select
        part="select"
        @change=${(event: Event) => this.#choose(option.name, (event.target as HTMLSelectElement).value)}
      >
        ${chosen ? nothing : html`<option value="" disabled selected>${choose}</option>`}
        ${option.values.map(
          (value) =>
            html`<option .value=${value.name} ?selected=${value.selected}>
              ${value.available ? value.name : `${value.name} (${soldOut})`}
            </option>`,
        )}
      </select></label
    >`;
  }

  protected override render(): unknown {
    if (this.querySelector(':scope > template')) return html`<slot></slot>`;
    const choices = this.#scope.scope?.data?.choices ?? [];
    const texts = textsFor(this.locale);
    return choices.map((option) =>
      this.kind === 'select'
        ? this.#select(option, texts.chooseOptions([option.name]), texts.soldOut)
        : this.#radios(option, texts.soldOut),
    );
  }
}
