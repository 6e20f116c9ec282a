// The order confirmation: the order's number, lines, discounts, shipping, VAT and total in the order's currency,
// formatted like the hosted checkout formats them, and where it is delivered. Sent after the paying transaction
// committed (mail-outbox.ts), to the address the shopper paid with.
import { html } from '../checkout/html.ts';
import { formatMoney } from '../../../wire/money.ts';
import { countryName } from '../shipping/country-names.ts';
import type { OrderRecord } from '../state/types.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_STYLES, mailDocument } from './mail-layout.ts';
import { fill, mailTexts, type MailLocale } from './mail-texts.ts';

interface Row {
  label: string;
  amount: string;
}

function summaryRows(order: OrderRecord, locale: MailLocale): Row[] {
  const t = mailTexts(locale.language);
  const money = (amount: number) => formatMoney(amount, order.currency, locale.locale);
  const lines = order.lines.map((line) => ({
    label: `${line.quantity} × ${line.name}${line.variantName ? ` (${line.variantName})` : ''}`,
    amount: money(line.lineTotal),
  }));
  const discounts = order.discounts.map((discount) => ({
    label: fill(t.orderDiscount, { code: discount.code }),
    amount: `−${money(discount.amount)}`,
  }));
  const shipping = order.shipping
    ? [
        {
          label: fill(t.orderShipping, { method: order.shipping.name }),
          amount: order.shipping.free ? t.orderFree : money(order.shipping.amount),
        },
      ]
    : [];
  return [
    ...lines,
    { label: t.orderSubtotal, amount: money(order.subtotal) },
    ...discounts,
    ...shipping,
    { label: t.orderVat, amount: money(order.vatTotal) },
    { label: t.orderTotal, amount: money(order.total) },
  ];
}

function addressLines(order: OrderRecord, locale: MailLocale): string[] {
  const address = order.shippingAddress;
  if (!address) return [];
  return [
    address.name,
    address.street,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, locale.locale),
    ...(address.phone ? [address.phone] : []),
  ];
}

export function renderOrderMail(order: OrderRecord, shopName: string, locale: MailLocale): MailMessage {
  const t = mailTexts(locale.language);
  const values = { shop: shopName, number: order.number, name: order.customer.name };
  const subject = fill(t.orderSubject, values);
  const footer = fill(t.footer, values);
  const rows = summaryRows(order, locale);
  const address = addressLines(order, locale);
  const text = [
    fill(t.orderIntro, values),
    '',
    fill(t.orderNumber, values),
    ...rows.map((row) => `${row.label}: ${row.amount}`),
    ...(address.length > 0 ? ['', `${t.orderDeliverTo}:`, ...address] : []),
    '',
    t.orderQuestions,
    '',
    footer,
  ].join('\n');
  const content = html`<p>${fill(t.orderIntro, values)}</p>
<p><strong>${fill(t.orderNumber, values)}</strong></p>
<table role="presentation" style="${MAIL_STYLES.table}">${rows.map(
    (row) =>
      html`<tr><td style="${MAIL_STYLES.cell}">${row.label}</td><td style="${MAIL_STYLES.amount}">${row.amount}</td></tr>`,
  )}</table>
${address.length > 0 ? html`<p><strong>${t.orderDeliverTo}</strong><br>${address.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}</p>` : ''}
<p style="${MAIL_STYLES.muted}">${t.orderQuestions}</p>`;
  const documentHtml = mailDocument({ lang: locale.locale, title: subject, shopName, footer }, content);
  return { fromName: shopName, to: order.customer.email, subject, text, html: documentHtml };
}
