// <shop-search>: the ARIA 1.2 combobox around the merchant's own form and input, its suggestions in the merchant's
// templates, the keyboard, the pointer, debounced requests whose stale answers never show, and where it leads.
import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopSearchElement } from '../../components/shop-search.ts';
import type { ShopkitAnalyticsEvent } from '../../components/internal/analytics/commerce-events.ts';
import type { SearchSuggestions, SuggestedProduct } from '../../src/index.ts';
import type { RecordedRequest } from '../helpers/fake-fetch.ts';
import { createTestShop, until } from './test-shop.ts';

const product = (id: string, name: string, price: number): SuggestedProduct => ({
  id,
  slug: id.replace('prod_', ''),
  name,
  currency: 'SEK',
  price,
  compareAtPrice: null,
  available: true,
  image: null,
});

const STONEWARE: SearchSuggestions = {
  query: 'stonwa',
  products: [product('prod_mug', 'Stoneware mug', 12900), product('prod_bowl', 'Stoneware bowl', 19900)],
  categories: [{ id: 'cat_kitchen', slug: 'kitchen', name: 'Kitchen' }],
  queries: ['stoneware'],
  didYouMean: null,
};

const answerFor = (query: string): SearchSuggestions => ({ ...STONEWARE, query });

const suggestsFor = (request: RecordedRequest) => ({ body: answerFor(request.query.get('q') ?? '') });

async function mount(
  options: { debounce?: number; route?: Parameters<ReturnType<typeof createTestShop>['fake']['route']>[1] } = {},
) {
  const shop = createTestShop();
  shop.fake.route('GET /v2/search/suggest', options.route ?? suggestsFor);
  const navigated: string[] = [];
  const element = await fixture<ShopSearchElement>(html`
    <shop-search .client=${shop.client} debounce=${options.debounce ?? 0} lang="en" product-url="/products/{slug}/">
      <form action="/search" role="search">
        <label for="search-q">Search the shop</label>
        <input id="search-q" name="q" type="search" />
        <button>Search</button>
      </form>
      <template data-shop-suggestion="product">
        <a class="hit" data-shop-attr="href:product.url">
          <span class="name" data-shop-text="product.name"></span>
          <span class="price" data-shop-text="price.display"></span>
        </a>
      </template>
    </shop-search>
  `);
  element.navigate = (url) => void navigated.push(url);
  const input = element.querySelector('input')!;
  const listbox = element.querySelector<HTMLElement>('[role="listbox"]')!;
  return { ...shop, element, input, listbox, navigated };
}

function type(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text.slice(-1) }));
}

function press(input: HTMLInputElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  return event;
}

const options = (listbox: HTMLElement) => [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];
const labels = (listbox: HTMLElement) =>
  options(listbox).map((option) => option.textContent!.replace(/\s+/g, ' ').trim());

/** Resolves with the next `shop-search-suggest` (suggestions shown). */
const shown = (element: ShopSearchElement) =>
  new Promise<{ query: string }>((resolve) =>
    element.addEventListener('shop-search-suggest', (event) => resolve(event.detail), { once: true }),
  );

