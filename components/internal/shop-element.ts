import { LitElement } from 'lit';
import type { CSSResultGroup, PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ShopkitClient } from '../../src/index.ts';
import { ClientController } from './client-controller.ts';
import { describeError } from './describe-error.ts';
import { TOKENS } from './tokens.ts';
import type { ShopEventDetails } from './events.ts';

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

  protected readonly connection = new ClientController(this);

  /** The client in use, or null while waiting for one. */
  get activeClient(): ShopkitClient | null {
    return this.connection.client;
  }

  /** The locale for money and texts: data-locale of the configuration, else the nearest lang attribute, else the browser's. */
  get locale(): string {
    return this.connection.locale ?? (this.closest('[lang]')?.getAttribute('lang') || navigator.language || 'en');
  }

  connectClient(_client: ShopkitClient): Array<() => void> {
    return [];
  }

  clientResolved(): void {
    this.clearError();
  }

  clientFailed(error: Error): void {
    this.fail(error, 'configure');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('client')) this.connection.resolve();
  }

  /** Dispatches a bubbling, composed `shop-*` event; returns false when a listener cancelled it. */
  emit<K extends keyof ShopEventDetails>(type: K, detail: ShopEventDetails[K], cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  protected fail(error: unknown, operation: string): void {
    this.error = true;
    this.errorMessage = describeError(error);
    this.emit('shop-error', { error, operation, message: this.errorMessage });
  }

  protected clearError(): void {
    this.error = false;
    this.errorMessage = '';
  }
}
