// The framework types the build writes (scripts/framework-types/) name every element of the manifest with every
// attribute, settable property and event, each in the form its framework reads: React 19 and Svelte 5 take the
// attribute's own name and `on<event>`, Vue's templates `onShopCartChange` for `@shop-cart-change`, Astro attributes
// only. Whether each type-checks in its framework is the examples' suite (test/examples/).
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { astroTypes } from '../../scripts/framework-types/astro.mjs';
import {
  camelCase,
  describeElements,
  propertiesWithoutAttribute,
} from '../../scripts/framework-types/describe-elements.mjs';
import { reactTypes } from '../../scripts/framework-types/react.mjs';
import { svelteTypes } from '../../scripts/framework-types/svelte.mjs';
import { vueTypes } from '../../scripts/framework-types/vue.mjs';
import { ROOT } from '../helpers/markdown-blocks.ts';
import type { ShopProductListElement } from '../../components/shop-product-list.ts';

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8'));
const elements = describeElements(manifest);
/** The interface of one element's props in a generated file. */
const propsOf = (source: string, name: string) =>
  source.slice(source.indexOf(`export interface ${name} {`)).split('\n}')[0]!;

describe('framework types', () => {
  it('describes every element of the manifest', () => {
    expect(elements.map((element) => element.tag)).to.include.members([
      'shop-cart',
      'shop-product',
      'shop-product-list',
    ]);
    expect(elements).to.have.length(
      manifest.modules
        .flatMap((mod: { declarations?: Array<{ tagName?: string }> }) => mod.declarations ?? [])
        .filter((declaration: { tagName?: string }) => declaration.tagName).length,
    );
  });

  it('has shopkit-storefront/elements export the class type every generated file imports', () => {
    const entry = fs.readFileSync(path.join(ROOT, 'components/elements.ts'), 'utf8');
    for (const element of elements) expect(entry, element.className).to.contain(`export type { ${element.className} }`);
  });

  it('gives React 19 every attribute, every property no attribute sets, and on<event> props of each element', () => {
    const source = reactTypes(elements);
    expect(source).to.contain("declare module 'react'");
    for (const element of elements) {
      expect(source).to.contain(`'${element.tag}': ShopElementProps<${element.className}, ${element.className}Props>;`);
      const props = propsOf(source, `${element.className}Props`);
      for (const { name } of [...element.attributes, ...propertiesWithoutAttribute(element)])
        expect(props, element.tag).to.contain(`"${name}"?:`);
      for (const event of element.events)
        expect(props, element.tag).to.contain(
          `"on${event.name}"?: (event: HTMLElementEventMap['${event.name}']) => void;`,
        );
    }
  });

  it('leaves out the property name of an attribute in React and Svelte, which would be written lower-cased', () => {
    // Before an element is defined, React 19 (and Svelte 5, for all but objects) writes `productId` as the attribute
    // `productid`, which the element never reads: the attribute's own name is the one way that works.
    const product = propsOf(reactTypes(elements), 'ShopProductElementProps');
    const svelteProduct = propsOf(svelteTypes(elements), 'ShopProductElementSvelteProps');
    for (const props of [product, svelteProduct]) {
      expect(props).to.contain('"product-id"?:').and.contain('"url-pattern"?:').and.contain('"client"?:');
      expect(props).not.to.contain('"productId"?:').and.not.to.contain('"urlPattern"?:');
    }
  });

  it("gives Vue 3's GlobalComponents the camelCase props and listeners vue-tsc matches", () => {
    const source = vueTypes(elements);
    expect(source).to.contain("declare module 'vue'").and.contain('interface GlobalComponents');
    for (const element of elements) {
      const props = propsOf(source, `${element.className}VueProps`);
      for (const attribute of element.attributes) expect(props, element.tag).to.contain(`"${attribute.property}"?:`);
      for (const event of element.events) expect(props, element.tag).to.contain(`"on${camelCase(`-${event.name}`)}"?:`);
    }
    expect(source).to.contain('"onShopCartChange"?:');
  });

  it('declares data-shop-* on every element for Vue, which checkUnknownProps would otherwise refuse', () => {
    const source = vueTypes(elements);
    const declaration = source.slice(source.indexOf('interface HTMLAttributes {')).split('\n  }')[0]!;
    expect(declaration).to.contain('[key: `data-shop-${string}`]: string | boolean | undefined;');
  });

  it("types a fixed-value attribute by its values, which every framework's type reads from the class", () => {
    // The types are lookups into the class (`ShopProductListElement['sort']`), so the class's type is what a React,
    // Vue, Svelte or Astro type-check holds `sort` to; tsc refuses this file if `sort` took any string.
    // @ts-expect-error: not an order the catalogue sorts by
    const misspelt: ShopProductListElement['sort'] = 'price-asc';
    const sorts: Array<ShopProductListElement['sort']> = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'newest'];
    expect([misspelt, ...sorts]).to.have.length(6);
    expect(propsOf(reactTypes(elements), 'ShopProductListElementProps')).to.contain(
      `"sort"?: ShopProductListElement['sort'];`,
    );
  });

  it("gives Svelte 5's SvelteHTMLElements the attribute names and on<event> attributes", () => {
    const source = svelteTypes(elements);
    expect(source).to.contain("declare module 'svelte/elements'");
    for (const element of elements) {
      const props = propsOf(source, `${element.className}SvelteProps`);
      for (const attribute of element.attributes) expect(props, element.tag).to.contain(`"${attribute.name}"?:`);
      for (const event of element.events) expect(props, element.tag).to.contain(`"on${event.name}"?:`);
    }
  });

  it("gives Astro's IntrinsicElements the attributes, and lets a number attribute be written as digits", () => {
    const source = astroTypes(elements);
    expect(source).to.contain('namespace astroHTML.JSX');
    for (const element of elements) {
      const props = propsOf(source, `${element.className}AstroProps`);
      for (const attribute of element.attributes) expect(props, element.tag).to.contain(`"${attribute.name}"?:`);
    }
    expect(propsOf(source, 'ShopProductListElementAstroProps')).to.contain(
      '"limit"?: ShopProductListElement[\'limit\'] | `${number}`;',
    );
  });
});
