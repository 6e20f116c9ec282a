// The words of the platform's e-mail in each language it writes: English and Swedish. A message is written in the
// language of the storefront page that asked for it when the platform has it, else in the shop's (`shop.locale`),
// else in English. Placeholders are `{name}`; every value put into one is escaped by the renderer.
export const MAIL_LANGUAGES = ['en', 'sv'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface MailTexts {
  signInSubject: string;
  signInIntro: string;
  signInValid: string;
  signInLinkIntro: string;
  signInLinkLabel: string;
  signInIgnore: string;
  orderSubject: string;
  orderIntro: string;
  orderNumber: string;
  orderSubtotal: string;
  orderDiscount: string;
  orderShipping: string;
  orderFree: string;
  orderVat: string;
  orderTotal: string;
  orderDeliverTo: string;
  orderQuestions: string;
  footer: string;
}

const TEXTS: Record<MailLanguage, MailTexts> = {
  en: {
    signInSubject: '{code} is your sign-in code for {shop}',
    signInIntro: 'Enter this code to sign in to {shop}:',
    signInValid: 'It works once, for the next 10 minutes.',
    signInLinkIntro: 'Or open this link in the browser where you asked for the code:',
    signInLinkLabel: 'Sign in to {shop}',
    signInIgnore: 'If you did not ask to sign in, ignore this message: nobody can sign in without the code.',
    orderSubject: 'Order {number} confirmed: {shop}',
    orderIntro: 'Thank you for your order, {name}. This is what you bought.',
    orderNumber: 'Order {number}',
    orderSubtotal: 'Subtotal',
    orderDiscount: 'Discount {code}',
    orderShipping: 'Shipping: {method}',
    orderFree: 'Free',
    orderVat: 'Of which VAT',
    orderTotal: 'Total',
    orderDeliverTo: 'Delivery address',
    orderQuestions: 'Questions about your order? Answer this message.',
    footer: 'Sent by {shop}.',
  },
  sv: {
    signInSubject: '{code} är din inloggningskod för {shop}',
    signInIntro: 'Ange den här koden för att logga in hos {shop}:',
    signInValid: 'Den fungerar en gång, under de närmaste 10 minuterna.',
    signInLinkIntro: 'Eller öppna den här länken i webbläsaren där du bad om koden:',
    signInLinkLabel: 'Logga in hos {shop}',
    signInIgnore: 'Om du inte bad om att logga in kan du bortse från meddelandet: ingen kan logga in utan koden.',
    orderSubject: 'Order {number} bekräftad: {shop}',
    orderIntro: 'Tack för din beställning, {name}. Det här köpte du.',
    orderNumber: 'Order {number}',
    orderSubtotal: 'Delsumma',
    orderDiscount: 'Rabatt {code}',
    orderShipping: 'Frakt: {method}',
    orderFree: 'Gratis',
    orderVat: 'Varav moms',
    orderTotal: 'Totalt',
    orderDeliverTo: 'Leveransadress',
    orderQuestions: 'Frågor om din beställning? Svara på det här meddelandet.',
    footer: 'Skickat av {shop}.',
  },
};

/** The language a message is written in, and the locale its money and country names are formatted in. */
export interface MailLocale {
  language: MailLanguage;
  locale: string;
}

/** The page's locale when the platform writes its language, else the shop's, else English. */
export function resolveMailLocale(requested: string | null | undefined, shopLocale: string): MailLocale {
  for (const candidate of [requested, shopLocale]) {
    const language = candidate?.split('-')[0]?.toLowerCase();
    if (language && (MAIL_LANGUAGES as readonly string[]).includes(language))
      return { language: language as MailLanguage, locale: candidate! };
  }
  return { language: 'en', locale: 'en-GB' };
}

export const mailTexts = (language: MailLanguage): MailTexts => TEXTS[language];

/** Fills `{name}` placeholders with plain text (the renderer escapes the result for HTML). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}
