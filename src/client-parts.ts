// The parts of the client that load on first use, so a page that never touches the cart never loads the cart code.
// Bundled into one file (shopkit.full.js) each import resolves at once; the script tag's build serves them from its
// chunk files through its own loader, which fetches a part whose file failed from a fresh URL. An embedder may route
// them through a loader of its own (routeClientParts). Keys are the part names the element table refers to.
const IMPORTS = {
  transport: () => import('./parts/transport.ts'),
  cart: () => import('./parts/cart.ts'),
  checkout: () => import('./parts/checkout.ts'),
  products: () => import('./parts/products.ts'),
  categories: () => import('./parts/categories.ts'),
  account: () => import('./parts/account.ts'),
};

type Imports = typeof IMPORTS;
export type ClientPartName = keyof Imports;
type PartModule<N extends ClientPartName> = Awaited<ReturnType<Imports[N]>>;

/** How a part is imported: given its name and the plain import() of its module (`src/parts/<name>.ts`). */
export type ClientPartRoute = (name: ClientPartName, load: () => Promise<object>) => Promise<object>;

let route: ClientPartRoute = (_name, load) => load();

/**
 * Sends every later part import of every client through `next` (the script tag's chunk loader does this before it
 * makes a client). `next` must resolve to the module the plain import() gives.
 */
export function routeClientParts(next: ClientPartRoute): void {
  route = next;
}

/** The module of a part, loaded on first use. */
export function importClientPart<N extends ClientPartName>(name: N): Promise<PartModule<N>> {
  return route(name, IMPORTS[name]) as Promise<PartModule<N>>;
}
