// The element base contract (element-base-contract.ts), run against each of the three bases.
import { html } from 'lit';
import { ShopElement } from '../../../components/internal/base/shop-element.ts';
import { ShopLightElement } from '../../../components/internal/base/shop-light-element.ts';
import { PlainShopElement } from '../../../components/internal/base/plain-element.ts';
import { describeElementBase } from './element-base-contract.ts';

class LitProbe extends ShopElement {
  get shownError(): string {
    return this.errorMessage;
  }
  failWith(error: unknown, operation: string): void {
    this.fail(error, operation);
  }
  protected override render(): unknown {
    return html`<p part="error">${this.errorMessage}</p>`;
  }
}

class LightProbe extends ShopLightElement {
  get shownError(): string {
    return this.errorMessage;
  }
  failWith(error: unknown, operation: string): void {
    this.fail(error, operation);
  }
}

class PlainProbe extends PlainShopElement {
  get shownError(): string {
    return this.errorMessage;
  }
  failWith(error: unknown, operation: string): void {
    this.fail(error, operation);
  }
  protected override update(): void {
    this.renderRoot.textContent = this.errorMessage;
  }
}

customElements.define('test-lit-base', LitProbe);
customElements.define('test-light-base', LightProbe);
customElements.define('test-plain-base', PlainProbe);

describeElementBase('ShopElement', 'test-lit-base');
describeElementBase('ShopLightElement', 'test-light-base');
describeElementBase('PlainShopElement', 'test-plain-base');
