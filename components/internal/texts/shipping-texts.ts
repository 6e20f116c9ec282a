// The texts about shipping: the cart drawer's free-shipping line and the order confirmation's shipping row and
// address. A table of their own beside the elements' texts (i18n.ts); the drawer and the checkout group both use it, so
// the script tag's build ships it in the runtime they share. Merchants change them with defineTexts() like the other
// texts. English and Swedish built in.
import { withDefinedTexts } from './defined-texts.ts';

export interface ShippingTexts {
  /** What the goods still lack for free shipping; `amount` comes from formatMoney. */
  freeShippingRemaining: (amount: string) => string;
  freeShippingReached: string;
  shipping: string;
  shippingFree: string;
  deliveryAddress: string;
}

const EN: ShippingTexts = {
  freeShippingRemaining: (amount) => `${amount} to free shipping`,
  freeShippingReached: 'You get free shipping',
  shipping: 'Shipping',
  shippingFree: 'Free',
  deliveryAddress: 'Delivery address',
};

const SV: ShippingTexts = {
  freeShippingRemaining: (amount) => `${amount} kvar till fri frakt`,
  freeShippingReached: 'Du får fri frakt',
  shipping: 'Frakt',
  shippingFree: 'Fri',
  deliveryAddress: 'Leveransadress',
};

const BUILT_IN: Readonly<Record<string, ShippingTexts>> = { en: EN, sv: SV };

export function shippingTextsFor(locale: string): ShippingTexts {
  return withDefinedTexts(locale, BUILT_IN, EN);
}
