import type { Product } from '../../../src/index.ts';
import { formatMoney } from '../../../src/index.ts';
import { html, type SafeHtml } from '../html.ts';
import { productPath, renderProductImage } from '../product-media.ts';

/** The add button for a product with one variant, or a link to choose among several (or a sold-out note). */
function renderCardAction(product: Product): SafeHtml {
  const [variant] = product.variants;
  if (!product.available) return html`<span class="badge badge-muted">Sold out</span>`;
  if (product.variants.length === 1 && variant) {
    return html`<shop-add-to-cart product-id="${product.id}" variant-id="${variant.id}" quantity="1">
        <button type="button" class="button button-small">Add to cart</button>
      </shop-add-to-cart>`;
  }
  return html`<a class="button button-small button-ghost" href="${productPath(product)}"
      aria-label="Choose options for ${product.name}">Choose options</a>`;
}

export function renderProductCard(product: Product, locale: string): SafeHtml {
  const from = product.variants.length > 1 ? 'From ' : '';
  return html`<li class="card">
    <a class="card-media" href="${productPath(product)}" tabindex="-1" aria-hidden="true">
      ${renderProductImage(product, { sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw' })}
    </a>
    <div class="card-body">
      <h3 class="card-title"><a href="${productPath(product)}">${product.name}</a></h3>
      <p class="card-price">${from}<shop-price product-id="${product.id}">${formatMoney(product.price, product.currency, locale)}</shop-price></p>
      <div class="card-action">${renderCardAction(product)}</div>
    </div>
  </li>`;
}
