import { expect } from '@open-wc/testing';
import { bindFragment } from '../../../components/internal/bindings/bind-fragment.ts';
import { hasNativeSanitizer } from '../../../components/internal/bindings/sanitize-html.ts';

const HOSTILE =
  '<p onclick="window.__pwned=1">Soft <strong>linen</strong><script>window.__pwned=2</script></p>' +
  '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">js</a><a href="data:text/html,x">data</a>' +
  '<a href="https://shop.test/care" title="Care">care</a><iframe src="javascript:window.__pwned=5"></iframe>' +
  '<style>body{display:none}</style><svg onload="window.__pwned=6"><circle/></svg><form><input></form>' +
  '<ul><li style="color:red" class="x" data-shop-text="evil">one</li></ul><h1>Big</h1>';
const EXPECTED =
  '<p>Soft <strong>linen</strong></p><a>js</a><a>data</a><a href="https://shop.test/care" title="Care">care</a>' +
  '<ul><li>one</li></ul>';

async function bindHtml(html: string): Promise<HTMLElement> {
  const div = document.createElement('div');
  div.setAttribute('data-shop-html', 'product.description');
  const binding = bindFragment(div, { product: { description: html }, evil: 'bound' });
  await binding.settled();
  document.body.append(div);
  return div;
}

function withoutNativeSanitizer(): () => void {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  const original = proto.setHTML;
  delete proto.setHTML;
  return () => {
    proto.setHTML = original;
  };
}

describe('data-shop-html', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (window as unknown as { __pwned?: unknown }).__pwned;
  });

  it('uses the browser sanitizer here (Chromium has Element.setHTML)', () => {
    expect(hasNativeSanitizer()).to.equal(true);
  });

  it('keeps formatting and safe links and drops scripts, handlers, styles, frames, forms and unsafe URLs', async () => {
    const div = await bindHtml(HOSTILE);
    expect(div.innerHTML).to.equal(EXPECTED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });

  it('gives the same result through DOMPurify where setHTML is missing', async () => {
    const restore = withoutNativeSanitizer();
    try {
      expect(hasNativeSanitizer()).to.equal(false);
      const div = await bindHtml(HOSTILE);
      expect(div.innerHTML).to.equal(EXPECTED);
    } finally {
      restore();
    }
  });

  it('shows text as text and re-sanitizes only when the HTML changes', async () => {
    const div = document.createElement('div');
    div.setAttribute('data-shop-html', 'd');
    const binding = bindFragment(div, { d: 'a &lt;b&gt; <em>c</em>' });
    await binding.settled();
    expect(div.innerHTML).to.equal('a &lt;b&gt; <em>c</em>');
    const em = div.querySelector('em');
    binding.update({ d: 'a &lt;b&gt; <em>c</em>' });
    await binding.settled();
    expect(div.querySelector('em')).to.equal(em);
  });
});
