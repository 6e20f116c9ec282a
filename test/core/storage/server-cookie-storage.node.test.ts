import { expect } from 'chai';
import { resolveStorage } from '../../../src/storage/resolve-storage.ts';
import { createServerCookieStorage } from '../../../src/storage/server-cookie-storage.ts';
import { createCookieJar, storageContract } from '../../helpers/storage-contract.ts';

storageContract('server CookieAccessor (sync)', () => ({
  adapter: createServerCookieStorage(createCookieJar().accessor),
}));
storageContract('server CookieAccessor (async)', () => ({
  adapter: createServerCookieStorage(createCookieJar({ async: true }).accessor),
}));

describe('server cookie storage', () => {
  it('writes with path /, the TTL floored as maxAge, lax and not httpOnly, host-only and no guessed secure', async () => {
    const { accessor, writes } = createCookieJar();
    await createServerCookieStorage(accessor).set('shop_cart_id', 'cart_1', { maxAge: 2591999.9 });
    expect(writes[0]!.attributes).to.deep.equal({ path: '/', maxAge: 2591999, sameSite: 'lax', httpOnly: false });
  });

  it('passes configured attributes through', async () => {
    const { accessor, writes } = createCookieJar();
    await createServerCookieStorage(accessor, { domain: '.shop.example', secure: true, sameSite: 'strict' }).set(
      'k',
      'v',
      { maxAge: 5 },
    );
    expect(writes[0]!.attributes).to.include({ domain: '.shop.example', secure: true, sameSite: 'strict', maxAge: 5 });
  });

  it('drops writes silently on a read-only accessor and still reads', async () => {
    const { accessor } = createCookieJar({ readOnly: true, initial: { shop_cart_id: 'cart_9' } });
    const adapter = createServerCookieStorage(accessor);
    await adapter.set('shop_cart_id', 'cart_10', { maxAge: 60 });
    await adapter.remove('shop_cart_id');
    expect(await adapter.get('shop_cart_id')).to.equal('cart_9');
  });

  it('drops a write whose accessor throws, as frameworks do while rendering', async () => {
    const adapter = createServerCookieStorage({
      get: () => null,
      set: () => {
        throw new Error('Cookies can only be modified in a Server Action');
      },
    });
    await adapter.set('shop_cart_id', 'cart_1', { maxAge: 60 });
  });

  it('removes through set with maxAge 0 when the accessor has no remove', async () => {
    const writes: unknown[] = [];
    const adapter = createServerCookieStorage({
      get: () => null,
      set: (name, value, attributes) => {
        writes.push({ name, value, maxAge: attributes.maxAge });
      },
    });
    await adapter.remove('shop_cart_id');
    expect(writes).to.deep.equal([{ name: 'shop_cart_id', value: '', maxAge: 0 }]);
  });

  it('auto picks the server cookies when an accessor is given', () => {
    const resolved = resolveStorage('auto', createCookieJar().accessor, {});
    expect(resolved).to.include({ kind: 'cookie', persistent: true });
  });

  it('auto degrades to memory on a server without an accessor, and never throws', () => {
    expect(resolveStorage('auto', null, {})).to.include({ kind: 'memory', persistent: false });
    expect(resolveStorage('cookie', null, {})).to.include({ kind: 'memory', persistent: false });
    expect(resolveStorage('localStorage', null, {})).to.include({ kind: 'memory', persistent: false });
  });
});
