import { LitElement } from 'lit';
import type { CSSResultGroup, PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ShopkitClient } from '../../../src/index.ts';
import { ClientController } from './client-controller.ts';
import { describeError } from './describe-error.ts';
import { observeRoot } from '../loading/element-registry.ts';
import { TOKENS } from './tokens.ts';
import type { ShopEventDetails } from './events.ts';
import { elementLocale } from './element-locale.ts';

/**
 * The base of every Shopkit element: client resolution, the reflected `error` state, and typed, bubbling,
 * composed events. Never throws into the page: failures become the error state plus a `shop-error` event.
 */
export class ShopElement extends LitElement {
  static override styles: CSSResultGroup = TOKENS;

  /** The client to use; when unset, the nearest `data-publishable-key` wrapper's client or the default client. */
  @property({ attribute: false }) accessor client: ShopkitClient | null = null;

  /** Reflected while the element shows its error state. */
  @property({ type: Boolean, reflect: true }) accessor error = false;

  @state() protected accessor errorMessage = '';

  protected readonly connection = new ClientController(this, (error) =>
    error ? this.fail(error, 'configure') : this.clearError(),
  );

  /**
   * Whether the element renders other Shopkit elements in its shadow root (the cart its drawer's checkout button):
   * the element registry then watches that root, so they are defined too. Watching costs every root a mutation
   * observer, so the other elements leave it off.
   */
  static rendersShopElements = false;

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot && (this.constructor as typeof ShopElement).rendersShopElements) observeRoot(root);
    return root;
  }

  /** The client in use, or null while waiting for one. */
  get activeClient(): ShopkitClient | null {
    return this.connection.client;
  }

  /**
   * The locale for money and texts: data-locale of the configuration, else the locale of the element whose shadow
   * root holds this one (the checkout button in the cart drawer), else the nearest lang attribute, else the browser's.
   * Always a tag Intl takes (`lang="en_US"` reads as `en-US`, a text that is no tag as `en`; element-locale.ts).
   */
  get locale(): string {
    return elementLocale(this, this.connection.locale);
  }

  connectClient(_client: ShopkitClient): Array<() => void> {
    return [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('client')) this.connection.resolve();
  }

  /** Dispatches a bubbling, composed `shop-*` event; returns false when a listener cancelled it. */
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K], cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** Shows the error state: `shown` in words for the shopper when given, else the error's own (keys redacted). */
  protected fail(error: unknown, operation: string, shown?: string): void {
    this.error = true;
    this.errorMessage = shown ?? describeError(error);
    this.emit('shop-error', { error, operation, message: this.errorMessage });
  }

  protected clearError(): void {
    this.error = false;
    this.errorMessage = '';
  }
}
