// The parts of the client that load on first use, so a page that never touches the cart never loads the cart code.
// Bundled into one file (dist/index.mjs, shopkit.full.js) each import resolves at once; in the lazy build
// (dist/shopkit.js) each is a chunk beside the script. Keys are the part names the element table refers to.
export const CLIENT_PARTS = {
  transport: () => import('./parts/transport.ts'),
  cart: () => import('./parts/cart.ts'),
  checkout: () => import('./parts/checkout.ts'),
  products: () => import('./parts/products.ts'),
  categories: () => import('./parts/categories.ts'),
};

export type ClientPartName = keyof typeof CLIENT_PARTS;
