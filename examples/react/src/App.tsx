// The shop: the product list on /, one product on /product?product=<slug> (plain links, so no router), the cart in
// the header and the consent banner. The catalogue elements clone HTML templates (React puts a <template>'s children
// into the element, not its content, so the markup goes in as HTML), and the app follows the elements' events.
import { useEffect, useState } from 'react';
import type { ConsentResource, ConsentState } from 'shopkit-storefront';
import productCard from './templates/product-card.html?raw';
import productPage from './templates/product-page.html?raw';

const describeConsent = (state: ConsentState) =>
  !state.decided ? 'not decided' : state.categories.analytics ? 'analytics allowed' : 'necessary only';

export function App(props: { consent: ConsentResource }) {
  const [items, setItems] = useState(0);
  const [consent, setConsent] = useState('not decided');
  const [variant, setVariant] = useState('none');
  const onProductPage = location.pathname === '/product';
  // The decision stored on an earlier page: read() answers a promise.
  useEffect(() => void props.consent.read().then((state) => setConsent(describeConsent(state))), [props.consent]);
  return (
    <>
      <header className="bar">
        <a href="/">Shopkit in React</a>
        <span data-testid="app-cart-count">{items} in the cart</span>
        <shop-cart onshop-cart-change={(event) => setItems(event.detail.cart?.itemCount ?? 0)} />
      </header>
      <main>
        {onProductPage ? (
          <>
            <shop-product
              url-pattern="?product={slug}"
              onshop-variant-change={(event) => setVariant(event.detail.variant?.name ?? 'none')}
            >
              <template dangerouslySetInnerHTML={{ __html: productPage }} />
              <div className="skeleton" data-shop-state="loading" />
              <p data-shop-state="not-found" hidden>
                We could not find that product.
              </p>
            </shop-product>
            <p data-testid="app-variant">Chosen: {variant}</p>
          </>
        ) : (
          <shop-product-list limit={6} product-url="/product?product={slug}" className="grid">
            <template dangerouslySetInnerHTML={{ __html: productCard }} />
            <div className="skeleton" data-shop-state="loading" />
          </shop-product-list>
        )}
      </main>
      <footer>
        <span data-testid="app-consent">Consent: {consent}</span> <shop-consent-settings-button />
      </footer>
      <shop-consent-banner onshop-consent-change={(event) => setConsent(describeConsent(event.detail.state))} />
    </>
  );
}
