// The churn page's own script (served as a file, so the page needs no inline script): adds and removes shop-price and
// shop-add-to-cart elements in batches, and switches the currency back and forth through the default client,
// waiting after each step until no price is loading. Exposes `window.__churn(options)` returning a promise.
export const CHURN_JS = `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const settled = async () => {
    for (let i = 0; i < 600; i++) {
      await frame();
      if (!document.querySelector('shop-price[loading]')) return;
    }
    throw new Error('prices still loading after 600 frames');
  };
  window.__churn = async ({ elements, batch, switches, productIds, currencies }) => {
    const box = document.getElementById('churn');
    for (let made = 0; made < elements; made += batch) {
      const added = [];
      for (let i = 0; i < batch && made + i < elements; i += 2) {
        const id = productIds[(made + i) % productIds.length];
        const price = document.createElement('shop-price');
        price.setAttribute('product-id', id);
        const add = document.createElement('shop-add-to-cart');
        add.setAttribute('product-id', id);
        box.append(price, add);
        added.push(price, add);
      }
      await settled();
      for (const el of added) el.remove();
      await frame();
    }
    for (let i = 0; i < switches; i++) {
      await window.Shopkit.client.setCurrency(currencies[i % currencies.length]);
      await settled();
    }
  };
})();
`;
