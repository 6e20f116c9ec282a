// The lit floors of the selling pages: the least a lit page can do to show what the demo's product and list pages show.
// One script (lit and two elements, bundled and minified like dist/shopkit.js) that reads the same answer from the
// same platform as soon as it runs (`GET /v2/products/by-slug/<slug>`, `GET /v2/products?limit=24`), formats the
// price with Intl.NumberFormat and renders it: `<floor-product>` the name, price, image and an add button,
// `<floor-list>` 24 cards of name, image, price and add button. No cart, no consent, no scope, no bindings: a
// physical limit for the same answer on the same network, to measure the pages against.
import { bundleLitScript } from './lit-floor.ts';
import type { PageScenario } from './page-cost.ts';
import { benchPage, type ReadyCondition } from './page-probe.ts';
import { TYPES } from './static-server.ts';
import { LIST_CARDS } from './shopkit/shopkit-scenarios.ts';

const ENTRY = `import { LitElement, html, css } from 'lit';
const read = (element, path) =>
  fetch(element.getAttribute('api-url') + path, {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + element.getAttribute('key') },
  }).then((response) => response.json());
const money = (product) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: product.currency }).format(product.price / 100);
const image = css\`img { width: 100%; height: auto; aspect-ratio: 1; display: block; }\`;

class FloorProduct extends LitElement {
  static properties = { product: { state: true } };
  static styles = [image, css\`:host { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }\`];
  connectedCallback() {
    super.connectedCallback();
    read(this, '/v2/products/by-slug/' + encodeURIComponent(this.getAttribute('slug'))).then((product) => {
      this.product = product;
    });
  }
  render() {
    const p = this.product;
    if (!p) return html\`<p>Loading…</p>\`;
    return html\`<img src="\${p.images[0]?.url}?width=640" width="640" height="640" alt="">
      <div><h1>\${p.name}</h1><p part="price">\${money(p)}</p><button type="button">Add to cart</button></div>\`;
  }
}
customElements.define('floor-product', FloorProduct);

class FloorList extends LitElement {
  static properties = { products: { state: true } };
  static styles = [image, css\`:host { display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; }\`];
  connectedCallback() {
    super.connectedCallback();
    read(this, '/v2/products?limit=${LIST_CARDS}').then((page) => {
      this.products = page.data;
    });
  }
  render() {
    return (this.products ?? []).map(
      (p) => html\`<article class="card"><img src="\${p.images[0]?.url}?width=320" width="320" height="320" alt="">
        <h2 class="card-title">\${p.name}</h2><span part="price">\${money(p)}</span>
        <button type="button">Add to cart</button></article>\`,
    );
  }
}
customElements.define('floor-list', FloorList);
`;

/** Bundles the two floor elements and returns the path of the minified script. */
export const buildLitPageFloor = (): Promise<string> => bundleLitScript(ENTRY, 'lit-page-floor');

/** The product and list pages' lit floors against the platform at `apiUrl` (the subject `lit floor` of each kind). */
export function litPageFloorScenarios(script: string, apiUrl: string, key: string, slug: string): PageScenario[] {
  const attributes = `api-url="${apiUrl}" key="${key}"`;
  const scenario = (kind: string, body: string, ready: ReadyCondition[], dataPath: string): PageScenario => ({
    kind,
    subject: 'lit floor',
    url: `/s/lit-floor-${kind}/`,
    files: {
      [`/s/lit-floor-${kind}/`]: {
        body: benchPage({ body, scripts: '<script src="/peers/lit-page-floor.js"></script>', ready }),
        type: TYPES.html,
      },
      '/peers/lit-page-floor.js': { file: script, type: TYPES.js },
    },
    dataPath,
    apiOrigin: new URL(apiUrl).origin,
  });
  return [
    scenario(
      'product',
      `<main><floor-product ${attributes} slug="${slug}"></floor-product></main>`,
      [
        { path: 'floor-product >> h1', text: '\\w' },
        { path: 'floor-product >> [part="price"]', text: '\\d' },
        { path: 'floor-product >> img' },
        { path: 'floor-product >> button', text: 'Add to cart' },
      ],
      '/v2/products/by-slug/',
    ),
    scenario(
      'list',
      `<main><floor-list ${attributes}></floor-list></main>`,
      [
        {
          path: 'floor-list >> .card',
          each: {
            count: LIST_CARDS,
            has: [
              { path: '.card-title', text: '\\w' },
              { path: '[part="price"]', text: '\\d' },
            ],
          },
        },
      ],
      '/v2/products',
    ),
  ];
}
