// The demo shop's discount codes (docs/platform.md, "Discount codes"): one that always applies, a fixed amount, a
// minimum, and one for every reason a code can be refused, so the demo and the tests can show each of them.
import type { DiscountCodeRecord } from '../discounts/discount-types.ts';

const SEEDED_AT = '2025-01-06T09:00:00.000Z';

type Seeded = Pick<DiscountCodeRecord, 'code' | 'kind' | 'value'> & Partial<DiscountCodeRecord>;

const DEMO_CODES: Seeded[] = [
  { code: 'SPRING10', kind: 'percentage', value: 10 },
  { code: 'FIFTY', kind: 'fixed', value: 5000 },
  { code: 'BIG500', kind: 'percentage', value: 15, minimumSubtotal: 50000 },
  {
    code: 'WINTER25',
    kind: 'percentage',
    value: 25,
    validFrom: '2025-12-01T00:00:00.000Z',
    validTo: '2026-01-01T00:00:00.000Z',
  },
  { code: 'LASTONE', kind: 'percentage', value: 20, usageLimit: 1, uses: 1 },
  { code: 'FUTURE10', kind: 'percentage', value: 10, validFrom: '2099-01-01T00:00:00.000Z' },
  { code: 'RETIRED', kind: 'percentage', value: 10, disabled: true },
  { code: 'LIGHTS20', kind: 'percentage', value: 20, categoryIds: ['cat_4'] },
];

/** The demo codes; `storefrontId` is the demo campaign, for the code only its visitors may use (MARKET15). */
export function createDemoDiscounts(storefrontId: string): DiscountCodeRecord[] {
  const seeded: Seeded[] = [...DEMO_CODES, { code: 'MARKET15', kind: 'percentage', value: 15, storefrontId }];
  return seeded.map((code, index) => ({
    id: `dc_${String(index + 1).padStart(3, '0')}`,
    shopId: 'demo',
    minimumSubtotal: null,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    uses: 0,
    storefrontId: null,
    categoryIds: [],
    disabled: false,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    ...code,
  }));
}
