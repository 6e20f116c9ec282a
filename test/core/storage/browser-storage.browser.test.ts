import { expect } from 'chai';
import { createCookieStorage } from '../../../src/storage/cookie-storage.ts';
import { createLocalStorage } from '../../../src/storage/local-storage.ts';
import { resolveStorage } from '../../../src/storage/resolve-storage.ts';
import { makeCart } from '../../helpers/fixtures.ts';
import { createManualClock, storageContract } from '../../helpers/storage-contract.ts';
import { createTestClient } from '../../helpers/test-client.ts';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

storageContract('document.cookie', () => {
  clearCookies();
  return { adapter: createCookieStorage() };
});

storageContract(
  'localStorage with expiry',
  () => {
    localStorage.clear();
    const clock = createManualClock();
    return { adapter: createLocalStorage(localStorage, clock.now), advanceSeconds: clock.advanceSeconds };
  },
  { keepsTime: true },
);

describe('browser cookie storage', () => {
  it('writes path /, Max-Age floored, SameSite=Lax, host-only, and Secure only on https', () => {
    const doc = { cookie: '' };
    createCookieStorage({}, doc, false).set('shop_cart_id', 'cart 1', { maxAge: 99.7 });
    expect(doc.cookie).to.equal('shop_cart_id=cart%201; Path=/; Max-Age=99; SameSite=Lax');
    createCookieStorage({}, doc, true).set('shop_cart_id', 'c', { maxAge: 1 });
    expect(doc.cookie).to.contain('; Secure');
  });

  it('adds a configured parent domain and lets configured attributes win', () => {
    const doc = { cookie: '' };
    createCookieStorage({ domain: '.shop.example', sameSite: 'strict', secure: false }, doc, true).set('k', 'v', {
      maxAge: 5,
    });
    expect(doc.cookie).to.equal('k=v; Path=/; Max-Age=5; Domain=.shop.example; SameSite=Strict');
  });

  it('throws when the browser silently drops a write, and a client on it keeps the cart in memory and says so', async () => {
    const jar = { value: '' };
    let blocked = false;
    const doc = {
      get cookie() {
        return jar.value;
      },
      set cookie(text: string) {
        if (!blocked) jar.value = text.split(';')[0]!;
      },
    };
    const adapter = createCookieStorage({}, doc, false);
    adapter.set('shop_currency', 'EUR', { maxAge: 60 });
    blocked = true;
    expect(() => adapter.set('shop_cart_id', 'cart_0001', { maxAge: 60 })).to.throw(/cookie shop_cart_id not kept/);

    const cart = makeCart();
    const { client } = createTestClient(
      { 'POST /v2/cart': { status: 201, body: cart } },
      { storage: createCookieStorage({}, doc, false) },
    );
    await client.cart.add({ productId: 'prod_mug' });
    expect(await client.cart.id()).to.equal(cart.id);
    expect(client.runtime).to.deep.include({ persistent: false, degraded: 'write-failed' });
  });

  it('removes with Max-Age=0', () => {
    const doc = { cookie: '' };
    createCookieStorage({}, doc, false).remove('shop_cart_id');
    expect(doc.cookie).to.contain('Max-Age=0');
  });
});

describe('resolveStorage in a browser', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('auto picks document.cookie first', () => {
    expect(resolveStorage('auto', null, {})).to.include({ kind: 'cookie', persistent: true });
  });

  /** The cookies written through `document.cookie` while `run` runs (reads still reach the browser's jar). */
  function cookieWrites(run: () => void): string[] {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (text: string) => {
        writes.push(text.split(';')[0]!);
        descriptor.set!.call(document, text);
      },
    });
    try {
      run();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    return writes;
  }

  it('writes no probe cookie on a page that already keeps one, and the cookies it writes are kept', () => {
    document.cookie = 'site_visit=1; Path=/';
    let resolved: ReturnType<typeof resolveStorage> | null = null;
    expect(cookieWrites(() => (resolved = resolveStorage('auto', null, {})))).to.deep.equal([]);
    expect(resolved).to.include({ kind: 'cookie', persistent: true });
    resolved!.adapter.set('shop_cart_id', 'cart_1', { maxAge: 60 });
    expect(resolved!.adapter.get('shop_cart_id')).to.equal('cart_1');
  });

  it('probes with a cookie of its own on a page without cookies, and removes it', () => {
    const writes = cookieWrites(() => expect(resolveStorage('auto', null, {})).to.include({ kind: 'cookie' }));
    expect(writes).to.deep.equal(['shopkit_probe=1', 'shopkit_probe=']);
    expect(document.cookie).to.equal('');
  });

  it('probes with configured cookie attributes, which the browser may refuse, even beside a cookie', () => {
    document.cookie = 'site_visit=1; Path=/';
    const writes = cookieWrites(() =>
      expect(resolveStorage('auto', null, { sameSite: 'strict' })).to.include({ kind: 'cookie' }),
    );
    expect(writes).to.deep.equal(['shopkit_probe=1', 'shopkit_probe=']);
  });

  it('gives localStorage when asked', () => {
    expect(resolveStorage('localStorage', null, {})).to.include({ kind: 'localStorage', persistent: true });
  });

  it('reads an expired localStorage entry as missing and removes it', () => {
    const clock = createManualClock();
    const adapter = createLocalStorage(localStorage, clock.now);
    adapter.set('shop_cart_id', 'cart_1', { maxAge: 1 });
    clock.advanceSeconds(2);
    expect(adapter.get('shop_cart_id')).to.equal(null);
    expect(localStorage.getItem('shop_cart_id')).to.equal(null);
  });

  it('degrades to memory when localStorage throws, without throwing', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      expect(resolveStorage('localStorage', null, {})).to.include({ kind: 'memory', persistent: false });
    } finally {
      Storage.prototype.setItem = original;
    }
  });

  it('degrades to memory when document.cookie is unusable', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set: () => undefined,
    });
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(resolveStorage('auto', null, {})).to.include({ kind: 'memory', persistent: false });
    } finally {
      delete (document as { cookie?: string }).cookie;
      Storage.prototype.setItem = original;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).to.deep.equal(descriptor);
    }
  });
});
