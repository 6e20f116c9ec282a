// Vue 3's types for the elements: `GlobalComponents` entries, so vue-tsc checks a template's attributes (written
// kebab-case, matched to the camelCase props) and its `@shop-*` listeners (`onShopCartChange`). At run time Vue must
// leave the tags to the browser: `compilerOptions.isCustomElement: (tag) => tag.startsWith('shop-')`. Vue's own types
// leave out `data-*` attributes, which `checkUnknownProps` then refuses on any element: the `data-shop-*` attributes
// that Shopkit's templates and controls use (`data-shop-text`, `data-shop-state`, `data-shop-count`) are declared here.
import { camelCase, GENERATED, importElements, propertyLines } from './describe-elements.mjs';

const listenerName = (event) => `on${camelCase(`-${event}`)}`;

function elementProps(element) {
  const seen = new Set();
  const entries = [
    ...element.attributes.map((a) => ({ key: a.property, type: a.type, description: a.description })),
    ...element.properties.map((p) => ({ key: p.name, type: p.type, description: p.description })),
    ...element.events.map((e) => ({
      key: listenerName(e.name),
      type: `(event: ${e.type}) => void`,
      description: e.description,
    })),
  ].filter((entry) => !seen.has(entry.key) && seen.add(entry.key));
  return [`export interface ${element.className}VueProps {`, ...propertyLines(entries), '}'].join('\n');
}

export function vueTypes(elements) {
  return `${GENERATED}
// Vue 3: \`import type {} from 'shopkit-storefront/vue';\` once in the app, and \`isCustomElement\`
// (docs/frameworks.md).
import type { DefineComponent, HTMLAttributes } from 'vue';
${importElements(elements)}

${elements.map(elementProps).join('\n\n')}

declare module 'vue' {
  interface GlobalComponents {
${elements.map((e) => `    '${e.tag}': DefineComponent<${e.className}VueProps & HTMLAttributes>;`).join('\n')}
  }

  /** Shopkit's bindings and controls (\`data-shop-text\`, \`data-shop-state\`, \`data-shop-count\`), on any element. */
  interface HTMLAttributes {
    [key: \`data-shop-\${string}\`]: string | boolean | undefined;
  }
}
`;
}
