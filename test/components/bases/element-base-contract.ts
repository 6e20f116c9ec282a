// The contract every Shopkit element base keeps (base/shop-element.ts, base/shop-light-element.ts,
// base/plain-element.ts), written once and run against each base by element-bases.test.ts: the client an element
// uses, the reflected error state with its `shop-error` event, a configuration error shown and cleared by the next
// client, typed `shop-*` events that bubble out of shadow roots, `updateComplete`, and the locale from the page's
// `lang` (one rule for every base, base/element-locale.ts).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { ShopkitClient } from '../../../src/index.ts';
import { createTestClient } from '../../helpers/test-client.ts';

/** What the contract reads and drives on a test element of a base. */
export interface BaseProbe extends HTMLElement {
  client: ShopkitClient | null;
  error: boolean;
  readonly activeClient: ShopkitClient | null;
  readonly locale: string;
  readonly updateComplete: Promise<boolean>;
  /** The error message as the element shows it (its `errorMessage`). */
  readonly shownError: string;
  emit(
    type: 'shop-error',
    detail: { error: unknown; operation: string; message: string },
    cancelable?: boolean,
  ): boolean;
  failWith(error: unknown, operation: string): void;
}

/** Runs the contract against the elements of `tag`, a test element built on one base. */
export function describeElementBase(name: string, tag: string): void {
  const create = async (attributes = ''): Promise<BaseProbe> => {
    const host = await fixture<HTMLElement>(`<div ${attributes}><${tag}></${tag}></div>`);
    const element = host.querySelector(tag) as BaseProbe;
    await element.updateComplete;
    return element;
  };

  describe(`${name}: the element base contract`, () => {
    it('uses the client it is given', async () => {
      const element = await create();
      const { client } = createTestClient();
      element.client = client;
      await element.updateComplete;
      expect(element.activeClient).to.equal(client);
    });

    it('shows a failure as the reflected error state and a bubbling, composed shop-error event', async () => {
      const element = await create();
      const heard = oneEvent(document, 'shop-error');
      element.failWith(new Error('the shop is closed'), 'load');
      const event = (await heard) as CustomEvent<{ operation: string; message: string }>;
      await element.updateComplete;
      expect(element.hasAttribute('error')).to.equal(true);
      expect(element.error).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail.operation).to.equal('load');
      expect(event.detail.message).to.contain('the shop is closed');
      expect(element.shownError).to.equal(event.detail.message);
    });

    it('shows a configuration error, and clears it when a client arrives', async () => {
      const element = await create('data-publishable-key="not-a-key" data-storage="memory"');
      expect(element.hasAttribute('error')).to.equal(true);
      expect(element.shownError).to.contain('data-publishable-key');
      element.client = createTestClient().client;
      await element.updateComplete;
      expect(element.hasAttribute('error')).to.equal(false);
      expect(element.shownError).to.equal('');
    });

    it('emits events that a listener can cancel, heard outside a shadow root it sits in', async () => {
      const outer = await fixture<HTMLElement>(html`<div></div>`);
      const root = outer.attachShadow({ mode: 'open' });
      const element = document.createElement(tag) as BaseProbe;
      root.append(element);
      await element.updateComplete;
      outer.addEventListener('shop-error', (event) => event.preventDefault(), { once: true });
      const detail = { error: null, operation: 'test', message: 'cancel me' };
      expect(element.emit('shop-error', detail, true)).to.equal(false);
      expect(element.emit('shop-error', detail, true)).to.equal(true);
    });

    it('reads its locale from the nearest lang attribute', async () => {
      const element = await create('lang="sv-SE"');
      expect(element.locale).to.equal('sv-SE');
    });

    // What pages write in `lang`: a POSIX spelling (en_US, pt_BR) means the BCP 47 tag, a script subtag stays, and
    // a tag that is not one reads as English, so formats never throw.
    for (const [lang, locale] of [
      ['en_US', 'en-US'],
      ['pt_BR', 'pt-BR'],
      ['zh-Hant-TW', 'zh-Hant-TW'],
      ['not a language', 'en'],
    ])
      it(`reads lang="${lang}" as the locale ${locale}, which Intl takes`, async () => {
        const element = await create(`lang="${lang}"`);
        expect(element.locale).to.equal(locale);
        expect(new Intl.DateTimeFormat(element.locale).resolvedOptions().locale).to.be.a('string');
      });
  });
}
