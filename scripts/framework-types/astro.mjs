// Astro's types for the elements: `astroHTML.JSX.IntrinsicElements` entries with each attribute by its name. Astro
// renders the elements as HTML on the server, so there are attributes only (no properties, no listeners: a page's
// <script> listens). astro check reads .astro files as TSX, where a hyphenated name is checked only when declared.
import { GENERATED, importElements, propertyLines } from './describe-elements.mjs';

function elementProps(element) {
  const entries = element.attributes.map((a) => ({ key: a.name, type: a.type, description: a.description }));
  return [`export interface ${element.className}AstroProps {`, ...propertyLines(entries), '}'].join('\n');
}

export function astroTypes(elements) {
  return `${GENERATED}
// Astro: \`import type {} from 'shopkit-storefront/astro';\` once in the project (docs/frameworks.md).
${importElements(elements)}

${elements.map(elementProps).join('\n\n')}

declare global {
  namespace astroHTML.JSX {
    interface IntrinsicElements {
${elements.map((e) => `      '${e.tag}': Omit<HTMLAttributes, keyof ${e.className}AstroProps> & ${e.className}AstroProps;`).join('\n')}
    }
  }
}
`;
}
