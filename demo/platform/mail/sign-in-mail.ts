// The sign-in message: the 6-digit code (also in the subject, so it shows in a notification) and, when the page gave
// one, the link that signs in without typing it. The link's one-time secret is in its fragment, which no browser
// sends to any server, so it never reaches an access log or a Referer header (docs/design.md, "Customer accounts and
// sessions").
import { html } from '../checkout/html.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_STYLES, mailDocument } from './mail-layout.ts';
import { fill, mailTexts, type MailLocale } from './mail-texts.ts';

export interface SignInMail {
  to: string;
  shopName: string;
  code: string;
  /** The account page with the link's secret in its fragment, or null when the page gave no return URL. */
  link: string | null;
  locale: MailLocale;
}

export function renderSignInMail(mail: SignInMail): MailMessage {
  const t = mailTexts(mail.locale.language);
  const values = { shop: mail.shopName, code: mail.code };
  const subject = fill(t.signInSubject, values);
  const footer = fill(t.footer, values);
  const text = [
    fill(t.signInIntro, values),
    '',
    mail.code,
    '',
    t.signInValid,
    ...(mail.link ? ['', t.signInLinkIntro, mail.link] : []),
    '',
    t.signInIgnore,
    '',
    footer,
  ].join('\n');
  const content = html`<p>${fill(t.signInIntro, values)}</p>
<p id="sign-in-code" style="${MAIL_STYLES.code}">${mail.code}</p>
<p>${t.signInValid}</p>
${mail.link ? html`<p>${t.signInLinkIntro}</p><p><a href="${mail.link}" style="${MAIL_STYLES.button}">${fill(t.signInLinkLabel, values)}</a></p>` : ''}
<p style="${MAIL_STYLES.muted}">${t.signInIgnore}</p>`;
  const documentHtml = mailDocument(
    { lang: mail.locale.locale, title: subject, shopName: mail.shopName, footer },
    content,
  );
  return { fromName: mail.shopName, to: mail.to, subject, text, html: documentHtml };
}
