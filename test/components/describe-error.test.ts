import { expect } from '@open-wc/testing';
import { describeError } from '../../components/internal/base/describe-error.ts';

describe('describeError', () => {
  it('keeps the shop prefix of publishable and REST keys and drops every secret, a personal access token whole', () => {
    const text = describeError(
      new Error('bad shop_pk_demo_Abc123Abc123Xyz, shop_sk_demo_Zz99Zz99Zz99 and shop_pat_Q1w2E3r4T5y6_u7'),
    );
    expect(text).to.equal('bad shop_pk_demo_••••, shop_sk_demo_•••• and shop_pat_••••');
  });

  it('keeps an upper-case shop prefix as written and drops the secret of a short key', () => {
    expect(describeError(new Error('key shop_pk_101928Y_Pr1nt refused'))).to.equal('key shop_pk_101928Y_•••• refused');
    expect(describeError(new Error('shop_sk_My-Shop_x'))).to.equal('shop_sk_My-Shop_••••');
  });

  it('leaves text it already redacted as it is', () => {
    const once = describeError(new Error('shop_pk_101928Y_Pr1nt and shop_pat_Q1w2'));
    expect(once).to.equal('shop_pk_101928Y_•••• and shop_pat_••••');
    expect(describeError(new Error(once))).to.equal(once);
  });

  it('drops everything after the kind of a key cut short', () => {
    expect(describeError(new Error('got shop_pk_Abc123Abc123'))).to.equal('got shop_pk_••••');
  });

  it('describes a thrown non-error as text', () => {
    expect(describeError('offline')).to.equal('offline');
  });
});
