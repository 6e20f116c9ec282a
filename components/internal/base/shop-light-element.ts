import { ReactiveElement } from 'lit';
import type { PropertyValues } from 'lit';
import { ShopElement } from './shop-element.ts';

/**
 * The base of elements that fill the merchant's own markup (light DOM, no shadow root, no template of their own):
 * everything of ShopElement (client, error state, events) except lit's rendering, so lit never touches the children.
 */
export class ShopLightElement extends ShopElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override update(changed: PropertyValues<this>): void {
    (ReactiveElement.prototype as unknown as { update(changed: PropertyValues): void }).update.call(this, changed);
  }
}
