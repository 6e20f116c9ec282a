import type { ReactiveController } from 'lit';
import type { ShopkitClient } from '../../../src/index.ts';
import { ClientController } from './client-controller.ts';
import { describeError } from './describe-error.ts';
import { elementLocale } from './element-locale.ts';
import type { ShopEventDetails } from './events.ts';

/**
 * The base of the Shopkit elements that run without lit (the consent banner and its settings button, which a shop may
 * show on pages with no other element): the same contract as ShopElement (client resolution, the reflected `error`
 * state, typed `shop-*` events, `updateComplete`) over plain DOM, rendered by the subclass's `update()`.
 *
 * @attr {boolean} error - Reflected while the element shows its error state.
 */
export class PlainShopElement extends HTMLElement {
  static styles: CSSStyleSheet[] = [];
  static get observedAttributes(): string[] {
    return ['error'];
  }

  #client: ShopkitClient | null = null;
  #controllers: ReactiveController[] = [];
  #pending: Promise<boolean> | null = null;
  /** Set by connectedCallback: a controller added before it (in a constructor) is connected there, as lit does. */
  #hostConnected = false;
  protected errorMessage = '';
  protected readonly renderRoot: ShadowRoot;
  protected readonly connection: ClientController;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = (this.constructor as typeof PlainShopElement).styles;
    this.renderRoot = root;
    this.connection = new ClientController(this, (error) =>
      error ? this.fail(error, 'configure') : this.clearError(),
    );
    this.upgradeProperties('client');
  }

  /**
   * Moves values a page set on the element before its code loaded (own properties that hide the accessors) onto
   * the accessors, as lit does for its elements.
   */
  protected upgradeProperties(...names: string[]): void {
    const self = this as unknown as Record<string, unknown>;
    for (const name of names) {
      if (!Object.hasOwn(this, name)) continue;
      const value = self[name];
      delete self[name];
      self[name] = value;
    }
  }

  /** The client to use; when unset, the nearest `data-publishable-key` wrapper's client or the default client. */
  get client(): ShopkitClient | null {
    return this.#client;
  }
  set client(client: ShopkitClient | null) {
    this.#client = client;
    if (this.#hostConnected) this.connection.resolve();
  }

  /** Reflected while the element shows its error state. */
  get error(): boolean {
    return this.hasAttribute('error');
  }
  set error(error: boolean) {
    this.toggleAttribute('error', error);
  }

  /** The client in use, or null while waiting for one. */
  get activeClient(): ShopkitClient | null {
    return this.connection.client;
  }

  /**
   * The locale for texts and dates: data-locale of the configuration, else the nearest lang attribute, else the
   * browser's; always a tag Intl takes (element-locale.ts, the rule of every element base).
   */
  get locale(): string {
    return elementLocale(this, this.connection.locale);
  }

  /** Resolves once the element has rendered its latest state. */
  get updateComplete(): Promise<boolean> {
    return this.#pending ?? Promise.resolve(true);
  }

  addController(controller: ReactiveController): void {
    this.#controllers.push(controller);
    if (this.#hostConnected) controller.hostConnected?.();
  }

  removeController(controller: ReactiveController): void {
    this.#controllers = this.#controllers.filter((entry) => entry !== controller);
  }

  /** Renders again in a microtask; any number of calls before it render once. */
  requestUpdate(): void {
    this.#pending ??= Promise.resolve().then(() => {
      this.#pending = null;
      this.update();
      return true;
    });
  }

  connectedCallback(): void {
    this.#hostConnected = true;
    for (const controller of this.#controllers) controller.hostConnected?.();
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    this.#hostConnected = false;
    for (const controller of this.#controllers) controller.hostDisconnected?.();
  }

  attributeChangedCallback(): void {
    this.requestUpdate();
  }

  /** Writes the current state into the shadow root. */
  protected update(): void {}

  connectClient(_client: ShopkitClient): Array<() => void> {
    return [];
  }

  /** Dispatches a bubbling, composed `shop-*` event; returns false when a listener cancelled it. */
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K], cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  protected fail(error: unknown, operation: string): void {
    this.error = true;
    this.errorMessage = describeError(error);
    this.requestUpdate();
    this.emit('shop-error', { error, operation, message: this.errorMessage });
  }

  protected clearError(): void {
    this.error = false;
    this.errorMessage = '';
    this.requestUpdate();
  }
}
