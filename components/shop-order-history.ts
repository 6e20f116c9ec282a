import { property } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { CustomerOrder, ShopkitClient } from '../src/index.ts';
import { accountStoreFor, type AccountSnapshot } from './internal/account/account-store.ts';
import { describeAccountFailure } from './internal/account/describe-account-failure.ts';
import { describeReorder } from './internal/account/describe-reorder.ts';
import { findOrderAction } from './internal/account/order-actions.ts';
import {
  describeOrderHistory,
  type OrderHistoryState,
  type OrderScope,
} from './internal/account/order-history-scope.ts';
import { LiveRegion } from './internal/base/live-region.ts';
import { ShopLightElement } from './internal/base/shop-light-element.ts';
import { bindFragment, type Binding } from './internal/bindings/bind-fragment.ts';
import { rememberRepeatedItem } from './internal/bindings/repeated-item.ts';
import { showStateBlocks } from './internal/bindings/state-blocks.ts';
import { cartStoreFor } from './internal/cart/cart-store.ts';
import { resolveProductUrlPattern } from './internal/catalogue/product-url.ts';
import { accountTextsFor } from './internal/texts/account-texts.ts';
import { textsFor } from './internal/texts/i18n.ts';

let histories = 0;

/**
 * The signed-in shopper's orders in the merchant's own markup: its `<template>` is cloned once the orders are known
 * and bound to the order history scope (`orders`, each with its number, date, status, lines, codes, shipping,
 * address and totals as the confirmation shows them), re-bound after every change. The merchant's own buttons act
 * through `data-shop-action`: `reorder` in an order (its lines that can still be bought go into the cart, and the
 * order's `message` names those that cannot), `more` (older orders), `reload`. Follows the page's account state:
 * signing in shows the orders, signing out hides them. Light DOM: the merchant's CSS styles everything.
 *
 * @summary The signed-in shopper's orders in your own HTML, with "buy again".
 * @slot - A `<template>` (cloned once the orders are known) and state blocks (`data-shop-state="signed-out"`, ...).
 * @fires shop-reorder - An order's lines went into the cart. Detail `{orderId, result}`.
 * @fires shop-error - Reading the orders or a reorder failed; detail `{error, operation, message}`.
 */
export class ShopOrderHistoryElement extends ShopLightElement {
  /** Orders per page (1-200; default 10). */
  @property({ type: Number }) accessor limit = 10;
  /** `loading`, `ready`, `empty`, `signed-out` or `error` (reflected, for CSS). */
  @property({ reflect: true }) accessor state: OrderHistoryState = 'loading';

  readonly #key = `shop-orders-${++histories}`;
  readonly #live = new LiveRegion(this);
  #account: AccountSnapshot | null = null;
  /** The signed-in customer whose orders are shown (null: nobody; undefined before the account is known). */
  #customerId: string | null | undefined = undefined;
  #orders: CustomerOrder[] = [];
  #cursor: string | null = null;
  #loadingMore = false;
  #reordering: string | null = null;
  readonly #messages = new Map<string, string>();
  #binding: Binding | null = null;
  /** The clone's top-level elements: shown while there are orders to show (or none, `empty`), else hidden. */
  #cloned: Element[] = [];
  readonly #hidden = new WeakSet<HTMLElement>();
  #reading: AbortController | null = null;

