// React 19's types for the elements: `React.JSX.IntrinsicElements` entries with React's own HTML attributes, each
// attribute by its name (`product-id`), each property that no attribute sets by its name (`client`), and each event
// as an `on<event>` prop, which React 19 adds as a listener for that event (`onshop-cart-change` ->
// `shop-cart-change`). React 19 sets a prop as a property only when the element is defined by then, and as an
// attribute otherwise; elements define themselves as their tags appear, so `productId` would become the attribute
// `productid` and is left out (a type error). TypeScript checks hyphenated JSX names only when they are declared, so
// a misspelt `product-idd` passes it while a misspelt `productIdd` does not.
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
