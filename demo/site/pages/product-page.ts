import type { Product, Variant } from '../../../src/index.ts';
import { formatMoney } from '../../../src/index.ts';
import type { CatalogueSnapshot } from '../catalogue.ts';
import { html, type SafeHtml } from '../html.ts';
import { renderLayout, type SiteConfig } from '../layout.ts';
import { renderProductImage } from '../product-media.ts';

function stockNote(variant: Variant): string {
  if (!variant.available) return 'Sold out';
  if (variant.stock !== null && variant.stock <= 5) return `Only ${variant.stock} left`;
  return 'In stock';
}

/** The button's name: what it adds, or why it is disabled ("Stoneware Mug, Fjord: sold out"). */
function buttonLabel(product: Product, variant: Variant, single: boolean): string {
  if (!variant.available) return single ? `${product.name}: sold out` : `${product.name}, ${variant.name}: sold out`;
  return single ? `Add ${product.name} to cart` : `Add ${product.name}, ${variant.name}, to cart`;
}

function renderVariant(product: Product, variant: Variant, locale: string): SafeHtml {
  const single = product.variants.length === 1;
  const label = !variant.available ? 'Sold out' : single ? 'Add to cart' : `Add ${variant.name}`;
  return html`<li class="variant">
    <div class="variant-info">
      <span class="variant-name">${single ? product.name : variant.name}</span>
      <span class="variant-meta">${stockNote(variant)} · SKU ${variant.sku}</span>
    </div>
    <span class="variant-price"><shop-price product-id="${product.id}" variant-id="${variant.id}">${formatMoney(variant.price, product.currency, locale)}</shop-price></span>
    <shop-add-to-cart product-id="${product.id}" variant-id="${variant.id}" quantity="1">
      <button type="button" class="button" ${variant.available ? '' : 'disabled'}
        aria-label="${buttonLabel(product, variant, single)}">${label}</button>
    </shop-add-to-cart>
  </li>`;
}

/** A product page: the image, the description and one add-to-cart per variant, each repriced by `<shop-price>`. */
export function renderProductPage(product: Product, snapshot: CatalogueSnapshot, config: SiteConfig): SafeHtml {
  const categories = snapshot.categories.filter((category) => product.categoryIds.includes(category.id));
  const main = html`<nav class="breadcrumbs" aria-label="Breadcrumb">
    <a href="/">Shop</a>
    ${categories.slice(0, 1).map(
      (category) => html`<span aria-hidden="true">/</span>
      <a href="/?category=${encodeURIComponent(category.slug)}">${category.name}</a>`,
    )}
    <span aria-hidden="true">/</span> <span aria-current="page">${product.name}</span>
  </nav>
  <article class="product">
    <div class="product-media">${renderProductImage(product, { eager: true, sizes: '(min-width: 48rem) 50vw, 100vw' })}</div>
    <div class="product-info">
      <h1>${product.name}</h1>
      <p class="product-price"><shop-price product-id="${product.id}">${formatMoney(product.price, product.currency, config.locale)}</shop-price></p>
      <p class="product-description">${product.description}</p>
      <h2 class="variants-title">${product.variants.length > 1 ? 'Choose a variant' : 'Buy'}</h2>
      <ul class="variants" role="list">
        ${product.variants.map((variant) => renderVariant(product, variant, config.locale))}
      </ul>
      <p class="assurance">Free shipping on every order · 30-day returns · Prices include ${Math.round(product.vatRate * 100)}% VAT</p>
    </div>
  </article>`;
  return renderLayout({
    title: `${product.name} · ${snapshot.shop.name}`,
    description: product.description,
    shopName: snapshot.shop.name,
    config,
    main,
  });
}
