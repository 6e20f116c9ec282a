// The script tag opens the connection to the API's origin as it runs (loading/preconnect-api.ts): an anonymous
// preconnect, since the reads are CORS requests without credentials; none for an API on the page's own origin or a
// tag that configures no client.
import { expect } from '@open-wc/testing';
import { preconnectApi } from '../../components/internal/loading/preconnect-api.ts';

function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

const preconnects = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];

describe('the script tag’s preconnect', () => {
  afterEach(() => preconnects().forEach((link) => link.remove()));

  it('opens an anonymous connection to the API’s origin', () => {
    preconnectApi(
      tag({ 'data-publishable-key': 'shop_pk_demo_abc123', 'data-api-url': 'https://api.example.test/v2/' }),
      document,
    );
    expect(preconnects().map((link) => [link.href, link.crossOrigin])).to.deep.equal([
      ['https://api.example.test/', 'anonymous'],
    ]);
  });

  it('connects to the default API when the tag names none', () => {
    preconnectApi(tag({ 'data-publishable-key': 'shop_pk_demo_abc123' }), document);
    expect(preconnects()).to.have.length(1);
    expect(new URL(preconnects()[0]!.href).protocol).to.equal('https:');
  });

  it('adds none for an API on the page’s origin, a tag without a key, or an API URL that is not http(s)', () => {
    preconnectApi(tag({ 'data-publishable-key': 'shop_pk_demo_abc123', 'data-api-url': location.origin }), document);
    preconnectApi(tag({ 'data-api-url': 'https://api.example.test' }), document);
    preconnectApi(tag({ 'data-publishable-key': 'shop_pk_demo_abc123', 'data-api-url': 'ftp://x.test' }), document);
    preconnectApi(null, document);
    expect(preconnects()).to.deep.equal([]);
  });
});
