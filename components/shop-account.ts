import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Customer, SavedAddress, ShopkitClient } from '../src/index.ts';
import { accountStoreFor, type AccountSnapshot, type AccountStatus } from './internal/account/account-store.ts';
import { ACCOUNT_STYLES } from './internal/account/account-styles.ts';
import { accountMenu, accountPage, codeForm, emailForm, type AccountBusy } from './internal/account/account-views.ts';
import type { AccountView } from './internal/account/account-views.ts';
import { describeAccountFailure } from './internal/account/describe-account-failure.ts';
import { downloadJson } from './internal/account/download-json.ts';
import { ShopElement } from './internal/base/shop-element.ts';
import { TOKENS } from './internal/base/tokens.ts';
import { accountTextsFor } from './internal/texts/account-texts.ts';
import { textsFor } from './internal/texts/i18n.ts';

let accounts = 0;
/** An action's name for `shop-error`, and the field a failure of it is about: `'request-code email'`. */
type Operation = `${string} ${'email' | 'code'}` | string;
const COUNTRY_NAMES = new Map<string, Intl.DisplayNames>();
/** The least room between the menu's panel and the edge of the screen, in CSS pixels. */
const PANEL_MARGIN = 8;

/**
 * Passwordless sign-in and the signed-in shopper's account. `view="page"` (an account page) shows the address form,
 * then the code form, then the account: saved addresses, a download of the shopper's data, deleting the account,
 * signing out here or everywhere. `view="menu"` (a page header) is a compact button: "Sign in" opens the same forms
 * in a panel (or goes to `account-url`), and a signed-in shopper's initial opens a menu with their account and
 * "Sign out". A sign-in link from the e-mail is taken from the page's URL on arrival. Every account element on a page
 * shares one state, so signing in or out in one shows in all.
 *
 * @summary Sign in with a code sent by e-mail, and the shopper's account or account menu.
 * @csspart trigger - The menu view's button or link.
 * @csspart form - The address form and the code form.
 * @csspart status - The signed-in line of the page view.
 * @csspart addresses - The saved addresses.
 * @csspart confirm - The confirmation step before the account is deleted.
 * @csspart error - Why the last action failed, in the shopper's words.
 * @cssproperty --shop-account-max-width - The forms' width (default 28rem).
 * @cssproperty --shop-account-heading-size - The page view's headings (default 1.15rem).
 * @cssproperty --shop-account-z-index - The menu's panel (default 20).
 * @fires shop-sign-in - The shopper signed in. Detail `{customer}`.
 * @fires shop-sign-out - The shopper signed out here, or everywhere. Detail `{everywhere}`.
 * @fires shop-account-delete - The shopper deleted their account. Detail `{}`.
 * @fires shop-error - Signing in or an account action failed; detail `{error, operation, message}`.
 */
export class ShopAccountElement extends ShopElement {
  static override styles = [TOKENS, ACCOUNT_STYLES];

  /** `page` for an account page, `menu` (default) for a page header. Reflected for CSS. */
  @property({ reflect: true }) accessor view: 'page' | 'menu' = 'menu';
  /** The account page: the menu's "Your account" link, and where its "Sign in" goes instead of opening a panel. */
  @property({ attribute: 'account-url' }) accessor accountUrl = '';
  /** `loading`, `signed-out`, `code` (waiting for the code) or `signed-in`. Reflected for CSS. */
  @property({ reflect: true }) accessor state: AccountStatus = 'loading';
  /** Whether the menu's panel is open. */
  @property({ type: Boolean, reflect: true }) accessor open = false;

  @state() private accessor snapshot: AccountSnapshot | null = null;
  @state() private accessor busy: AccountBusy = null;
  @state() private accessor failure: AccountView['failure'] = null;
  @state() private accessor notice = '';
  @state() private accessor confirmingDelete = false;

  readonly #key = `shop-account-${++accounts}`;
  #store: ReturnType<typeof accountStoreFor> | null = null;
  #focusAfter: string | null = null;

