import { html, type SafeHtml } from '../html.ts';
import { renderLayout, type SiteConfig } from '../layout.ts';

/**
 * The embedded checkout: the hosted checkout inside this page (`<shop-checkout>`), for the cart in the header. After
 * paying, the order confirmation replaces it in place; the page's CSP lets the checkout origin, and only it, be framed.
 */
export function renderCheckoutPage(shopName: string, config: SiteConfig): SafeHtml {
  const main = html`<section class="checkout-page" aria-labelledby="checkout-title">
    <h1 id="checkout-title">Checkout</h1>
    <p class="lede">Pay without leaving the shop. Your cart is in the header.</p>
    <shop-checkout success-url="${config.siteUrl}/success" back-url="${config.siteUrl}/">
      <p slot="empty">Your cart is empty. <a href="/">Continue shopping</a></p>
    </shop-checkout>
  </section>`;
  return renderLayout({ title: `Checkout · ${shopName}`, shopName, config, main });
}
