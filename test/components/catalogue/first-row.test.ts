// A list's first row pays for what runs once per page: it is made (bound, its leaves written) in one task and put in
// the page in the next, and the style sheets of the lit elements in it are made with it, before any of them is in the
// page, so the task that upgrades and renders the first card of each element does not make them too.
import { expect, fixture, html } from '@open-wc/testing';
import { css, LitElement } from 'lit';
import '../define-elements.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop } from './catalogue-shop.ts';

/** A lit element no other test renders, so the list's first row holds its first instance. */
class RowStyleProbeElement extends LitElement {
  static override styles = css`
    :host {
      --row-style-probe: 1;
    }
  `;
}
customElements.define('row-style-probe', RowStyleProbeElement);

interface SheetMade {
  probe: boolean;
  rowsInPage: number;
}

/** Records each constructed sheet's text as it is filled, with how many rows the list had in the page then. */
function watchSheets(rowsInPage: () => number): { made: SheetMade[]; stop: () => void } {
  const made: SheetMade[] = [];
  const replaceSync = CSSStyleSheet.prototype.replaceSync;
  CSSStyleSheet.prototype.replaceSync = function (this: CSSStyleSheet, text: string) {
    made.push({ probe: text.includes('--row-style-probe'), rowsInPage: rowsInPage() });
    return replaceSync.call(this, text);
  };
  return { made, stop: () => (CSSStyleSheet.prototype.replaceSync = replaceSync) };
}

describe("a list's first row", () => {
  it("makes its elements' style sheets before the row is in the page", async () => {
    const shop = createCatalogueShop();
    const sheets = watchSheets(() => document.querySelectorAll('shop-product-list > article.card').length);
    try {
      const list = await fixture<ShopProductListElement>(
        html`<shop-product-list .client=${shop.client} lang="en-GB">
          <template>
            <article class="card">
              <row-style-probe></row-style-probe>
              <span data-shop-text="product.name"></span>
            </article>
          </template>
        </shop-product-list>`,
      );
      await until(() => list.state === 'ready', 'ready');
      const probes = [...list.querySelectorAll<RowStyleProbeElement>('row-style-probe')];
      await Promise.all(probes.map((probe) => probe.updateComplete));
      expect(probes.length).to.be.greaterThan(1);
      expect(getComputedStyle(probes[0]!).getPropertyValue('--row-style-probe').trim()).to.equal('1');
      const made = sheets.made.filter((sheet) => sheet.probe);
      expect(made, 'one sheet for every instance, made before the first row went in').to.deep.equal([
        { probe: true, rowsInPage: 0 },
      ]);
    } finally {
      sheets.stop();
    }
  });
});
