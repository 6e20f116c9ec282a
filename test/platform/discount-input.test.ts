import { expect } from 'chai';
import { ApiError } from '../../demo/platform/http/api-error.ts';
import { type DraftContext, parseDiscountDraft } from '../../demo/platform/discounts/parse-discount-input.ts';

const CONTEXT: DraftContext = {
  storefrontIds: ['sf_01HZX3Q8M5N7P9R2S4T6V8W0YA'],
  categoryIds: ['cat_kitchen', 'cat_textiles'],
};
const valid = { code: 'SPRING10', kind: 'percentage', value: 10 };

function failure(input: Record<string, unknown>, context = CONTEXT): ApiError {
  try {
    parseDiscountDraft(input, context);
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the draft to be refused');
}

describe('discount codes: what a merchant may write', () => {
  it('fills the optional fields of a minimal code', () => {
    expect(parseDiscountDraft({ ...valid, code: ' Spring10 ' }, CONTEXT)).to.deep.equal({
      code: 'Spring10',
      kind: 'percentage',
      value: 10,
      minimumSubtotal: null,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      storefrontId: null,
      categoryIds: [],
      disabled: false,
    });
  });

  it('takes every field, normalising times to UTC and the storefront to its spelling', () => {
    const draft = parseDiscountDraft(
      {
        code: 'FIFTY',
        kind: 'fixed',
        value: 5000,
        minimumSubtotal: 30000,
        validFrom: '2026-03-01T01:00:00+01:00',
        validTo: '2026-04-01T00:00:00Z',
        usageLimit: 100,
        storefrontId: 'sf_01hzx3q8m5n7p9r2s4t6v8w0ya',
        categoryIds: ['cat_kitchen', 'cat_kitchen'],
        disabled: true,
      },
      CONTEXT,
    );
    expect(draft).to.deep.equal({
      code: 'FIFTY',
      kind: 'fixed',
      value: 5000,
      minimumSubtotal: 30000,
      validFrom: '2026-03-01T00:00:00.000Z',
      validTo: '2026-04-01T00:00:00.000Z',
      usageLimit: 100,
      storefrontId: 'sf_01HZX3Q8M5N7P9R2S4T6V8W0YA',
      categoryIds: ['cat_kitchen'],
      disabled: true,
    });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a code with a space',
      { code: 'SPRING 10' },
      'code',
      'code must be 1-32 letters, digits, - or _ (got "SPRING 10")',
    ],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'code', 'code must be 1-32 letters'],
    ['an unknown kind', { kind: 'bogo' }, 'kind', 'kind must be percentage or fixed (got "bogo")'],
    ['a percentage over 100', { value: 120 }, 'value', 'value must be a whole percentage from 1 to 100 (got 120)'],
    ['a fractional percentage', { value: 12.5 }, 'value', 'value must be a whole percentage'],
    ['a fixed amount of 0', { kind: 'fixed', value: 0 }, 'value', 'value must be an amount above 0 (got 0)'],
    [
      'a minimum as text',
      { minimumSubtotal: '300' },
      'minimumSubtotal',
      'minimumSubtotal must be an amount (got "300")',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', 'usageLimit must be a whole number of uses above 0'],
    ['a date without a time', { validFrom: '2026-03-01' }, 'validFrom', 'validFrom must be an ISO 8601 date and time'],
    [
      'an end before the start',
      { validFrom: '2026-03-02T00:00:00Z', validTo: '2026-03-01T00:00:00Z' },
      'validTo',
      'validTo must be after validFrom (2026-03-02T00:00:00.000Z)',
    ],
    ['a storefront of another shop', { storefrontId: 'sf_other' }, 'storefrontId', 'storefrontId must be one of'],
    ['a category of another shop', { categoryIds: ['cat_x'] }, 'categoryIds', 'categoryIds must name the shop'],
    ['categories as text', { categoryIds: 'cat_kitchen' }, 'categoryIds', 'categoryIds must be a list'],
    ['disabled as text', { disabled: 'yes' }, 'disabled', 'disabled must be true or false (got "yes")'],
  ];
  for (const [label, change, field, message] of cases) {
    it(`refuses ${label}, naming ${field} and the value`, () => {
      const error = failure({ ...valid, ...change });
      expect(error.status).to.equal(400);
      expect(error.extras.details).to.deep.equal({ field });
      expect(error.message.startsWith(message), error.message).to.equal(true);
    });
  }

  it('names a field as the form labels it', () => {
    const error = failure(
      { ...valid, value: 0 },
      { ...CONTEXT, name: (field) => (field === 'value' ? 'Percentage' : field) },
    );
    expect(error.message).to.equal('Percentage must be a whole percentage from 1 to 100 (got 0)');
  });
});
