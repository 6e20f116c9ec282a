import { expect } from 'chai';
import { PUBLISHABLE_KEY_PREFIX, ShopkitConfigError, parsePublishableKey, redactKey } from '../../../src/index.ts';
import { ACCEPTED_KEYS, REFUSED_KEYS } from '../../helpers/key-cases.ts';

const BULLETS = '\u2022\u2022\u2022\u2022';

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

  for (const { name, key, shopPrefix } of ACCEPTED_KEYS) {
    it(`parses ${name}, keeping the shop prefix as written`, () => {
      expect(parsePublishableKey(key)).to.deep.equal({ key, shopPrefix });
    });

    it(`redacts ${name} to its shop prefix and four bullets`, () => {
      expect(redactKey(key)).to.equal(`shop_pk_${shopPrefix}_${BULLETS}`);
    });
  }

  for (const { name, key, secret } of REFUSED_KEYS) {
    it(`refuses ${name} with a ShopkitConfigError naming publishableKey without the secret`, () => {
      const error = thrown(() => parsePublishableKey(key));
      expect(error).to.be.instanceOf(ShopkitConfigError);
      expect(error.field).to.equal('publishableKey');
      expect(error.message).to.match(/^publishableKey: /);
      if (secret) expect(error.message).not.to.contain(secret);
    });

    it(`redacts ${name} whole`, () => expect(redactKey(key)).to.equal(BULLETS));
  }

  it('refuses values that are not text', () => {
    for (const value of ['', 12, null, undefined, { key: 'shop_pk_demo_x' }]) {
      expect(thrown(() => parsePublishableKey(value)).field).to.equal('publishableKey');
      expect(redactKey(value)).to.equal(BULLETS);
    }
  });

  it('names a personal access token for what it is', () => {
    expect(thrown(() => parsePublishableKey('shop_pat_demo_Abc123')).message).to.contain('personal access token');
  });
});
