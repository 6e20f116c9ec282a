import { html, type SafeHtml } from '../html.ts';
import { renderLayout, type SiteConfig } from '../layout.ts';

export interface MessagePageInput {
  title: string;
  heading: string;
  body: SafeHtml;
  shopName: string;
  config: SiteConfig;
  tone?: 'success' | 'neutral';
}

/** A centred message page: the thank-you page after checkout, and the not-found page. */
export function renderMessagePage(input: MessagePageInput): SafeHtml {
  const icon =
    input.tone === 'success'
      ? html`<svg class="message-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor"/><path d="M14 25l7 7 13-15" fill="none" stroke="var(--paper)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`
      : null;
  const main = html`<section class="message ${input.tone === 'success' ? 'message-success' : ''}">
    ${icon}
    <h1>${input.heading}</h1>
    ${input.body}
    <p><a class="button" href="/">Continue shopping</a></p>
  </section>`;
  return renderLayout({
    title: `${input.title} · ${input.shopName}`,
    shopName: input.shopName,
    config: input.config,
    main,
  });
}

/**
 * The thank-you page after a hosted checkout. `<shop-order-confirmation>` shows the order this browser placed (its
 * lines, VAT and total), or only the number for a visitor who did not place it; the page itself shows nothing private.
 */
export function renderSuccessPage(orderNumber: string, shopName: string, config: SiteConfig): SafeHtml {
  return renderMessagePage({
    title: 'Thank you',
    heading: 'Thank you for your order!',
    shopName,
    config,
    tone: 'success',
    body: html`<shop-order-confirmation class="order-confirmation" order-number="${orderNumber}" heading-level="2">
      <span slot="title">Your order</span>
      <p class="lede">A confirmation is on its way to your inbox.</p>
    </shop-order-confirmation>`,
  });
}

export function renderNotFoundPage(shopName: string, config: SiteConfig): SafeHtml {
  return renderMessagePage({
    title: 'Not found',
    heading: 'We could not find that page',
    shopName,
    config,
    body: html`<p class="lede">The product may have sold out for good, or the link has a typo.</p>`,
  });
}