  override connectClient(client: ShopkitClient): Array<() => void> {
    const store = accountStoreFor(client);
    this.#store = store;
    const outside = (event: Event) => {
      if (this.open && !event.composedPath().includes(this)) this.open = false;
    };
    document.addEventListener('click', outside);
    return [
      store.subscribe((snapshot) => this.#onSnapshot(snapshot)),
      () => document.removeEventListener('click', outside),
    ];
  }

  #onSnapshot(snapshot: AccountSnapshot): void {
    const previous = this.snapshot;
    this.snapshot = snapshot;
    this.state = snapshot.status;
    if (snapshot.error && snapshot.error !== previous?.error) this.#failed(snapshot.error, 'sign-in');
    if (previous && previous.status !== snapshot.status) this.confirmingDelete = false;
  }

  #texts() {
    return { account: accountTextsFor(this.locale), shop: textsFor(this.locale) };
  }

  /** Shows the failure of `operation`, about `field` when it names one (focus goes there). */
  #failed(error: unknown, operation: string, field: 'email' | 'code' | null = null): 'email' | 'code' | null {
    const text = describeAccountFailure(error, this.#texts(), this.locale);
    this.failure = { text, field };
    this.fail(error, operation, text);
    return field;
  }

  /** Runs an action with `busy` set, the failure cleared first and shown after; focus then goes to `focus`. */
  async #run(busy: AccountBusy, operation: Operation, work: () => Promise<void>, focus: string | null = null) {
    if (!this.#store || this.busy) return;
    this.busy = busy;
    this.failure = null;
    this.clearError();
    try {
      await work();
      this.#focusAfter = focus;
    } catch (error) {
      const [name, field = null] = operation.split(' ') as [string, 'email' | 'code' | undefined];
      this.#focusAfter = this.#failed(error, name, field);
    } finally {
      this.busy = null;
    }
  }

  readonly #signIn = {
    sendCode: (event: SubmitEvent) => {
      event.preventDefault();
      const email = new FormData(event.target as HTMLFormElement).get('email');
      this.notice = '';
      void this.#run('sending', 'request-code email', () => this.#store!.requestCode(String(email ?? '')), 'code');
    },
    verify: (event: SubmitEvent) => {
      event.preventDefault();
      const code = String(new FormData(event.target as HTMLFormElement).get('code') ?? '');
      const menu = this.view === 'menu';
      void this.#run(
        'verifying',
        'verify-code code',
        async () => {
          const customer = await this.#store!.verifyCode(code);
          this.notice = '';
          if (menu) this.open = false;
          this.emit('shop-sign-in', { customer });
        },
        menu ? 'trigger' : 'status',
      );
    },
    resend: () => {
      void this.#run(
        'sending',
        'request-code',
        async () => {
          await this.#store!.resend();
          this.notice = this.#texts().account.codeSent(this.snapshot?.pending?.email ?? '');
        },
        'code',
      );
    },
    otherAddress: () => void this.#run('working', 'cancel', () => this.#store!.otherAddress(), 'email'),
  };

  readonly #account = {
    signOut: (everywhere: boolean) =>
      void this.#run(
        'working',
        'sign-out',
        async () => {
          await this.#store!.signOut(everywhere);
          this.open = false;
          this.notice = this.#texts().account.signedOut;
          this.emit('shop-sign-out', { everywhere });
        },
        this.view === 'menu' ? 'trigger' : 'email',
      ),
    removeAddress: (address: SavedAddress) =>
      void this.#run('working', 'remove-address', async () => {
        await this.activeClient!.account.removeAddress(address.id);
        await this.#store!.refresh();
      }),
    exportData: () =>
      void this.#run('working', 'export', async () => {
        const data = await this.activeClient!.account.exportData();
        downloadJson(data, `account-${data.customer.id}.json`);
        this.notice = this.#texts().account.exported;
      }),
    askDelete: () => {
      this.confirmingDelete = true;
      this.#focusAfter = 'confirm';
    },
    keepAccount: () => {
      this.confirmingDelete = false;
    },
    confirmDelete: () => void this.#delete(),
  };

  async #delete(): Promise<void> {
    await this.#run(
      'working',
      'delete',
      async () => {
        try {
          await this.activeClient!.account.deleteAccount();
        } catch (error) {
          // A sign-in too old to delete with: the shopper signs in again (the message says so), then deletes.
          if (describeAccountFailure(error, this.#texts(), this.locale) === this.#texts().account.signInToDelete)
            await this.#store!.signOut().catch(() => undefined);
          throw error;
        }
        await this.#store!.signOut().catch(() => undefined);
        this.notice = this.#texts().account.deleted;
        this.emit('shop-account-delete', {});
      },
      'email',
    );
  }

  protected override updated(): void {
    if (this.open) this.#placePanel();
    const target = this.#focusAfter;
    if (!target) return;
    this.#focusAfter = null;
    const selector =
      target === 'confirm'
        ? '[part="confirm"] button'
        : target === 'trigger'
          ? '[part="trigger"]'
          : `#${this.#key}-${target}`;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /**
   * Keeps the open menu's panel on screen: it hangs under the button, its end edge on the button's, and moves in by
   * what would leave the viewport (a header's button near the start edge of a phone's screen).
   */
  #placePanel(): void {
    const panel = this.renderRoot.querySelector<HTMLElement>('.panel');
    if (!panel) return;
    panel.style.translate = '';
    const box = panel.getBoundingClientRect();
    const [start, end] = [PANEL_MARGIN, document.documentElement.clientWidth - PANEL_MARGIN];
    const shift = box.left < start ? start - box.left : box.right > end ? end - box.right : 0;
    if (shift) panel.style.translate = `${Math.round(shift)}px 0`;
  }

  #view(): AccountView {
    const locale = this.locale;
    let names = COUNTRY_NAMES.get(locale);
    if (!names) COUNTRY_NAMES.set(locale, (names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })));
    return {
      texts: this.#texts().account,
      busy: this.busy,
      failure: this.failure,
      notice: this.notice,
      id: (name) => `${this.#key}-${name}`,
      country: (code) => names!.of(code) ?? code,
    };
  }

  #body(customer: Customer | null): unknown {
    const view = this.#view();
    const status = this.snapshot?.status ?? 'loading';
    if (status === 'loading') return html`<p role="status" aria-busy="true" class="intro">…</p>`;
    if (status === 'code' && this.snapshot?.pending) return codeForm(view, this.snapshot.pending, this.#signIn);
    if (status !== 'signed-in' || !customer)
      return html`${this.notice ? html`<p role="status">${this.notice}</p>` : nothing}${emailForm(view, this.#signIn)}`;
    if (this.view === 'menu') return accountMenu(customer, view, this.accountUrl, () => this.#account.signOut(false));
    return accountPage(customer, { ...view, confirmingDelete: this.confirmingDelete }, this.#account);
  }

  #toggle = () => {
    this.open = !this.open;
    this.#focusAfter = this.open
      ? this.state === 'code'
        ? 'code'
        : this.state === 'signed-in'
          ? null
          : 'email'
      : 'trigger';
  };

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.open) return;
    this.open = false;
    this.#focusAfter = 'trigger';
  };

  protected override render(): unknown {
    const customer = this.snapshot?.customer ?? null;
    if (this.view === 'page') return html`<div class="page">${this.#body(customer)}</div>`;
    const texts = this.#texts().account;
    const signedIn = this.state === 'signed-in' && customer;
    if (!signedIn && this.accountUrl)
      return html`<a part="trigger" class="btn trigger" href=${this.accountUrl}>${texts.signIn}</a>`;
    const label = signedIn ? texts.accountMenu(customer.email) : texts.signIn;
    return html`<button
        part="trigger"
        class="btn trigger"
        type="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls=${`${this.#key}-panel`}
        aria-label=${signedIn ? label : nothing}
        @click=${this.#toggle}
        @keydown=${this.#onKeydown}
      >
        ${signedIn ? html`<span class="initial" aria-hidden="true">${customer.email[0]?.toUpperCase()}</span>` : texts.signIn}
      </button>
      <div id=${`${this.#key}-panel`} class="panel" ?hidden=${!this.open} @keydown=${this.#onKeydown}>
        <div class="panel-body">${this.open ? this.#body(customer) : nothing}</div>
      </div>`;
  }
}