  constructor() {
    super();
    this.addEventListener('click', (event) => {
      const found = findOrderAction(event.target, this);
      if (!found) return;
      event.preventDefault();
      if (found.action === 'reorder' && found.order) void this.#reorder(found.order, found.element);
      else if (found.action === 'more') void this.#load(true);
      else if (found.action === 'reload') void this.#load(false);
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#live.attach();
    showStateBlocks(this, this.state);
  }

  override connectClient(client: ShopkitClient): Array<() => void> {
    return [accountStoreFor(client).subscribe((snapshot) => this.#onAccount(snapshot)), () => this.#reading?.abort()];
  }

  #onAccount(snapshot: AccountSnapshot): void {
    this.#account = snapshot;
    const id =
      snapshot.status === 'loading'
        ? undefined
        : snapshot.status === 'signed-in'
          ? (snapshot.customer?.id ?? null)
          : null;
    if (id === this.#customerId) return this.requestUpdate();
    this.#customerId = id;
    this.#orders = [];
    this.#cursor = null;
    this.#messages.clear();
    if (id) void this.#load(false);
    else this.state = id === undefined ? 'loading' : 'signed-out';
    this.requestUpdate();
  }

  async #load(more: boolean): Promise<void> {
    const client = this.activeClient;
    if (!client || !this.#customerId || (more && !this.#cursor)) return;
    this.#reading?.abort();
    const reading = (this.#reading = new AbortController());
    this.#loadingMore = more;
    if (!more) this.state = 'loading';
    this.requestUpdate();
    try {
      const page = await client.account.orders({
        limit: this.limit,
        cursor: more ? this.#cursor : null,
        signal: reading.signal,
      });
      if (reading.signal.aborted) return;
      this.#orders = more ? [...this.#orders, ...page.data] : page.data;
      this.#cursor = page.nextCursor;
      this.state = this.#orders.length === 0 ? 'empty' : 'ready';
      this.clearError();
    } catch (error) {
      if (reading.signal.aborted) return;
      if (!more) this.state = 'error';
      this.fail(error, 'load', accountTextsFor(this.locale).ordersFailed);
    } finally {
      if (this.#reading === reading) this.#loadingMore = false;
      this.requestUpdate();
    }
  }

  async #reorder(order: OrderScope, button: HTMLElement): Promise<void> {
    const client = this.activeClient;
    if (!client || this.#reordering) return;
    this.#reordering = order.id;
    this.requestUpdate();
    const texts = accountTextsFor(this.locale);
    try {
      const result = await client.account.reorder(order.id);
      const message = describeReorder(result, texts);
      this.#messages.set(order.id, message);
      this.#live.announce(message);
      this.emit('shop-reorder', { orderId: order.id, result });
      if (this.connection.openCartOnAdd) cartStoreFor(client).openDrawer({ returnFocus: button, message });
    } catch (error) {
      const message = describeAccountFailure(error, { account: texts, shop: textsFor(this.locale) }, this.locale);
      this.#messages.set(order.id, message === texts.accountFailed ? texts.reorderFailed : message);
      this.#live.announce(this.#messages.get(order.id)!);
      this.fail(error, 'reorder', this.#messages.get(order.id));
    } finally {
      this.#reordering = null;
      this.requestUpdate();
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const locale = this.locale;
    const texts = accountTextsFor(locale);
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    const scope = describeOrderHistory(
      { state: this.state, customer: this.#account?.customer ?? null, orders: this.#orders, hasMore: !!this.#cursor },
      { loadingMore: this.#loadingMore, error: this.error ? this.errorMessage : '' },
      {
        locale,
        texts,
        productUrl: resolveProductUrlPattern(this),
        key: this.#key,
        reordering: this.#reordering,
        messages: this.#messages,
        country: (code) => names.of(code) ?? code,
      },
    );
    this.setAttribute('aria-busy', String(this.state === 'loading' || this.#loadingMore || !!this.#reordering));
    const shown = this.state === 'ready' || this.state === 'empty';
    // Shown: the clone's elements come back first, then the bindings decide (`data-shop-show` on a top-level element
    // keeps its say); hidden: after the bindings, so nothing of the last shopper's orders shows.
    if (shown) this.#showClone(true);
    if (this.#binding) this.#binding.update(scope);
    else if (shown) this.#insertClone(scope);
    if (!shown) this.#showClone(false);
    const fallback = { 'signed-out': texts.ordersSignedOut, empty: texts.noOrders, error: texts.ordersFailed };
    showStateBlocks(this, this.state, fallback[this.state as keyof typeof fallback] ?? '');
  }

  /** Hides the clone's top-level elements, or shows again those it hid (never one the merchant or a binding hid). */
  #showClone(shown: boolean): void {
    for (const element of this.#cloned as HTMLElement[]) {
      if (!shown && !element.hidden) {
        element.hidden = true;
        this.#hidden.add(element);
      } else if (shown && this.#hidden.delete(element)) element.hidden = false;
    }
  }

  #insertClone(scope: object): void {
    const template = this.querySelector<HTMLTemplateElement>(':scope > template');
    if (!template) return;
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    this.#binding = bindFragment(fragment, scope, { onRepeat: rememberRepeatedItem });
    this.#cloned = [...fragment.children];
    template.after(fragment);
  }
}
