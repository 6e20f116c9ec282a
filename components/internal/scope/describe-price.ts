// The `price.*` part of a product scope: the pinned variant's price, else the lowest, with its sale and range forms.
import { formatMoney } from '../../../src/index.ts';
import type { Product, Variant } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

export interface PriceScope {
  amount: number;
  display: string;
  compareAt: number | null;
  compareAtDisplay: string;
  onSale: boolean;
  savings: number;
  savingsDisplay: string;
  percentOff: number;
  /** Variants differ in price and none is pinned. */
  from: boolean;
  fromDisplay: string;
  min: number;
  max: number;
  currency: string;
}

export function describePrice(product: Product, variant: Variant | null, locale: string, texts: ShopTexts): PriceScope {
  const money = (amount: number): string => formatMoney(amount, product.currency, locale);
  const amount = variant?.price ?? product.price;
  const compareAt = variant ? variant.compareAtPrice : product.compareAtPrice;
  const onSale = compareAt !== null && compareAt > amount;
  const prices = product.variants.length > 0 ? product.variants.map((v) => v.price) : [product.price];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const from = variant === null && min !== max;
  const savings = onSale ? compareAt - amount : 0;
  return {
    amount,
    display: money(amount),
    compareAt: onSale ? compareAt : null,
    compareAtDisplay: onSale ? money(compareAt) : '',
    onSale,
    savings,
    savingsDisplay: onSale ? money(savings) : '',
    percentOff: onSale ? Math.round((savings / compareAt) * 100) : 0,
    from,
    fromDisplay: from ? texts.priceFrom(money(amount)) : money(amount),
    min,
    max,
    currency: product.currency,
  };
}
