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

function renderVariant(product: Product, variant: Variant, config: SiteConfig): SafeHtml {
  const single = product.variants.length === 1;
  const label = single ? 'Add to cart' : `Add ${variant.name}`;
  return html`<li class="variant">
    <div class="variant-info">
      <span class="variant-name">${single ? product.name : variant.name}</span>
      <span class="variant-meta">${stockNote(variant)} · SKU ${variant.sku}</span>
    </div>
    <span class="variant-price"><shop-price product-id="${product.id}" variant-id="${variant.id}">${formatMoney(variant.price, product.currency, config.locale)}</shop-price></span>
    <shop-add-to-cart product-id="${product.id}" variant-id="${variant.id}" quantity="1">
      <button type="button" class="button" ${variant.available ? '' : 'disabled'}
        aria-label="${single ? `Add ${product.name} to cart` : `Add ${product.name}, ${variant.name}, to cart`}">${label}</button>
    </shop-add-to-cart>
    <shop-buy-now product-id="${product.id}" variant-id="${variant.id}" quantity="1"
      success-url="${config.siteUrl}/success" back-url="${config.siteUrl}/products/${product.slug}">
      <button type="button" class="button button-ghost" ${variant.available ? '' : 'disabled'}
        aria-label="${single ? `Buy ${product.name} now` : `Buy ${product.name}, ${variant.name}, now`}">Buy now</button>
    </shop-buy-now>
  </li>`;
}

/**
 * A product page: the image, the description and, per variant, an add-to-cart and a buy-now straight to the hosted
 * checkout, each price repriced by `<shop-price>`.
 */
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
        ${product.variants.map((variant) => renderVariant(product, variant, config))}
      </ul>
      <p class="assurance">Free shipping over 500 kr · 30-day returns · Prices include ${Math.round(product.vatRate * 100)}% VAT</p>
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
