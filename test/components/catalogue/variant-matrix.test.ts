import { expect } from '@open-wc/testing';
import {
  chooseValue,
  describeChoices,
  findVariant,
  imageFor,
} from '../../../components/internal/catalogue/variant-matrix.ts';
import { makeOptionsProduct, makeProduct } from '../../helpers/fixtures.ts';

const tee = makeOptionsProduct();
const values = (selection: Record<string, string>) =>
  describeChoices(tee, selection).map((option) =>
    option.values.map((v) => `${v.name}${v.selected ? '*' : ''}${v.available ? '' : '-'}`).join(' '),
  );

describe('variant matrix', () => {
  it('pins a variant only when every option is chosen and the combination exists', () => {
    expect(findVariant(tee, {})).to.equal(null);
    expect(findVariant(tee, { Size: 'L' })).to.equal(null);
    expect(findVariant(tee, { Size: 'L', Colour: 'Clay' })!.id).to.equal('var_tee_l_clay');
    expect(findVariant(tee, { Size: 'M', Colour: 'Clay' })).to.equal(null);
  });

  it('pins the only variant of a product without choices', () => {
    expect(findVariant(makeProduct(), {})!.id).to.equal('var_mug_default');
  });

  it('marks values without an in-stock variant given the other choices', () => {
    expect(values({})).to.deep.equal(['S M L', 'Moss Clay']);
    expect(values({ Size: 'S' })).to.deep.equal(['S* M L', 'Moss- Clay']);
    expect(values({ Colour: 'Clay' })).to.deep.equal(['S M- L', 'Moss Clay*']);
  });

  it('keeps a choice that combines with the others', () => {
    expect(chooseValue(tee, { Size: 'S' }, 'Colour', 'Moss')).to.deep.equal({ Size: 'S', Colour: 'Moss' });
  });

  it('repairs a choice that leaves no variant to the nearest one in stock', () => {
    expect(chooseValue(tee, { Size: 'S', Colour: 'Clay' }, 'Size', 'M')).to.deep.equal({ Size: 'M', Colour: 'Moss' });
    expect(chooseValue(tee, { Size: 'M', Colour: 'Moss' }, 'Colour', 'Clay')).to.deep.equal({
      Size: 'S',
      Colour: 'Clay',
    });
  });

  it("follows the variant's image, and the image of the colour chosen so far", () => {
    const clay = 'https://cdn.shopkit.app/images/demo/products/tee-clay.jpg';
    expect(imageFor(tee, {}, null)!.url).to.contain('tee-moss');
    expect(imageFor(tee, { Colour: 'Clay' }, null)!.url).to.equal(clay);
    expect(imageFor(tee, { Size: 'L', Colour: 'Clay' }, findVariant(tee, { Size: 'L', Colour: 'Clay' }))!.url).to.equal(
      clay,
    );
    expect(imageFor(makeProduct({ images: [] }), {}, null)).to.equal(null);
  });
});
