import { expect } from 'chai';
import {
  ShopkitCheckoutError,
  ShopkitConfigError,
  ShopkitError,
  ShopkitHttpError,
  ShopkitNetworkError,
  ShopkitScopeError,
  ShopkitTimeoutError,
  isShopkitCheckoutError,
  isShopkitConfigError,
  isShopkitError,
  isShopkitHttpError,
  isShopkitNetworkError,
  isShopkitScopeError,
  isShopkitTimeoutError,
} from '../../src/index.ts';

describe('errors', () => {
  it('gives every subclass a literal name and keeps it a ShopkitError', () => {
    const cases: Array<[ShopkitError, string]> = [
      [new ShopkitConfigError('currency', 'bad'), 'ShopkitConfigError'],
      [new ShopkitScopeError('cart:write', 'cart.add', ['products:read']), 'ShopkitScopeError'],
      [new ShopkitHttpError({ status: 500, method: 'GET', path: '/v2/shop', body: null }), 'ShopkitHttpError'],
      [new ShopkitNetworkError('GET', '/v2/shop', new TypeError('Failed to fetch')), 'ShopkitNetworkError'],
      [new ShopkitTimeoutError('GET', '/v2/shop', 50), 'ShopkitTimeoutError'],
      [new ShopkitCheckoutError('untrusted_url', 'no'), 'ShopkitCheckoutError'],
    ];
    for (const [error, name] of cases) {
      expect(error.name).to.equal(name);
      expect(error).to.be.instanceOf(ShopkitError).and.instanceOf(Error);
      expect(isShopkitError(error)).to.equal(true);
    }
  });

  it('names the field in a config error made from a field and a detail', () => {
    const error = new ShopkitConfigError('currency', 'expected a code');
    expect(error.message).to.equal('currency: expected a code');
    expect(error.field).to.equal('currency');
  });

  it('keeps a whole message when given options instead of a detail', () => {
    const error = new ShopkitConfigError('attribute data-currency is not valid', { field: 'data-currency' });
    expect(error.message).to.equal('attribute data-currency is not valid');
    expect(error.field).to.equal('data-currency');
  });

  it('reads the error envelope into status, code, required scopes and message of an HTTP error', () => {
    const body = {
      error: { status: 403, code: 'insufficient_scope', message: 'needs cart:write', required_scopes: ['cart:write'] },
    };
    const error = new ShopkitHttpError({ status: 403, method: 'POST', path: '/v2/cart', body });
    expect(error).to.include({ status: 403, method: 'POST', path: '/v2/cart', code: 'insufficient_scope' });
    expect(error.requiredScopes).to.deep.equal(['cart:write']);
    expect(error.body).to.equal(body);
    expect(error.message).to.equal('POST /v2/cart answered 403 insufficient_scope: needs cart:write');
  });

  it('falls back to http_<status> when the body is not the envelope', () => {
    const error = new ShopkitHttpError({ status: 502, method: 'GET', path: '/v2/shop', body: 'Bad Gateway' });
    expect(error.code).to.equal('http_502');
  });

  it('passes the cause of a network error through', () => {
    const cause = new TypeError('Failed to fetch');
    expect(new ShopkitNetworkError('GET', '/v2/shop', cause).cause).to.equal(cause);
  });

  it('recognises errors from another copy of the library by name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ShopkitHttpError', status: 500 });
    expect(isShopkitHttpError(foreign)).to.equal(true);
    expect(isShopkitError(foreign)).to.equal(true);
    expect(isShopkitConfigError(foreign)).to.equal(false);
    expect(isShopkitError(new Error('plain'))).to.equal(false);
    expect(isShopkitError(null)).to.equal(false);
  });

  it('has one guard per class that accepts only its own class', () => {
    const guards = [
      isShopkitConfigError,
      isShopkitScopeError,
      isShopkitNetworkError,
      isShopkitTimeoutError,
      isShopkitCheckoutError,
    ];
    const errors = [
      new ShopkitConfigError('a', 'b'),
      new ShopkitScopeError('s', 'o', []),
      new ShopkitNetworkError('GET', '/', 'x'),
      new ShopkitTimeoutError('GET', '/', 1),
      new ShopkitCheckoutError('r', 'm'),
    ];
    guards.forEach((guard, i) => errors.forEach((error, j) => expect(guard(error)).to.equal(i === j)));
  });
});
