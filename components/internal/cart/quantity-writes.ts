// Quick quantity changes of cart lines coalesce: each change is held for a short quiet time, then every line's newest
// quantity is written once, one write at a time. A line asked back to the quantity the platform already has costs no
// write (one more, then one less). Until the platform answers, `pending` holds what the lines should show; a cart
// store's queue (`quantityWritesFor`) puts it on the store's snapshot, so every element shows it. Only a cart page's
// code loads this module.
import type { CartStore } from './cart-store.ts';

/** How long a quantity change waits for the next one before it is written (stepper clicks, held arrow keys). */
export const QUANTITY_SETTLE_MS = 350;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export interface QuantityWritesDeps {
  /** The quantity the platform last confirmed for a line; undefined when the cart has no such line (now). */
  confirmed(itemId: string): number | undefined;
  /** Writes one line's quantity (0 removes the line). */
  write(itemId: string, quantity: number): Promise<unknown>;
  /** `pending` changed. */
  changed(): void;
}

export class QuantityWrites {
  /** Asked for and not sent yet. */
  readonly #wanted = new Map<string, number>();
  /** Sent (or queued behind an earlier write) and not answered yet. */
  readonly #sending = new Map<string, number>();
  #waiters = new Map<string, Waiter[]>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #queue: Promise<void> = Promise.resolve();
  readonly #deps: QuantityWritesDeps;

  constructor(deps: QuantityWritesDeps) {
    this.#deps = deps;
  }

  /** The quantity each line shows until the platform answers: the newest asked for, else the one being written. */
  get pending(): ReadonlyMap<string, number> {
    return new Map([...this.#sending, ...this.#wanted]);
  }

  /**
   * Asks for a line's quantity. It is written once nothing more was asked for `settleMs` (0: now, together with
   * whatever else waits). Resolves when the write that carries it is answered (or was not needed); rejects with
   * that write's error.
   */
  set(itemId: string, quantity: number, settleMs: number): Promise<void> {
    this.#wanted.set(itemId, quantity);
    const done = new Promise<void>((resolve, reject) => {
      const waiters = this.#waiters.get(itemId) ?? [];
      waiters.push({ resolve, reject });
      this.#waiters.set(itemId, waiters);
    });
    clearTimeout(this.#timer);
    this.#timer = settleMs > 0 ? setTimeout(() => this.#flush(), settleMs) : undefined;
    if (settleMs <= 0) this.#flush();
    this.#deps.changed();
    return done;
  }

  /** Writes whatever waits now; resolves once every write asked for so far is answered (failed ones included). */
  settle(): Promise<void> {
    if (this.#wanted.size > 0) this.#flush();
    return this.#queue;
  }

  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = [...this.#wanted];
    const waiters = this.#waiters;
    this.#wanted.clear();
    this.#waiters = new Map();
    for (const [itemId, quantity] of batch) this.#sending.set(itemId, quantity);
    this.#queue = this.#queue.then(() => this.#send(batch, waiters));
  }

  async #send(batch: Array<[string, number]>, waiters: Map<string, Waiter[]>): Promise<void> {
    for (const [itemId, quantity] of batch) {
      const confirmed = this.#deps.confirmed(itemId);
      try {
        if (confirmed !== undefined && confirmed !== quantity) await this.#deps.write(itemId, quantity);
        for (const waiter of waiters.get(itemId) ?? []) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters.get(itemId) ?? []) waiter.reject(error);
      } finally {
        if (this.#sending.get(itemId) === quantity) this.#sending.delete(itemId);
        this.#deps.changed();
      }
    }
  }
}

const QUEUES = new WeakMap<CartStore, QuantityWrites>();

/** The one queue of quantity changes of a cart store, shared by every cart scope on the page. */
export function quantityWritesFor(store: CartStore): QuantityWrites {
  let queue = QUEUES.get(store);
  if (!queue) {
    const created: QuantityWrites = new QuantityWrites({
      confirmed: (itemId) => store.current.cart?.items.find((item) => item.id === itemId)?.quantity,
      write: (itemId, quantity) => (quantity === 0 ? store.remove(itemId) : store.update(itemId, quantity)),
      changed: () => store.showPending(created.pending),
    });
    QUEUES.set(store, (queue = created));
  }
  return queue;
}
