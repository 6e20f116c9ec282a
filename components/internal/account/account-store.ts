// One account state per client, shared by every account element on the page (a header menu and the account page's
// own `<shop-account>`, `<shop-order-history>`): signed out, waiting for a code, or signed in as a customer. It starts
// once (a sign-in link in the URL first, else the kept session, else a sign-in still waiting for its code) and then
// follows the client's `onAccountChange`, so signing in or out in one element shows in all of them, and in the other
// elements' requests (the cart that follows the shopper). Each element keeps its own busy state and errors.
import type { Customer, ShopkitClient, ShopkitPendingSignIn } from '../../../src/index.ts';

export type AccountStatus = 'loading' | 'signed-out' | 'code' | 'signed-in';

export interface AccountSnapshot {
  status: AccountStatus;
  customer: Customer | null;
  pending: ShopkitPendingSignIn | null;
  /** Why the start failed (a refused link), for the element that shows it; null otherwise. */
  error: unknown;
}

type Listener = (snapshot: AccountSnapshot) => void;

const STORES = new WeakMap<ShopkitClient, AccountStore>();

export class AccountStore {
  #snapshot: AccountSnapshot = { status: 'loading', customer: null, pending: null, error: null };
  readonly #listeners = new Set<Listener>();
  readonly #client: ShopkitClient;
  #started: Promise<void> | null = null;

  constructor(client: ShopkitClient) {
    this.#client = client;
    client.onAccountChange((customer) => {
      if (customer) this.#set({ status: 'signed-in', customer, pending: null, error: null });
      else if (this.#snapshot.status === 'signed-in')
        this.#set({ ...this.#snapshot, status: 'signed-out', customer: null });
    });
  }

  get snapshot(): AccountSnapshot {
    return this.#snapshot;
  }

  /** Tells `listener` the state now and after every change; returns its unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    listener(this.#snapshot);
    void this.start();
    return () => this.#listeners.delete(listener);
  }

  /** The first read, once for all elements: a sign-in link, else the kept session, else a waiting sign-in. */
  start(): Promise<void> {
    this.#started ??= this.#begin();
    return this.#started;
  }

  async requestCode(email: string): Promise<void> {
    const challenge = await this.#client.account.requestCode(email);
    this.#set({ status: 'code', customer: null, pending: { ...challenge }, error: null });
  }

  /** Sends a new code to the waiting address. */
  async resend(): Promise<void> {
    const email = this.#snapshot.pending?.email;
    if (email) await this.requestCode(email);
  }

  async verifyCode(code: string): Promise<Customer> {
    return this.#client.account.verifyCode(code);
  }

  /** Back to the address form. */
  async otherAddress(): Promise<void> {
    await this.#client.account.cancelSignIn();
    this.#set({ status: 'signed-out', customer: null, pending: null, error: null });
  }

  async signOut(everywhere = false): Promise<void> {
    try {
      await this.#client.account.signOut({ everywhere });
    } finally {
      this.#set({ status: 'signed-out', customer: null, pending: null, error: null });
    }
  }

  /** Reads the customer again (an address kept or removed). */
  async refresh(): Promise<void> {
    const customer = await this.#client.account.current();
    if (!customer) this.#set({ status: 'signed-out', customer: null, pending: null, error: null });
  }

  async #begin(): Promise<void> {
    try {
      const linked = await this.#client.account.verifyLink();
      const customer = linked ?? (await this.#client.account.current());
      if (customer) return this.#set({ status: 'signed-in', customer, pending: null, error: null });
      const pending = await this.#client.account.pendingSignIn();
      this.#set({ status: pending ? 'code' : 'signed-out', customer: null, pending, error: null });
    } catch (error) {
      const pending = await this.#client.account.pendingSignIn().catch(() => null);
      this.#set({ status: pending ? 'code' : 'signed-out', customer: null, pending, error });
    }
  }

  #set(snapshot: AccountSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener(snapshot);
  }
}

export function accountStoreFor(client: ShopkitClient): AccountStore {
  let store = STORES.get(client);
  if (!store) STORES.set(client, (store = new AccountStore(client)));
  return store;
}
