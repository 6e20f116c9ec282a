import { expect } from '@open-wc/testing';
import { bindFragment, type BindOptions } from '../../../components/internal/bindings/bind-fragment.ts';
import { rememberRepeatedItem, repeatedItemOf } from '../../../components/internal/bindings/repeated-item.ts';
import { isKnownPath } from '../../../components/internal/bindings/is-known-path.ts';

function fragmentOf(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

function mount(
  markup: string,
  scope: object,
  options: BindOptions = {},
): { root: HTMLElement; update(scope: object): void } {
  const root = document.createElement('div');
  const fragment = fragmentOf(markup);
  const binding = bindFragment(fragment, scope, options);
  root.append(fragment);
  document.body.append(root);
  return { root, update: binding.update };
}

const SCOPE = {
  product: { name: 'Mug', url: '/products/mug', images: [{ url: 'https://cdn.test/a.jpg' }], tags: ['a', 'b'] },
  price: { display: '129 kr', onSale: false, amount: 12900 },
  availability: { soldOut: true },
};

describe('bindFragment', () => {
  afterEach(() => document.body.replaceChildren());

  it('sets text from a path, numbers as they are and lists joined', () => {
    const { root } = mount(
      '<h1 data-shop-text="product.name"></h1><i data-shop-text="price.amount"></i><b data-shop-text="product.tags"></b>',
      SCOPE,
    );
    expect([...root.children].map((el) => el.textContent)).to.deep.equal(['Mug', '12900', 'a, b']);
  });

  it('renders a missing path empty and never walks the prototype chain', () => {
    const { root } = mount(
      '<p data-shop-text="product.missing.deeper"></p><p data-shop-text="product.constructor.name"></p>' +
        '<p data-shop-text="product.__proto__"></p><p data-shop-text="product.toString">x</p><p data-shop-text="product">x</p>',
      SCOPE,
    );
    expect([...root.children].map((el) => el.textContent)).to.deep.equal(['', '', '', '', '']);
  });

  it('walks array indices', () => {
    const { root } = mount('<img data-shop-attr="src:product.images.0.url, alt:product.name">', SCOPE);
    const img = root.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal('https://cdn.test/a.jpg');
    expect(img.alt).to.equal('Mug');
  });

  it('removes an attribute for null, false or a missing path and sets it empty for true', () => {
    const { root } = mount(
      '<button data-shop-attr="disabled:availability.soldOut, title:product.none, data-x:price.onSale">b</button>',
      SCOPE,
    );
    const button = root.querySelector('button')!;
    expect(button.getAttribute('disabled')).to.equal('');
    expect(button.hasAttribute('title')).to.equal(false);
    expect(button.hasAttribute('data-x')).to.equal(false);
  });

  it('refuses javascript:, data: and other non-http URLs in every URL attribute', () => {
    const hostile = {
      a: 'javascript:alert(1)',
      b: ' JaVaScRiPt:alert(1)',
      c: 'data:text/html,<script>alert(1)</script>',
      d: 'https://ok.test/x.png 1x, javascript:alert(1) 2x',
      e: 'vbscript:msgbox(1)',
    };
    const { root } = mount(
      '<a data-shop-attr="href:a">1</a><a data-shop-attr="href:b">2</a><img data-shop-attr="src:c, srcset:d">' +
        '<form data-shop-attr="action:e"><button data-shop-attr="formaction:a">go</button></form>',
      hostile,
    );
    const bound = [...root.querySelectorAll('a, img, form, button')];
    expect(
      bound.flatMap((el) => ['href', 'src', 'srcset', 'action', 'formaction'].filter((n) => el.hasAttribute(n))),
    ).to.deep.equal([]);
  });

  it('keeps http(s), mailto:, tel: and relative URLs', () => {
    const { root } = mount(
      '<a data-shop-attr="href:a">1</a><a data-shop-attr="href:b">2</a><a data-shop-attr="href:c">3</a>',
      { a: '/products/mug?x=1', b: 'mailto:hi@shop.test', c: 'https://shop.test/' },
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      '/products/mug?x=1',
      'mailto:hi@shop.test',
      'https://shop.test/',
    ]);
  });

  it('never binds an event handler, style or srcdoc attribute', () => {
    const { root } = mount(
      '<img data-shop-attr="onerror:code, onload:code, style:css, alt:product.name"><iframe data-shop-attr="srcdoc:code"></iframe>',
      { code: 'window.__pwned = 1', css: 'background:url(https://evil.test)', product: { name: 'ok' } },
    );
    const img = root.querySelector('img')!;
    expect(img.getAttributeNames().sort()).to.deep.equal(['alt', 'data-shop-attr']);
    expect(root.querySelector('iframe')!.hasAttribute('srcdoc')).to.equal(false);
  });

  it('never binds a script or style element', () => {
    const { root } = mount('<script type="text/plain" data-shop-text="code"></script>', { code: 'alert(1)' });
    expect(root.querySelector('script')!.textContent).to.equal('');
  });

  it('toggles classes and hidden, with negation', () => {
    const { root, update } = mount(
      '<p data-shop-class="sale:price.onSale, gone:availability.soldOut, here:!availability.soldOut"></p>' +
        '<span data-shop-show="price.onSale">on sale</span><span data-shop-hide="availability.soldOut">buy</span>' +
        '<span data-shop-show="!availability.soldOut">in stock</span><span data-shop-show="product.tags">tags</span>',
      SCOPE,
    );
    const p = root.querySelector('p')!;
    expect([...p.classList]).to.deep.equal(['gone']);
    expect([...root.querySelectorAll('span')].map((s) => s.hidden)).to.deep.equal([true, true, true, false]);
    update({ ...SCOPE, price: { ...SCOPE.price, onSale: true }, availability: { soldOut: false }, product: {} });
    expect([...p.classList].sort()).to.deep.equal(['here', 'sale']);
    expect([...root.querySelectorAll('span')].map((s) => s.hidden)).to.deep.equal([false, false, false, true]);
  });

  it('keeps the live checked and value of form fields in step after the shopper touched them', () => {
    const { root, update } = mount(
      '<input type="radio" name="s" value="a" data-shop-attr="checked:a"><input type="radio" name="s" value="b" data-shop-attr="checked:b">' +
        '<input data-shop-attr="value:q">',
      { a: true, b: false, q: '1' },
    );
    const [a, b, q] = [...root.querySelectorAll('input')];
    b!.click();
    q!.value = '7';
    update({ a: true, b: false, q: '2' });
    expect([a!.checked, b!.checked, q!.value]).to.deep.equal([true, false, '2']);
  });

  it('clones a data-shop-each template per item with the item and its index in the scope', () => {
    const { root, update } = mount(
      '<ul><template data-shop-each="product.images" data-shop-as="image"><li data-shop-attr="data-i:index" data-shop-text="image.alt"></li></template></ul>',
      { product: { images: [{ alt: 'one' }, { alt: 'two' }] } },
    );
    const items = () => [...root.querySelectorAll('li')].map((li) => `${li.dataset.i}:${li.textContent}`);
    expect(items()).to.deep.equal(['0:one', '1:two']);
    update({ product: { images: [{ alt: 'uno' }, { alt: 'dos' }] } });
    expect(items()).to.deep.equal(['0:uno', '1:dos']);
    update({ product: { images: [{ alt: 'solo' }] } });
    expect(items()).to.deep.equal(['0:solo']);
    update({ product: { images: null } });
    expect(items()).to.deep.equal([]);
  });

  it('leaves what a nested scope owner holds to that owner', () => {
    const { root } = mount(
      '<p data-shop-text="product.name"></p><shop-variant-picker><p data-shop-text="product.name">own</p></shop-variant-picker>',
      SCOPE,
    );
    expect([...root.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Mug', 'own']);
  });

  it('binds the root element itself when it carries a binding', () => {
    const article = document.createElement('article');
    article.setAttribute('data-shop-class', 'gone:availability.soldOut');
    bindFragment(article, SCOPE);
    expect(article.className).to.equal('gone');
  });

  it('shows every path to checkPath before it is read, so an owner can report unknown ones, and binds the rest', () => {
    const unknown: string[] = [];
    const root = document.createElement('div');
    const fragment = fragmentOf(
      '<p data-shop-text="product.nmae"></p><p data-shop-show="!price.onSael"></p><p data-shop-text="product.name"></p>' +
        '<img data-shop-attr="src:product.images.5.url, alt:product.image.alt">' +
        '<template data-shop-each="product.tags" data-shop-as="tag"><i data-shop-text="tag.length"></i></template>',
    );
    const checkPath = (scope: object, path: string, attribute: string): void => {
      if (!isKnownPath(scope, path)) unknown.push(`${attribute} ${path.trim()}`);
    };
    bindFragment(fragment, SCOPE, { checkPath });
    root.append(fragment);
    expect(unknown).to.deep.equal([
      'data-shop-text product.nmae',
      'data-shop-show !price.onSael',
      'data-shop-attr product.image.alt',
      'data-shop-text tag.length',
      'data-shop-text tag.length',
    ]);
    expect(root.querySelectorAll('p')[2]!.textContent).to.equal('Mug');
  });

  it('knows a path that ends at null, or at an index past the end of a list, from one that names no field', () => {
    const scope = { cart: { lines: [], image: null, count: 2 } };
    expect(
      ['cart.lines.0.name', 'cart.image.url', 'cart.count', '!cart.lines'].map((p) => isKnownPath(scope, p)),
    ).to.deep.equal([true, true, true, true]);
    expect(
      ['cart.total', 'cart.count.value', 'cart.constructor', 'line.name'].map((p) => isKnownPath(scope, p)),
    ).to.deep.equal([false, false, false, false]);
  });

  it('tells, through onRepeat, which item of a list an element was cloned for, following updates', () => {
    const { root, update } = mount(
      '<ul><template data-shop-each="cart.lines" data-shop-as="line"><li><template data-shop-each="line.tags" data-shop-as="tag">' +
        '<button data-shop-text="tag"></button></template></li></template></ul>',
      {
        cart: {
          lines: [
            { id: 'a', tags: ['x'] },
            { id: 'b', tags: ['y'] },
          ],
        },
      },
      { onRepeat: rememberRepeatedItem },
    );
    const button = root.querySelectorAll('button')[1]!;
    expect(repeatedItemOf(button, root)).to.deep.equal({ path: 'line.tags', item: 'y', index: 0 });
    expect(repeatedItemOf(button, root, 'cart.lines')).to.deep.include({ index: 1, item: { id: 'b', tags: ['y'] } });
    update({
      cart: {
        lines: [
          { id: 'a', tags: ['x'] },
          { id: 'b2', tags: ['y'] },
        ],
      },
    });
    expect((repeatedItemOf(button, root, 'cart.lines')!.item as { id: string }).id).to.equal('b2');
    expect(repeatedItemOf(root.querySelector('ul')!, root)).to.equal(null);
  });
});
