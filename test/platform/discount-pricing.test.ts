import { expect } from 'chai';
import { checkDiscount, type QualifyingLine } from '../../demo/platform/discounts/check-discount.ts';
import type { DiscountCodeRecord, DiscountReason } from '../../demo/platform/discounts/discount-types.ts';
import { priceCartDiscounts } from '../../demo/platform/pricing/price-cart-discounts.ts';
import { discountAmount, discountedTotals, spreadAmount } from '../../demo/platform/pricing/price-discount.ts';
import type { CurrencyOfferRecord, PricedLine, ShopRecord } from '../../demo/platform/state/types.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const SHOP: ShopRecord = {
  id: 'demo',
  storeId: 1,
  name: 'Demo',
  baseCurrency: 'SEK',
  currencies: [
    { code: 'SEK', mode: 'base', rate: 1 },
    { code: 'EUR', mode: 'charge', rate: 0.087 },
    { code: 'JPY', mode: 'display', rate: 14.2 },
  ],
  checkout: 'v2',
  locale: 'sv-SE',
  tracking: { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null, consentLog: false },
  vatRate: 0.25,
};
const offer = (code: string): CurrencyOfferRecord => SHOP.currencies.find((entry) => entry.code === code)!;

function makeCode(partial: Partial<DiscountCodeRecord> = {}): DiscountCodeRecord {
  return {
    id: 'dc_1',
    shopId: 'demo',
    code: 'SPRING10',
    kind: 'percentage',
    value: 10,
    minimumSubtotal: null,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    uses: 0,
    storefrontId: null,
    categoryIds: [],
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

const LINES: QualifyingLine[] = [
  { id: 'li_mug', baseTotal: 25800, categoryIds: ['cat_kitchen'] },
  { id: 'li_towel', baseTotal: 14900, categoryIds: ['cat_textiles'] },
];
const check = (partial: Partial<DiscountCodeRecord>, storefrontId: string | null = null) =>
  checkDiscount(makeCode(partial), { now: NOW, storefrontId, lines: LINES });

function line(id: string, lineTotal: number, vatRate = 0.25, productId = `prod_${id}`): PricedLine {
  return {
    id,
    productId,
    variantId: `var_${id}`,
    name: id,
    variantName: null,
    sku: id,
    slug: id,
    imageFile: null,
    quantity: 1,
    unitPrice: lineTotal,
    lineTotal,
    vatRate,
  };
}

describe('discount codes: qualification', () => {
  it('applies a plain code to every line', () => {
    expect(check({})).to.deep.equal({ reason: null, eligible: new Set(['li_mug', 'li_towel']) });
  });

  const refusals: Array<[string, Partial<DiscountCodeRecord>, DiscountReason]> = [
    ['a disabled code', { disabled: true, validTo: '2020-01-01T00:00:00Z' }, 'disabled'],
    ['a code before validFrom', { validFrom: '2026-03-10T12:00:00.001Z' }, 'not_yet_valid'],
    ['a code at validTo (the end is excluded)', { validTo: '2026-03-10T12:00:00.000Z' }, 'expired'],
    ['a code whose uses reached the limit', { usageLimit: 5, uses: 5 }, 'used_up'],
    [
      'a campaign code on a cart without the campaign',
      { storefrontId: 'sf_01HZX3Q8M5N7P9R2S4T6V8W0YA' },
      'not_for_storefront',
    ],
    ['a category code with no line in its categories', { categoryIds: ['cat_lighting'] }, 'not_for_items'],
    ['a code whose minimum the lines do not reach', { minimumSubtotal: 40701 }, 'below_minimum'],
  ];
  for (const [label, partial, reason] of refusals) {
    it(`refuses ${label} with ${reason}`, () => {
      expect(check(partial)).to.deep.equal({ reason, eligible: new Set() });
    });
  }

  it('applies from validFrom on and up to just before validTo', () => {
    expect(check({ validFrom: '2026-03-10T12:00:00.000Z' }).reason).to.equal(null);
    expect(check({ validTo: '2026-03-10T12:00:00.001Z' }).reason).to.equal(null);
  });

  it('applies at exactly the minimum, and below the limit', () => {
    expect(check({ minimumSubtotal: 40700, usageLimit: 5, uses: 4 }).reason).to.equal(null);
  });

  it('matches the campaign without regard to case', () => {
    expect(check({ storefrontId: 'sf_01HZX3Q8M5N7P9R2S4T6V8W0YA' }, 'sf_01hzx3q8m5n7p9r2s4t6v8w0ya').reason).to.equal(
      null,
    );
  });

  it('takes a category code only from the lines in its categories, and checks the minimum on them', () => {
    expect(check({ categoryIds: ['cat_textiles', 'cat_paint'] }).eligible).to.deep.equal(new Set(['li_towel']));
    expect(check({ categoryIds: ['cat_textiles'], minimumSubtotal: 15000 }).reason).to.equal('below_minimum');
  });
});

describe('discount codes: amounts', () => {
  it('takes a percentage of the eligible total, rounding half up to the minor unit', () => {
    expect(discountAmount({ kind: 'percentage', value: 10 }, 40705, SHOP, offer('SEK'))).to.equal(4071);
    expect(discountAmount({ kind: 'percentage', value: 15 }, 999, SHOP, offer('EUR'))).to.equal(150);
  });

  it('converts a fixed base amount like a price, to whole yen in JPY', () => {
    expect(discountAmount({ kind: 'fixed', value: 5000 }, 100000, SHOP, offer('SEK'))).to.equal(5000);
    expect(discountAmount({ kind: 'fixed', value: 5000 }, 100000, SHOP, offer('EUR'))).to.equal(435);
    expect(discountAmount({ kind: 'fixed', value: 5000 }, 100000, SHOP, offer('JPY'))).to.equal(710);
  });

  it('never takes more than the eligible lines cost', () => {
    expect(discountAmount({ kind: 'fixed', value: 50000 }, 12900, SHOP, offer('SEK'))).to.equal(12900);
    expect(discountAmount({ kind: 'percentage', value: 100 }, 12900, SHOP, offer('SEK'))).to.equal(12900);
  });

  it('spreads an amount over lines in proportion, the parts adding up exactly', () => {
    const parts = spreadAmount(100, [
      { id: 'a', total: 1 },
      { id: 'b', total: 1 },
      { id: 'c', total: 1 },
    ]);
    expect([...parts]).to.deep.equal([
      ['a', 34],
      ['b', 33],
      ['c', 33],
    ]);
    const uneven = spreadAmount(4071, [
      { id: 'mug', total: 25800 },
      { id: 'towel', total: 14900 },
    ]);
    expect([...uneven]).to.deep.equal([
      ['mug', 2581],
      ['towel', 1490],
    ]);
    expect([...spreadAmount(0, [{ id: 'a', total: 5 }])]).to.deep.equal([['a', 0]]);
  });

  it('takes each line VAT from its discounted total at its own rate', () => {
    const lines = [line('book', 20000, 0.06), line('mug', 20000, 0.25)];
    const totals = discountedTotals(
      lines,
      new Map([
        ['book', 2000],
        ['mug', 2000],
      ]),
    );
    // 18000 at 6 % holds 1019; 18000 at 25 % holds 3600.
    expect(totals).to.deep.equal({ subtotal: 40000, discountTotal: 4000, vatTotal: 4619, total: 36000 });
  });
});

describe('discount codes: a cart priced', () => {
  const lines = [line('mug', 25800, 0.25, 'prod_mug'), line('towel', 14900, 0.12, 'prod_towel')];
  const input = {
    lines,
    baseTotals: new Map([
      ['mug', 25800],
      ['towel', 14900],
    ]),
    categories: new Map([
      ['prod_mug', ['cat_kitchen']],
      ['prod_towel', ['cat_textiles']],
    ]),
    storefrontId: null,
    now: NOW,
    shop: SHOP,
    offer: offer('SEK'),
  };

  it('gives the applied amount, the total after it and the VAT of the discounted lines', () => {
    const priced = priceCartDiscounts({ ...input, codes: [makeCode()] });
    expect(priced.discounts).to.deep.equal([
      { id: 'dc_1', code: 'SPRING10', applied: true, reason: null, amount: 4070 },
    ]);
    // mug 25800 - 2580 at 25 % holds 4644; towel 14900 - 1490 at 12 % holds 1437.
    expect(priced.totals).to.deep.equal({ subtotal: 40700, discountTotal: 4070, vatTotal: 6081, total: 36630 });
  });

  it('keeps a code that does not qualify with its reason and no amount', () => {
    const priced = priceCartDiscounts({ ...input, codes: [makeCode({ minimumSubtotal: 50000 })] });
    expect(priced.discounts).to.deep.equal([
      { id: 'dc_1', code: 'SPRING10', applied: false, reason: 'below_minimum', amount: 0 },
    ]);
    expect(priced.totals).to.include({ discountTotal: 0, total: 40700 });
  });

  it('decides in the base currency and prices in the answer currency', () => {
    const eur = lines.map((entry) => ({ ...entry, lineTotal: Math.round(entry.lineTotal * 0.087) }));
    const code = makeCode({ kind: 'fixed', value: 5000, minimumSubtotal: 40700 });
    const priced = priceCartDiscounts({ ...input, lines: eur, offer: offer('EUR'), codes: [code] });
    expect(priced.discounts[0]).to.include({ applied: true, amount: 435 });
    expect(priced.totals).to.include({ subtotal: 3541, discountTotal: 435, total: 3106 });
  });

  it('takes a category code off the matching lines only', () => {
    const priced = priceCartDiscounts({ ...input, codes: [makeCode({ categoryIds: ['cat_textiles'], value: 20 })] });
    expect(priced.discounts[0]).to.include({ amount: 2980 });
    // Only the towel's VAT changes: 11920 at 12 % holds 1277; the mug keeps 5160.
    expect(priced.totals.vatTotal).to.equal(6437);
  });
});
