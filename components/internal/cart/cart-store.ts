import { ShopkitError } from '../../../src/index.ts';
import type { Cart, CartLineInput, RequestOptions, ShopkitClient } from '../../../src/index.ts';
import { createTabLink } from './tab-link.ts';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartSnapshot {
  status: CartStatus;
  cart: Cart | null;
  error: unknown;
  /** Line quantities asked for and not yet answered by the platform (cart/quantity-writes.ts), by line id. */
  pending?: ReadonlyMap<string, number>;
}

type Listener = (snapshot: CartSnapshot) => void;

/** How a drawer opens after an add: focus goes back to `returnFocus` on close, `message` says what was added. */
export interface DrawerOpening {
  returnFocus?: HTMLElement | null;
  message?: string;
}

/** A cart element that can show its drawer: the store opens the first one the shopper can see after an add. */
export interface CartDrawer {
  isVisible(): boolean;
  show(opening: DrawerOpening): void;
  /** Gets ready to show (fetches the drawer's code) while an add that will open it runs. */
  prepare(): void;
}

/**
 * One remembered cart per client, shared by every element that shows it: one `cart.current()` read however many
 * elements ask, no cart created before the first add, every listener told after every change, other tabs in step.
 * A cart is set in one place: the client announces every remembered read and change (`onCartChange`, also the null
 * of a cart that a paid checkout forgot), and that announcement is what the store shows; a read or a change here
 * sets only a failure.
 */
export class CartStore {
  #snapshot: CartSnapshot = { status: 'idle', cart: null, error: null };
  readonly #listeners = new Set<Listener>();
  readonly #drawers = new Set<CartDrawer>();
  readonly #client: ShopkitClient;
  readonly #ping: () => void;
  #loading: Promise<void> | null = null;
  #stale = false;
  #pending: ReadonlyMap<string, number> = new Map();

  constructor(client: ShopkitClient) {
    this.#client = client;
    client.onCartChange((cart) => {
      const forgotten = cart === null && this.#snapshot.cart !== null;
      this.#set({ status: 'ready', cart, error: null });
      // A cart that went (paid, gone) is gone for the other tabs too; they read theirs again.
      if (forgotten) this.#ping();
    });
    client.onCurrencyChange(() => void this.reload());
    const scope = `${client.shopPrefix}:${client.storefront?.id ?? ''}`;
    this.#ping = createTabLink(`shopkit-cart:${scope}`, () => void this.reload());
  }

  get current(): CartSnapshot {
    return this.#snapshot;
  }

  /** Calls `listener` now and after every change; loads the cart on first use. Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    listener(this.#snapshot);
    if (this.#snapshot.status === 'idle') void this.reload();
    return () => this.#listeners.delete(listener);
  }

  /** Reads the remembered cart again (single-flight); failures become the error status. */
  reload(): Promise<void> {
    if (this.#loading) {
      this.#stale = true;
      return this.#loading;
    }
    this.#loading = (async () => {
      if (this.#snapshot.status !== 'ready') this.#set({ ...this.#snapshot, status: 'loading' });
      try {
        await this.#client.cart.current();
      } catch (error) {
        this.#set({ status: 'error', cart: this.#snapshot.cart, error });
      } finally {
        this.#loading = null;
      }
      if (this.#stale) {
        this.#stale = false;
        await this.reload();
      }
    })();
    return this.#loading;
  }

  /**
   * The remembered cart became an order (the thank-you page, a checkout completed in place): the other tabs read
   * theirs again. Needed where this page never showed the cart it forgot.
   */
  cartCheckedOut(): void {
    this.#ping();
  }

  /** Makes a drawer available to `openDrawer()`; returns the function that withdraws it. */
  registerDrawer(drawer: CartDrawer): () => void {
    this.#drawers.add(drawer);
    return () => this.#drawers.delete(drawer);
  }

  /** Readies the drawers while an add that will open one runs, so it opens as soon as the add is done. */
  prepareDrawers(): void {
    for (const drawer of this.#drawers) drawer.prepare();
  }

  /** Opens the drawer of the first cart element the shopper can see; false when there is none. */
  openDrawer(opening: DrawerOpening): boolean {
    const drawer = [...this.#drawers].find((candidate) => candidate.isVisible());
    drawer?.show(opening);
    return drawer !== undefined;
  }

  /** `options` are the request's (the page tools mark theirs as the agent's). */
  add(line: CartLineInput, options?: RequestOptions): Promise<Cart> {
    return this.#mutate(() => this.#client.cart.add(line, options));
  }

  update(itemId: string, quantity: number, options?: RequestOptions): Promise<Cart> {
    return this.#mutate(() => this.#client.cart.update(itemId, quantity, options));
  }

  remove(itemId: string, options?: RequestOptions): Promise<Cart> {
    return this.#mutate(() => this.#client.cart.remove(itemId, options));
  }

  /** Shows quantities on their way to the platform (by line id) on every element, until the next `showPending`. */
  showPending(pending: ReadonlyMap<string, number>): void {
    this.#pending = pending;
    this.#set(this.#snapshot);
  }

  /** Applies a code to the shown cart; a code that cannot apply rejects with ShopkitDiscountError, cart unchanged. */
  applyDiscount(code: string): Promise<Cart> {
    return this.#mutate(() => this.#client.cart.applyDiscount(code).then(this.#existing));
  }

  removeDiscount(code: string): Promise<Cart> {
    return this.#mutate(() => this.#client.cart.removeDiscount(code).then(this.#existing));
  }

  /** The code field is shown only with a cart, so a cart that vanished meanwhile reads as gone. */
  #existing = (cart: Cart | null): Cart => {
    if (cart === null) throw new ShopkitError('the cart is gone', { context: { operation: 'discount' } });
    return cart;
  };

  /** Runs a change (the client announces the changed cart); a failure leaves the cart as it was and rejects. */
  async #mutate(change: () => Promise<Cart>): Promise<Cart> {
    const cart = await change();
    this.#ping();
    return cart;
  }

  #set(snapshot: CartSnapshot): void {
    this.#snapshot = { ...snapshot, pending: this.#pending };
    for (const listener of [...this.#listeners]) listener(this.#snapshot);
  }
}

const STORES = new WeakMap<ShopkitClient, CartStore>();

/** The cart store of a client, made on first use. */
export function cartStoreFor(client: ShopkitClient): CartStore {
  let store = STORES.get(client);
  if (!store) STORES.set(client, (store = new CartStore(client)));
  return store;
}
