// Svelte 5's types for the elements: `SvelteHTMLElements` entries (svelte/elements), so svelte-check checks each
// attribute by its name, each property that no attribute sets by its name (before an element is defined, Svelte 5
// writes any value but an object as an attribute: `productId` would be `productid`), and each `on<event>`
// attribute, which Svelte 5 adds as a listener for that event (`onshop-cart-change` -> `shop-cart-change`). Svelte
// checks attributes as an object, so a misspelt name fails, hyphenated or not.
import { GENERATED, importElements, propertiesWithoutAttribute, propertyLines } from './describe-elements.mjs';

function elementProps(element) {
  const seen = new Set();
  const entries = [
    ...element.attributes.map((a) => ({ key: a.name, type: a.type, description: a.description })),
    ...propertiesWithoutAttribute(element).map((p) => ({ key: p.name, type: p.type, description: p.description })),
    ...element.events.map((e) => ({
      key: `on${e.name}`,
      type: `(event: ${e.type}) => void`,
      description: e.description,
    })),
  ].filter((entry) => !seen.has(entry.key) && seen.add(entry.key));
  return [`export interface ${element.className}SvelteProps {`, ...propertyLines(entries), '}'].join('\n');
}

export function svelteTypes(elements) {
  return `${GENERATED}
// Svelte 5: \`import type {} from 'shopkit-storefront/svelte';\` once in the app (docs/frameworks.md).
import type { HTMLAttributes } from 'svelte/elements';
${importElements(elements)}

${elements.map(elementProps).join('\n\n')}

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
${elements.map((e) => `    '${e.tag}': Omit<HTMLAttributes<${e.className}>, keyof ${e.className}SvelteProps> & ${e.className}SvelteProps;`).join('\n')}
  }
}
`;
}
