import { expect } from 'chai';
import { PUBLISHABLE_KEY_PREFIX, ShopkitConfigError, parsePublishableKey, redactKey } from '../../../src/index.ts';
import { DEMO_KEY, DEMO_SECRET } from '../../helpers/fixtures.ts';

function thrown(fn: () => unknown): ShopkitConfigError {
  try {
    fn();
  } catch (error) {
    return error as ShopkitConfigError;
  }
  throw new Error('expected a throw');
}

describe('publishable keys', () => {
  it('exports the prefix', () => expect(PUBLISHABLE_KEY_PREFIX).to.equal('shop_pk_'));

  it('parses the shop prefix out of a key', () => {
    expect(parsePublishableKey(DEMO_KEY)).to.deep.equal({ key: DEMO_KEY, shopPrefix: 'demo' });
    expect(parsePublishableKey('shop_pk_my-shop2_ABCdef123456').shopPrefix).to.equal('my-shop2');
  });

  it('redacts the secret with four bullets and keeps the prefix', () => {
    expect(redactKey(DEMO_KEY)).to.equal('shop_pk_demo_\u2022\u2022\u2022\u2022');
  });

  it('redacts anything that does not parse whole', () => {
    expect(redactKey('shop_pat_abcdefabcdef')).to.equal('\u2022\u2022\u2022\u2022');
    expect(redactKey(42)).to.equal('\u2022\u2022\u2022\u2022');
  });

  const bad: Array<[string, unknown]> = [
    ['a personal access token', 'shop_pat_demo_abcdefabcdef1234'],
    ['a key with a short secret', 'shop_pk_demo_short'],
    ['a key with an upper-case shop prefix', `shop_pk_Demo_${DEMO_SECRET}`],
    ['a key of another prefix', `shop_sk_demo_${DEMO_SECRET}`],
    ['an empty string', ''],
    ['a number', 12],
  ];
  for (const [what, key] of bad) {
    it(`refuses ${what} with a ShopkitConfigError naming publishableKey without the secret`, () => {
      const error = thrown(() => parsePublishableKey(key));
      expect(error).to.be.instanceOf(ShopkitConfigError);
      expect(error.field).to.equal('publishableKey');
      expect(error.message).to.contain('publishableKey');
      if (typeof key === 'string' && key.length > 12) expect(error.message).not.to.contain(key.slice(-12));
    });
  }

  it('never quotes the secret of a malformed key that carries one', () => {
    const error = thrown(() => parsePublishableKey(`shop_pk_demo_${DEMO_SECRET}!`));
    expect(error.message).not.to.contain(DEMO_SECRET);
  });
});
