import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { formatMoney } from '../../../src/index.ts';
import type { AppliedDiscount, CheckoutSession } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';
import { shippingTextsFor } from '../texts/shipping-texts.ts';

/** The discounts of a session that took something off its total. */
export function appliedDiscounts(session: CheckoutSession): AppliedDiscount[] {
  return (session.discounts ?? []).filter((discount) => discount.applied && discount.amount > 0);
}

/** The country of an address in the page's language (the code when the browser does not know it). */
export function describeCountry(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the order goes, as a postal address block. */
function renderAddress(session: CheckoutSession, locale: string): unknown {
  const address = session.shippingAddress;
  if (!address) return nothing;
  const texts = shippingTextsFor(locale);
  return html`<section part="address" aria-labelledby="address-title">
    <h3 id="address-title">${texts.deliveryAddress}</h3>
    <address>${address.name}<br />${address.street}<br />${address.postalCode} ${address.city}<br />${describeCountry(address.country, locale)}${address.phone ? html`<br />${address.phone}` : nothing}</address>
  </section>`;
}

/** The order's lines (name, variant, quantity, line total), totals (subtotal, discounts, shipping, VAT, total) and
 * delivery address. */
export function renderOrderSummary(session: CheckoutSession, texts: ShopTexts, locale: string): TemplateResult {
  const money = (amount: number) => formatMoney(amount, session.currency, locale);
  const shipping = session.shipping;
  const shippingTexts = shippingTextsFor(locale);
  return html`<table part="lines">
      <caption class="sr-only">${texts.orderLines}</caption>
      <thead>
        <tr><th scope="col">${texts.item}</th><th scope="col" class="num">${texts.quantity}</th><th scope="col" class="num">${texts.price}</th></tr>
      </thead>
      <tbody>
        ${session.items.map(
          (line) => html`<tr part="line">
            <td><span class="name">${line.name}</span>${line.variantName ? html`<span class="variant">${line.variantName}</span>` : null}</td>
            <td class="num">${line.quantity}</td>
            <td class="num">${money(line.lineTotal)}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    <dl part="totals">
      <div><dt>${texts.subtotal}</dt><dd>${money(session.subtotal)}</dd></div>
      ${appliedDiscounts(session).map(
        (discount) =>
          html`<div class="discount"><dt>${texts.discount} (${discount.code})</dt><dd>−${money(discount.amount)}</dd></div>`,
      )}
      ${
        shipping
          ? html`<div class="shipping"><dt>${shippingTexts.shipping} (${shipping.name})</dt><dd>${shipping.free ? shippingTexts.shippingFree : money(shipping.amount)}</dd></div>`
          : nothing
      }
      <div class="vat"><dt>${texts.vatIncluded}</dt><dd>${money(session.vatTotal)}</dd></div>
      <div class="grand"><dt>${texts.total}</dt><dd>${money(session.total)}</dd></div>
    </dl>
    ${renderAddress(session, locale)}`;
}

export const ORDER_SUMMARY_STYLES = css`
  table {
    width: 100%;
    border-collapse: collapse;
    margin: var(--_gap) 0;
  }
  th,
  td {
    text-align: start;
    padding: 0.5em 0.25em;
    border-bottom: 1px solid var(--_border);
    vertical-align: top;
  }
  th {
    font-weight: 600;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .num {
    text-align: end;
    white-space: nowrap;
  }
  .name {
    display: block;
    overflow-wrap: anywhere;
  }
  .variant {
    display: block;
    color: var(--_muted);
    font-size: 0.875em;
  }
  dl {
    margin: 0;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: var(--_gap);
    padding: 0.2em 0.25em;
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
  .vat {
    color: var(--_muted);
    font-size: 0.875em;
  }
  [part='address'] h3 {
    font-size: 1em;
    margin: var(--_gap) 0 0.25em;
  }
  address {
    font-style: normal;
    overflow-wrap: anywhere;
  }
  .grand {
    font-weight: 700;
    border-top: 1px solid var(--_border);
    margin-top: 0.25em;
    padding-top: 0.5em;
  }
`;

/** The confirmation around the summary: heading, status line, the merchant's own content. */
export const ORDER_CONFIRMATION_STYLES = css`
      :host {
        display: block;
        background: var(--shop-order-confirmation-background, transparent);
        padding: var(--shop-order-confirmation-padding, 0);
      }
      [part="heading"] {
        font-size: var(--shop-order-confirmation-heading-size, 1.5rem);
        font-weight: 700;
        line-height: 1.25;
        margin: 0 0 0.25em;
      }
      /* Focused only by focus() to be read out after an in-place checkout; it is not a control. */
      [part="heading"]:focus {
        outline: none;
      }
      [part="status"] {
        margin: 0 0 var(--_gap);
      }
      .more {
        margin-top: var(--_gap);
      }
      .note {
        display: block;
        color: var(--_muted);
        margin-top: 0.25em;
      }
    `;
