import type { Shop } from '../../../src/index.ts';
import type { CatalogueSnapshot } from '../catalogue.ts';
import { html, type SafeHtml } from '../html.ts';
import { renderLayout, type SiteConfig } from '../layout.ts';
import { renderProductCard } from './product-card.ts';

function renderCategoryChips(snapshot: CatalogueSnapshot): SafeHtml | null {
  const used = snapshot.categories.filter((category) => category.productCount > 0);
  if (used.length === 0) return null;
  return html`<ul class="chips" aria-label="Categories">
    ${used.map((category) => html`<li><a class="chip" href="/?category=${encodeURIComponent(category.slug)}">${category.name}</a></li>`)}
  </ul>`;
}

/** "SEK, EUR or USD (pay in SEK or EUR)": every currency shown, and those a shopper can pay in (not display-only). */
function currencyPerk(shop: Shop): string {
  const shown = shop.currencies.map((offer) => offer.code);
  const payable = shop.currencies.filter((offer) => offer.mode !== 'display').map((offer) => offer.code);
  const list = (codes: string[]) =>
    codes.length < 2 ? codes.join('') : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}`;
  return payable.length === shown.length ? list(shown) : `${list(shown)} (pay in ${list(payable)})`;
}

/** The home page: a short hero and the product grid, optionally narrowed to one category (`?category=<slug>`). */
export function renderHomePage(snapshot: CatalogueSnapshot, config: SiteConfig, categorySlug: string | null): SafeHtml {
  const category = snapshot.categories.find((entry) => entry.slug === categorySlug) ?? null;
  const products = category
    ? snapshot.products.filter((product) => product.categoryIds.includes(category.id))
    : snapshot.products;
  const main = html`<section class="hero" aria-labelledby="hero-title">
    <div>
      <p class="eyebrow">New season · Free returns</p>
      <h1 id="hero-title">Everyday objects, made to last.</h1>
      <p class="lede">${snapshot.shop.name} is a small shop of well-made things for kitchens, desks and long evenings.</p>
    </div>
    <ul class="perks" role="list">
      <li><strong>Free shipping</strong> on every order</li>
      <li><strong>30-day returns</strong>, no questions asked</li>
      <li><strong>Prices in your currency</strong>: ${currencyPerk(snapshot.shop)}</li>
    </ul>
  </section>
  <section class="catalogue" aria-labelledby="grid-title">
    <div class="section-head">
      <h2 id="grid-title">${category ? category.name : 'All products'}</h2>
      ${renderCategoryChips(snapshot)}
    </div>
    <ul class="grid" role="list">
      ${products.map((product) => renderProductCard(product, config.locale))}
    </ul>
  </section>
  <section id="about" class="about">
    <h2>About this demo</h2>
    <p>Plain HTML pages with no JavaScript of their own: the cart, the currency switch, the prices, the cookie banner
      and the checkout button are Shopkit elements configured by the script tag's data attributes.</p>
  </section>`;
  return renderLayout({ title: snapshot.shop.name, shopName: snapshot.shop.name, config, main });
}
