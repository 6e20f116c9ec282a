import { expect } from 'chai';
import { checkCart, type PlatformCart } from './check-cart.ts';
import { createCartModel } from './create-cart-model.ts';

const cartOf = (lines: Array<[string, number]>, extra: Partial<PlatformCart> = {}): PlatformCart => ({
  id: 'c1',
  currency: 'SEK',
  itemCount: lines.reduce((sum, [, q]) => sum + q, 0),
  items: lines.map(([variantId, quantity], i) => ({ id: `li_${i}`, variantId, quantity })),
  ...extra,
});

describe('chaos: cart model and checker', () => {
  it('accepts exactly the effects of operations that succeeded', () => {
    const model = createCartModel();
    model.apply({ kind: 'add', variantId: 'v1', quantity: 2 }, 'applied');
    model.apply({ kind: 'add', variantId: 'v1', quantity: 1 }, 'applied');
    model.apply({ kind: 'set', variantId: 'v2', quantity: 4 }, 'applied');
    expect(
      checkCart(
        cartOf([
          ['v1', 3],
          ['v2', 4],
        ]),
        { model, currency: 'SEK' },
      ),
    ).to.deep.equal([]);
    expect(
      checkCart(
        cartOf([
          ['v1', 2],
          ['v2', 4],
        ]),
        { model, currency: 'SEK' },
      ),
    ).to.deep.equal(['variant v1: platform has quantity 2, intended 3']);
  });

  it('allows both outcomes of an operation that failed after every retry', () => {
    const model = createCartModel();
    model.apply({ kind: 'add', variantId: 'v1', quantity: 2 }, 'applied');
    model.apply({ kind: 'add', variantId: 'v1', quantity: 1 }, 'unknown');
    model.apply({ kind: 'set', variantId: 'v1', quantity: 0 }, 'unknown');
    expect([...model.possible('v1')].sort()).to.deep.equal([0, 2, 3]);
    expect(checkCart(cartOf([['v1', 3]]), { model, currency: null })).to.deep.equal([]);
    expect(checkCart(cartOf([]), { model, currency: null })).to.deep.equal([]);
    expect(checkCart(cartOf([['v1', 5]]), { model, currency: null })[0]).to.equal(
      'variant v1: platform has quantity 5, intended one of {0, 2, 3}',
    );
  });

  it('reports a line the shopper never added, a duplicated line and a wrong item count', () => {
    const model = createCartModel();
    model.apply({ kind: 'add', variantId: 'v1', quantity: 1 }, 'applied');
    const duplicated = cartOf(
      [
        ['v1', 1],
        ['v1', 1],
        ['v9', 1],
      ],
      { itemCount: 2 },
    );
    expect(checkCart(duplicated, { model, currency: null })).to.deep.equal([
      'cart c1: duplicated line for variant v1',
      'variant v1: platform has quantity 2, intended 1',
      'variant v9: platform has quantity 1, intended 0',
      'cart c1: itemCount 2 but lines add up to 3',
    ]);
  });

  it('reports a cart priced in another currency than the one chosen', () => {
    const model = createCartModel();
    expect(checkCart(cartOf([], { currency: 'SEK' }), { model, currency: 'EUR' })).to.deep.equal([
      'cart c1: priced in SEK, shopper chose EUR',
    ]);
  });

  it('treats a missing cart as all quantities zero', () => {
    const model = createCartModel();
    model.apply({ kind: 'add', variantId: 'v1', quantity: 1 }, 'unknown');
    expect(checkCart(null, { model, currency: 'EUR' })).to.deep.equal([]);
    model.apply({ kind: 'add', variantId: 'v2', quantity: 1 }, 'applied');
    expect(checkCart(null, { model, currency: 'EUR' })).to.deep.equal([
      'variant v2: platform has quantity 0, intended 1',
    ]);
  });
});
