import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import { plainText } from '../../../components/internal/catalogue/plain-text.ts';
import { whenIdle } from '../../../components/internal/loading/when-idle.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop } from './catalogue-shop.ts';

const head = (selector: string) => document.head.querySelector(selector);

describe('product SEO', () => {
  it('writes the head from the product and puts back what it changed when the element leaves', async () => {
    document.title = 'The Shop';
    const before = document.title;
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The shop';
    document.head.append(description);
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_tee" seo="on" variant-param="variant"><template></template></shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    // The head is written once the main thread is free after the frame that shows the product.
    expect(document.title).to.equal(before);
    await until(() => document.title !== before, 'the head written');
    expect(document.title).to.equal('Tee · The Shop');
    expect(description.content).to.equal('A stoneware mug.');
    expect(head('link[rel="canonical"]')!.getAttribute('href')).to.equal(new URL('/products/tee', location.href).href);
    expect(head('meta[property="og:image"]')!.getAttribute('content')).to.contain('tee-moss.jpg');
    const ld = JSON.parse(head('script[type="application/ld+json"]')!.textContent!);
    expect(ld.offers).to.have.length(5);
    expect(ld.offers[0]).to.deep.include({
      price: '249.00',
      priceCurrency: 'SEK',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.offers[0].url).to.match(/\/products\/tee\?variant=var_tee_s_moss$/);
    element.selectVariant('var_tee_l_clay');
    expect(head('meta[property="product:price:amount"]')!.getAttribute('content')).to.equal('279.00');
    element.remove();
    expect(document.title).to.equal(before);
    expect(description.content).to.equal('The shop');
    expect(head('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]')).to.equal(null);
    description.remove();
  });

  it('asks not to be indexed when the product is not found', async () => {
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} slug="gone" seo="on"><template></template></shop-product>`,
    );
    await until(() => element.state === 'not-found', 'not-found');
    await until(() => head('meta[name="robots"]') !== null, 'the robots tag');
    expect(head('meta[name="robots"]')!.getAttribute('content')).to.equal('noindex');
    element.remove();
    expect(head('meta[name="robots"]')).to.equal(null);
  });

  it('writes nothing with seo="off", and by default only for a product from the URL', async () => {
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_mug"><template></template></shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    // After the idle callback the element's own write would have waited for.
    await new Promise<void>((resolve) => whenIdle(resolve));
    expect(head('script[type="application/ld+json"]')).to.equal(null);
  });

  it('writes nothing when the element leaves before the frame that shows its product', async () => {
    const title = document.title;
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_tee" seo="on"><template></template></shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    element.remove();
    await new Promise<void>((resolve) => whenIdle(resolve));
    expect(document.title).to.equal(title);
    expect(head('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]')).to.equal(null);
  });

  it('keeps JSON-LD inside its script element whatever the product name says', async () => {
    const { client } = createCatalogueShop([
      { ...(await import('../../helpers/fixtures.ts')).makeProduct({ name: '</script><script>alert(1)</script>' }) },
    ]);
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_mug" seo="on"><template></template></shop-product>`,
    );
    await until(() => element.state === 'ready', 'ready');
    await until(() => head('script[type="application/ld+json"]') !== null, 'the JSON-LD');
    const text = head('script[type="application/ld+json"]')!.textContent!;
    expect(text).to.not.contain('<');
    expect(JSON.parse(text).name).to.equal('</script><script>alert(1)</script>');
    element.remove();
  });

  it('reduces catalogue HTML to plain text for descriptions, cut at a word', () => {
    expect(plainText('<p>Soft&nbsp;<b>linen</b> &amp; wool</p><script>x()</script>', 160)).to.equal(
      'Soft linen & wool',
    );
    expect(plainText('one two three four five', 12)).to.equal('one two…');
  });
});
