import { expect } from '@open-wc/testing';
import { parseQuantity } from '../../../components/internal/cart/parse-quantity.ts';

describe('parseQuantity', () => {
  it('takes whole numbers from 0 to 999, however they are written', () => {
    for (const [text, quantity] of [
      ['0', 0],
      ['3', 3],
      [' 12 ', 12],
      ['+4', 4],
      ['2.0', 2],
      ['999', 999],
      ['1e2', 100],
    ] as const)
      expect(parseQuantity(text), text).to.deep.equal({ quantity });
  });

  it('refuses text, negative, fractional and huge quantities, quoting them', () => {
    for (const [text, refusal] of [
      ['', 'not_a_number'],
      ['two', 'not_a_number'],
      ['0x10', 'not_a_number'],
      ['1,5', 'not_a_number'],
      ['Infinity', 'not_a_number'],
      ['-1', 'negative'],
      ['-0.5', 'negative'],
      ['1.5', 'fraction'],
      ['1000', 'too_many'],
      ['1e9', 'too_many'],
    ] as const)
      expect(parseQuantity(text), text).to.deep.equal({ refusal, value: text.trim() });
  });

  it('refuses what a number field could not read, without a value to quote', () => {
    expect(parseQuantity('', true)).to.deep.equal({ refusal: 'not_a_number', value: '' });
  });
});
