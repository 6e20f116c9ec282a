import { expect } from '@open-wc/testing';
import { clearTrackingCookies, parentDomains } from '../../../components/internal/consent/clear-tracking-cookies.ts';
import { findTrackingCookies } from '../../../components/internal/consent/find-tracking-cookies.ts';
import { MAX_HELD, createEventHold } from '../../../components/internal/analytics/tags/event-hold.ts';
import { ADD_MUG } from './tag-page.ts';
import type { ShopkitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';

const COOKIES =
  '_ga=GA1.1.1.2; _ga_ABC123=GS2.1.s1$o1; _gid=x; _gcl_au=1; _fbp=fb.1; _fbc=fb.2; shop_cart_id=c; _gat=1';

describe('tracking cookies', () => {
  it('are found by category: analytics cookies, marketing cookies, and nothing else', () => {
    expect(findTrackingCookies({ analytics: false, marketing: true }, COOKIES)).to.deep.equal([
      '_ga',
      '_ga_ABC123',
      '_gid',
    ]);
    expect(findTrackingCookies({ analytics: true, marketing: false }, COOKIES)).to.deep.equal([
      '_gcl_au',
      '_fbp',
      '_fbc',
    ]);
    expect(findTrackingCookies({ analytics: true, marketing: true }, COOKIES)).to.deep.equal([]);
  });

  it('are expired on the host and on every parent domain', () => {
    expect(parentDomains('shop.example.co.uk')).to.deep.equal(['shop.example.co.uk', 'example.co.uk', 'co.uk', 'uk']);
    expect(parentDomains('127.0.0.1')).to.deep.equal([]);
    expect(parentDomains('localhost')).to.deep.equal([]);
  });

  it('disappear from the page when their category is denied, leaving the shop its own cookies', () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_fbp=fb.1.2.3; path=/';
    document.cookie = 'shop_keep=1; path=/';
    expect(clearTrackingCookies({ analytics: false, marketing: false })).to.have.members(['_ga', '_fbp']);
    expect(document.cookie).not.to.match(/(^|; )(_ga|_fbp)=/);
    expect(document.cookie).to.contain('shop_keep=1');
    document.cookie = 'shop_keep=; max-age=0; path=/';
  });
});

describe('held events', () => {
  it('are bounded, the oldest dropped first', () => {
    const delivered: number[] = [];
    const hold = createEventHold((_destination, event) => delivered.push((event as ShopkitCommerceEvent).params.value));
    for (let value = 0; value < MAX_HELD + 5; value++)
      hold.keep('ga4', { ...ADD_MUG, params: { ...ADD_MUG.params, value } });
    expect(hold.size).to.equal(MAX_HELD);
    hold.release(new Set(['ga4']));
    expect(delivered[0]).to.equal(5);
    expect(delivered).to.have.length(MAX_HELD);
    expect(hold.size).to.equal(0);
  });
});