describe('<shop-search>', () => {
  it('makes the merchant input an ARIA 1.2 combobox that controls a labelled, hidden listbox', async () => {
    const { input, listbox, fake } = await mount();
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('autocomplete')).to.equal('off');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(listbox.getAttribute('aria-label')).to.equal('Suggestions');
    expect(listbox.hidden).to.equal(true);
    expect(fake.requests, 'nothing is read before the shopper types').to.have.length(0);
  });

  it('shows completions, categories, products in the merchant template and "all results" for what is typed', async () => {
    const { element, input, listbox, fake } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    expect((await seen).query).to.equal('stonwa');
    expect(fake.calls('GET /v2/search/suggest').map((request) => request.query.toString())).to.deep.equal([
      'q=stonwa&limit=5',
    ]);
    expect(labels(listbox)).to.deep.equal([
      'stoneware',
      'Kitchen',
      'Stoneware mug SEK 129.00',
      'Stoneware bowl SEK 199.00',
      'All results for “stonwa”',
    ]);
    const [query, category, mug, , all] = options(listbox);
    expect(query!.getAttribute('data-shop-kind')).to.equal('query');
    expect(mug!.matches('a.hit'), "the template's own element is the option").to.equal(true);
    expect(mug!.getAttribute('href')).to.equal(new URL('/products/mug/', location.href).href);
    expect(mug!.getAttribute('tabindex'), 'options are no tab stops').to.equal('-1');
    expect(all!.getAttribute('data-shop-kind')).to.equal('all');
    expect(category!.getAttribute('aria-selected')).to.equal('false');
    expect(element.open).to.equal(true);
    expect(listbox.hidden).to.equal(false);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(element.querySelector('[role="status"]')!.textContent).to.equal('5 suggestions.');
  });

  it('moves through the options with the arrow keys, pointing at the active one, and Enter follows it', async () => {
    const { element, input, listbox, navigated } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    const [first, , , , last] = options(listbox);
    expect(press(input, 'ArrowDown').defaultPrevented).to.equal(true);
    expect(input.getAttribute('aria-activedescendant')).to.equal(first!.id);
    expect(first!.getAttribute('aria-selected')).to.equal('true');
    expect(first!.hasAttribute('data-shop-active')).to.equal(true);
    press(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant'), 'up from the first wraps to the last').to.equal(last!.id);
    expect(first!.getAttribute('aria-selected')).to.equal('false');
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant'), 'down from the last wraps to the first').to.equal(first!.id);
    const selected: string[] = [];
    element.addEventListener('shop-search-select', (event) => selected.push(event.detail.id));
    press(input, 'ArrowUp');
    press(input, 'ArrowUp');
    expect(press(input, 'Enter').defaultPrevented).to.equal(true);
    expect(selected).to.deep.equal(['prod_bowl']);
    expect(navigated).to.deep.equal([new URL('/products/bowl/', location.href).href]);
    expect(element.open).to.equal(false);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('Enter on a completion searches for it on the results page, and tells analytics', async () => {
    const { element, input, navigated } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    const analytics: ShopkitAnalyticsEvent[] = [];
    element.addEventListener('shop-analytics', (event) => analytics.push(event.detail));
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(input.value).to.equal('stoneware');
    expect(navigated).to.deep.equal([new URL('/search?q=stoneware', location.href).href]);
    expect(analytics).to.deep.equal([{ name: 'search', params: { search_term: 'stoneware' } }]);
  });

  it('Escape closes the list first, then empties the box', async () => {
    const { element, input } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    press(input, 'ArrowDown');
    expect(press(input, 'Escape').defaultPrevented).to.equal(true);
    expect(element.open).to.equal(false);
    expect(input.value).to.equal('stonwa');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    press(input, 'Escape');
    expect(input.value).to.equal('');
    expect(press(input, 'Escape').defaultPrevented, 'an empty box leaves Escape to the page').to.equal(false);
  });

  it('ArrowDown on a closed list opens it again; Tab closes it', async () => {
    const { element, input } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    press(input, 'Tab');
    expect(element.open).to.equal(false);
    press(input, 'ArrowDown');
    expect(element.open).to.equal(true);
    expect(input.getAttribute('aria-activedescendant')).to.equal(
      options(element.querySelector('[role="listbox"]')!)[0]!.id,
    );
  });

  it('a click or tap on an option follows it and the input keeps the focus while it is pressed', async () => {
    const { element, input, listbox, navigated } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    const category = options(listbox)[1]!;
    const down = new PointerEvent('pointerdown', { bubbles: true, cancelable: true });
    category.dispatchEvent(down);
    expect(down.defaultPrevented, 'pressing does not move the focus out of the input').to.equal(true);
    category.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    expect(input.getAttribute('aria-activedescendant')).to.equal(category.id);
    category.click();
    expect(navigated).to.deep.equal([new URL('/search?category=kitchen', location.href).href]);
  });

  it('submitting the form goes to its action with the query, cancelable, and says "search" to analytics', async () => {
    const { element, input } = await mount();
    input.value = 'skål';
    const submitted: Array<{ query: string; url: string }> = [];
    const analytics: ShopkitAnalyticsEvent[] = [];
    element.addEventListener('shop-analytics', (event) => analytics.push(event.detail));
    element.addEventListener('shop-search-submit', (event) => {
      submitted.push(event.detail);
      event.preventDefault();
    });
    let navigatedAway = true;
    input.form!.addEventListener('submit', (event) => (navigatedAway = !event.defaultPrevented));
    input.form!.requestSubmit();
    expect(submitted).to.deep.equal([{ query: 'skål', url: new URL('/search?q=sk%C3%A5l', location.href).href }]);
    expect(navigatedAway, 'a cancelled shop-search-submit keeps the page').to.equal(false);
    expect(analytics).to.deep.equal([{ name: 'search', params: { search_term: 'skål' } }]);
  });

  it('waits for a pause in the typing and asks once, for the last text', async () => {
    const { element, input, fake } = await mount({ debounce: 40 });
    const seen = shown(element);
    type(input, 'st');
    type(input, 'sto');
    type(input, 'ston');
    expect((await seen).query).to.equal('ston');
    expect(fake.calls('GET /v2/search/suggest').map((request) => request.query.get('q'))).to.deep.equal(['ston']);
  });

  it('asks nothing for fewer letters than min-length, and closes the list when the box is emptied', async () => {
    const { element, input, fake } = await mount();
    type(input, 's');
    expect(fake.requests).to.have.length(0);
    const seen = shown(element);
    type(input, 'st');
    await seen;
    type(input, '');
    expect(element.open).to.equal(false);
    expect(fake.requests).to.have.length(1);
  });

  it('never shows an older answer: the request it replaces is aborted and its answer dropped', async () => {
    let releaseSlow = (): void => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { element, input, listbox, fake } = await mount({
      route: async (request) => {
        if (request.query.get('q') === 'st') await slow;
        return suggestsFor(request);
      },
    });
    const queries: string[] = [];
    element.addEventListener('shop-search-suggest', (event) => queries.push(event.detail.query));
    type(input, 'st');
    await until(() => fake.requests.length === 1, 'the first request');
    const seen = shown(element);
    type(input, 'stonwa');
    expect((await seen).query).to.equal('stonwa');
    releaseSlow();
    const [first] = fake.calls('GET /v2/search/suggest');
    await until(() => first!.signal!.aborted, 'the first request aborted');
    expect(queries).to.deep.equal(['stonwa']);
    expect(labels(listbox).at(-1)).to.equal('All results for “stonwa”');
  });

  it('offers what the shopper may have meant when nothing matches', async () => {
    const { element, input, listbox, navigated } = await mount({
      route: { body: { query: 'lanp', products: [], categories: [], queries: [], didYouMean: 'lamp' } },
    });
    const seen = shown(element);
    type(input, 'lanp');
    await seen;
    expect(labels(listbox)).to.deep.equal(['Did you mean “lamp”?']);
    expect(element.querySelector('[role="status"]')!.textContent).to.equal('1 suggestion.');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(input.value).to.equal('lamp');
    expect(navigated).to.deep.equal([new URL('/search?q=lamp', location.href).href]);
  });

  it('says when suggestions cannot be read and shows none', async () => {
    const { element, input } = await mount({
      route: { status: 400, body: { error: { status: 400, code: 'invalid_request', message: 'q: too long' } } },
    });
    const failed = new Promise<string>((resolve) =>
      element.addEventListener('shop-error', (event) => resolve(event.detail.operation), { once: true }),
    );
    type(input, 'stonwa');
    expect(await failed).to.equal('suggest');
    expect(element.open).to.equal(false);
  });

  it('is accessible while the suggestions show', async () => {
    const { element, input } = await mount();
    const seen = shown(element);
    type(input, 'stonwa');
    await seen;
    press(input, 'ArrowDown');
    await expect(element).to.be.accessible();
  });

  it("readies the shop currency's number format when the box is focused, and the answer's prices use it", async () => {
    const Original = Intl.NumberFormat;
    const made: string[] = [];
    (Intl as { NumberFormat: unknown }).NumberFormat = function (
      locale?: string | string[],
      options?: Intl.NumberFormatOptions,
    ) {
      made.push(`${String(locale)} ${options?.currency ?? ''}`);
      return new Original(locale, options);
    };
    try {
      const shop = createTestShop({ config: { currency: 'CHF' } });
      const inFrancs = { ...STONEWARE, products: STONEWARE.products.map((item) => ({ ...item, currency: 'CHF' })) };
      shop.fake.route('GET /v2/search/suggest', () => ({ body: inFrancs }));
      const element = await fixture<ShopSearchElement>(html`
        <shop-search .client=${shop.client} debounce="0" lang="de-CH">
          <form action="/search"><label>Search <input name="q" type="search" /></label></form>
        </shop-search>
      `);
      const input = element.querySelector('input')!;
      input.focus();
      await until(() => made.includes('de-CH CHF'), 'the warm-up of the Swiss franc format');
      expect(shop.fake.requests, 'readied before anything is asked').to.have.length(0);
      const seen = shown(element);
      type(input, 'stonwa');
      await seen;
      const listbox = element.querySelector<HTMLElement>('[role="listbox"]')!;
      const franc = new Original('de-CH', { style: 'currency', currency: 'CHF' }).format(129).replace(/\s+/g, ' ');
      expect(labels(listbox)).to.include(`Stoneware mug, ${franc}`);
      expect(
        made.filter((format) => format === 'de-CH CHF'),
        'one format, made before the answer',
      ).to.have.length(1);
    } finally {
      (Intl as { NumberFormat: unknown }).NumberFormat = Original;
    }
  });
});
