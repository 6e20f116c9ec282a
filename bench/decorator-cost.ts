// What the decision for standard decorators costs: one element with the same four properties (an attribute, a number,
// a reflected boolean, a state) written with `static properties` and with `@property` / `@state` accessors, each
// bundled with lit by the shipped bundles' esbuild settings (IIFE, target es2022, minified). The difference is
// esbuild's decorator and private-member helpers plus the per-property initialisers.
import { build } from 'esbuild';
import path from 'node:path';
import { measureBytes, type SizeFigures } from './measure-size.ts';
import { ROOT } from './paths.ts';

const RENDER = 'render() { return html`<p>${this.count} ${this.label} ${this.open} ${this.view}</p>`; }';

const STATIC_PROPERTIES = `import { LitElement, html } from 'lit';
class CostElement extends LitElement {
  static properties = {
    label: { attribute: 'data-label' },
    count: { type: Number },
    open: { type: Boolean, reflect: true },
    view: { state: true },
  };
  constructor() { super(); this.label = ''; this.count = 0; this.open = false; this.view = 'main'; }
  ${RENDER}
}
customElements.define('cost-element', CostElement);
`;

const DECORATORS = `import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
class CostElement extends LitElement {
  @property({ attribute: 'data-label' }) accessor label = '';
  @property({ type: Number }) accessor count = 0;
  @property({ type: Boolean, reflect: true }) accessor open = false;
  @state() accessor view = 'main';
  ${RENDER}
}
customElements.define('cost-element', CostElement);
`;

async function bundle(contents: string): Promise<SizeFigures> {
  const result = await build({
    stdin: { contents, loader: 'ts', resolveDir: ROOT, sourcefile: 'cost-element.ts' },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    tsconfigRaw: {},
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  return measureBytes(result.outputFiles[0]!.contents);
}

export interface DecoratorCost {
  staticProperties: SizeFigures;
  decorators: SizeFigures;
}

export async function measureDecoratorCost(): Promise<DecoratorCost> {
  return { staticProperties: await bundle(STATIC_PROPERTIES), decorators: await bundle(DECORATORS) };
}
