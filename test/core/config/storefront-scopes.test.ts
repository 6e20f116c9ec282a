import { expect } from 'chai';
import {
  DEFAULT_SHOPKIT_SCOPES,
  DEFAULT_STOREFRONT_SURFACE,
  SHOPKIT_SCOPES,
  STOREFRONT_ID_PATTERN,
  STOREFRONT_SURFACES,
  ShopkitScopeError,
  createScopeGuard,
  isStorefrontId,
  isStorefrontSurface,
} from '../../../src/index.ts';
import { STOREFRONT_ID } from '../../helpers/fixtures.ts';

describe('storefront helpers', () => {
  it('lists the five surfaces and defaults to shopkit', () => {
    expect(STOREFRONT_SURFACES).to.deep.equal(['hosted', 'link', 'embed', 'shopkit', 'agentic']);
    expect(DEFAULT_STOREFRONT_SURFACE).to.equal('shopkit');
  });
  it('accepts sf_ plus 26 Crockford characters in any case', () => {
    expect(isStorefrontId(STOREFRONT_ID)).to.equal(true);
    expect(isStorefrontId(STOREFRONT_ID.toUpperCase())).to.equal(true);
    expect(STOREFRONT_ID_PATTERN.test(STOREFRONT_ID)).to.equal(true);
  });
  it('refuses the letters I, L, O and U, wrong lengths and non-strings', () => {
    for (const bad of [
      'sf_01hzx3k8q9w2e4r6t8y0v2j4mi',
      'sf_01hzx3k8q9w2e4r6t8y0v2j4ml',
      'sf_01hzx3k8q9w2e4r6t8y0v2j4m',
      'xx_01hzx3k8q9w2e4r6t8y0v2j4m6',
      42,
    ]) {
      expect(isStorefrontId(bad), String(bad)).to.equal(false);
    }
  });
  it('guards surfaces', () => {
    expect(isStorefrontSurface('embed')).to.equal(true);
    expect(isStorefrontSurface('kiosk')).to.equal(false);
  });
});

describe('scopes', () => {
  it('describes every scope and leaves storefront:read out of the default list', () => {
    expect(Object.keys(SHOPKIT_SCOPES)).to.include.members([
      'products:read',
      'checkout:read',
      'storefront:read',
      'cart:write',
      'checkout:write',
    ]);
    expect(DEFAULT_SHOPKIT_SCOPES).not.to.include('storefront:read');
    expect(DEFAULT_SHOPKIT_SCOPES).to.have.length(Object.keys(SHOPKIT_SCOPES).length - 1);
  });
  it('uses the default scopes when given undefined', () => {
    const guard = createScopeGuard(undefined);
    expect(guard.enforced).to.equal(true);
    expect(guard.declared).to.deep.equal(DEFAULT_SHOPKIT_SCOPES);
    expect(guard.has('storefront:read')).to.equal(false);
  });
  it('throws a ShopkitScopeError naming the operation and scope when not covered', () => {
    const guard = createScopeGuard(['products:read']);
    expect(() => guard.assert('cart:write', 'cart.add')).to.throw(
      ShopkitScopeError,
      /^cart\.add needs scope cart:write; declared: products:read$/,
    );
    expect(() => guard.assert('products:read', 'products.list')).not.to.throw();
  });
  it('turns the check off with null', () => {
    const guard = createScopeGuard(null);
    expect(guard.enforced).to.equal(false);
    expect(guard.has('storefront:read')).to.equal(true);
    expect(() => guard.assert('storefront:read', 'x')).not.to.throw();
  });
  it('keeps unknown scope strings as declared', () => {
    expect(createScopeGuard(['beta:thing']).has('beta:thing')).to.equal(true);
  });
});
