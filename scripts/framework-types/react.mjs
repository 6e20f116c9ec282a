// React 19's types for the elements: `React.JSX.IntrinsicElements` entries with React's own HTML attributes, each
// attribute by its name, each settable property by its name (React 19 sets a property when the defined element has
// it, so `productId` reaches the element itself), and each event as an `on<event>` prop, which React 19 adds as a
// listener for that event (`onshop-cart-change` -> `shop-cart-change`). TypeScript checks hyphenated JSX names only
// when they are declared, so a misspelt `product-idd` passes it while a misspelt `productIdd` does not.
import { GENERATED, importElements, propertyLines } from './describe-elements.mjs';

function elementProps(element) {
  const seen = new Set();
  const entries = [
    ...element.attributes.map((a) => ({ key: a.name, type: a.type, description: a.description })),
    ...element.properties.map((p) => ({ key: p.name, type: p.type, description: p.description })),
    ...element.events.map((e) => ({
      key: `on${e.name}`,
      type: `(event: ${e.type}) => void`,
      description: e.description,
    })),
  ].filter((entry) => !seen.has(entry.key) && seen.add(entry.key));
  return [`export interface ${element.className}Props {`, ...propertyLines(entries), '}'].join('\n');
}

export function reactTypes(elements) {
  return `${GENERATED}
// React 19: \`import type {} from 'shopkit-storefront/react';\` once in the app (docs/frameworks.md).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${importElements(elements)}

/** React's attributes of an HTML element, with the element's own attributes, properties and events winning. */
export type ShopElementProps<E extends HTMLElement, Own> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own> &
  Own & { class?: string };

${elements.map(elementProps).join('\n\n')}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map((e) => `      '${e.tag}': ShopElementProps<${e.className}, ${e.className}Props>;`).join('\n')}
    }
  }
}
`;
}
