import { expect } from 'chai';
import { isAdminApiKey, redactAdminKey } from '../../src/server/admin-api-key.ts';
import { ACCEPTED_KEYS } from '../helpers/key-cases.ts';

describe('admin API keys', () => {
  for (const { name, key, shopPrefix } of ACCEPTED_KEYS) {
    const restKey = key.replace(/^shop_pk_/, 'shop_sk_');
    it(`take the publishable key's grammar: ${name}`, () => {
      expect(isAdminApiKey(restKey)).to.equal(true);
      expect(redactAdminKey(restKey)).to.equal(`shop_sk_${shopPrefix}_\u2022\u2022\u2022\u2022`);
    });
  }

  for (const key of ['shop_pk_demo_Abc123', 'shop_sk_demo_', 'shop_sk__Abc123', 'shop_sk_my_shop_Abc123', 42]) {
    it(`refuses ${JSON.stringify(key)} and redacts it whole`, () => {
      expect(isAdminApiKey(key)).to.equal(false);
      expect(redactAdminKey(key)).to.equal('\u2022\u2022\u2022\u2022');
    });
  }
});
