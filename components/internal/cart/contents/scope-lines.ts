// What the line controls of a `<shop-cart-contents>` do: one more, one less, remove, and a typed quantity (checked
// first, refused in place with the reason, nothing sent). Changes go through the store's quantity queue
// (quantity-writes.ts), which coalesces quick ones into one write; the last change of a series reports its outcome:
// the quantity or the removal announced and the analytics event, or why it failed on the line itself (a stock limit,
// a line that is gone, no connection).
import type { CartItem } from '../../../../src/index.ts';
import { describeQuantityChange } from '../../analytics/cart-commerce-events.ts';
import { lineLabel } from '../line-label.ts';
import type { CartSnapshot, CartStore } from '../cart-store.ts';
import type { ShopkitCommerceEvent } from '../../analytics/commerce-events.ts';
import type { CartTexts } from '../../texts/cart-page-texts.ts';
import type { CartLineScope } from './cart-scope.ts';
import { describeLineFailure, isLineGone, isStockLimit } from '../describe-cart-failure.ts';
import { MAX_LINE_QUANTITY, parseQuantity } from '../parse-quantity.ts';
import { QUANTITY_SETTLE_MS, quantityWritesFor } from '../quantity-writes.ts';

/** What the line actions need from their element. */
export interface ScopeLinesHost {
  store(): CartStore | null;
  snapshot(): CartSnapshot;
  texts(): CartTexts;
  announce(text: string): void;
  /** A failure of the cart as a whole (no connection): the element's error state. */
  fail(error: unknown, operation: string, shown: string): void;
  /** A change went through: the element's error state ends. */
  succeeded(): void;
  report(event: ShopkitCommerceEvent): void;
  /** Re-renders, resolving once the lines show the latest snapshot. */
  refresh(): Promise<unknown>;
  /** Gives focus back after the line holding it left the page: `index` was the line's place, `action` the control's. */
  refocus(index: number, action: string): void;
}

/** Where a change came from: the line's place, the control's action, and how long it waits for the next one. */
interface ChangeOrigin {
  index: number;
  action: string;
  settleMs?: number;
}

export class ScopeLines {
  /** Why the last change of a line was refused or failed, by line id. */
  readonly messages = new Map<string, string>();
  /**
   * Quantity fields whose typed value is kept (being typed, or refused), with their line's id: the element does not
   * overwrite them until that line changes another way (a stepper, remove) or the value is committed.
   */
  readonly editing = new Map<Element, string>();
  /** Per line, the line as the platform had it before a series of changes, and the newest change's number. */
  readonly #series = new Map<string, { before: CartItem; latest: number }>();
  #changes = 0;
  readonly #host: ScopeLinesHost;

  constructor(host: ScopeLinesHost) {
    this.#host = host;
  }

  /** One more, one less (never below 1: remove is its own action) or remove. */
  step(line: CartLineScope, action: 'increase' | 'decrease' | 'remove', index: number): void {
    if (action === 'remove') return this.#set(line, 0, { settleMs: 0, index, action });
    // Clicks come faster than the page re-renders: count on from what the store holds, not from the markup.
    const shown = this.#host.snapshot().pending?.get(line.id) ?? line.quantity;
    const next = shown + (action === 'increase' ? 1 : -1);
    if (next >= 1 && next <= MAX_LINE_QUANTITY) this.#set(line, next, { index, action });
  }

  /** A typed quantity, committed (change): checked, then written at once; 0 removes the line. */
  commit(field: HTMLInputElement, line: CartLineScope, index: number): void {
    const parsed = parseQuantity(field.value, field.validity.badInput);
    if ('refusal' in parsed) {
      const text = this.#host.texts().quantityRefused(line.label, parsed.value, parsed.refusal);
      this.editing.set(field, line.id);
      this.messages.set(line.id, text);
      this.#host.announce(text);
      void this.#host.refresh();
      return;
    }
    this.editing.delete(field);
    this.#set(line, parsed.quantity, { settleMs: 0, index, action: 'quantity' });
  }

  /** The shopper edits a field again: its value is theirs until committed. */
  editingStarted(field: HTMLInputElement, line: CartLineScope): void {
    this.editing.set(field, line.id);
    if (this.messages.delete(line.id)) void this.#host.refresh();
  }

  /** Forgets what belonged to lines that are gone. */
  prune(cart: { items: CartItem[] } | null): void {
    const ids = new Set(cart?.items.map((item) => item.id));
    for (const id of this.messages.keys()) if (!ids.has(id)) this.messages.delete(id);
    for (const field of this.editing.keys()) if (!field.isConnected) this.editing.delete(field);
  }

  #set(line: CartLineScope, quantity: number, at: ChangeOrigin): void {
    const store = this.#host.store();
    const snapshot = this.#host.snapshot();
    const before = snapshot.cart?.items.find((item) => item.id === line.id);
    if (!store || !before) return;
    this.messages.delete(line.id);
    // A stepper or remove press takes over from a typed (or refused) value of the same line.
    for (const [field, lineId] of this.editing) if (lineId === line.id) this.editing.delete(field);
    const number = ++this.#changes;
    const series = this.#series.get(line.id) ?? { before, latest: number };
    series.latest = number;
    this.#series.set(line.id, series);
    quantityWritesFor(store)
      .set(line.id, quantity, at.settleMs ?? QUANTITY_SETTLE_MS)
      .then(
        () => {
          if (this.#last(line.id, number)) void this.#done(series.before, quantity, at);
        },
        (error: unknown) => {
          if (this.#last(line.id, number)) void this.#failed(line, error, at);
        },
      );
  }

  /** Whether change `number` is the newest of its line's series (which then ends). */
  #last(lineId: string, number: number): boolean {
    if (this.#series.get(lineId)?.latest !== number) return false;
    this.#series.delete(lineId);
    return true;
  }

  async #done(before: CartItem, quantity: number, at: ChangeOrigin): Promise<void> {
    const texts = this.#host.texts();
    const label = lineLabel(before);
    this.#host.succeeded();
    const analytics = describeQuantityChange(before, this.#host.snapshot().cart?.currency ?? '', quantity);
    if (analytics) this.#host.report(analytics);
    this.#host.announce(quantity === 0 ? texts.lineRemoved(label) : texts.lineQuantity(label, quantity));
    if (quantity === 0) {
      await this.#host.refresh();
      this.#host.refocus(at.index, at.action);
    }
  }

  async #failed(line: CartLineScope, error: unknown, at: ChangeOrigin): Promise<void> {
    const text = describeLineFailure(error, line.label, this.#host.texts());
    this.#host.announce(text);
    if (isLineGone(error)) {
      // The store has read the cart again: the line is gone from the page as well.
      await this.#host.refresh();
      this.#host.refocus(at.index, at.action);
      return;
    }
    this.messages.set(line.id, text);
    if (!isStockLimit(error)) this.#host.fail(error, 'update', text);
    void this.#host.refresh();
  }
}
