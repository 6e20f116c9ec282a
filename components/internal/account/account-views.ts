// What `<shop-account>` shows, as lit templates: the address form, the code form (with "send a new code" and "use
// another address"), and for a signed-in shopper the account (saved addresses, their data, signing out) or the short
// menu of a page header. Every field has a label, a refused one is `aria-invalid` and names its message through
// `aria-describedby`; each form says what happened in a polite status line, failures in an alert.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Customer, SavedAddress, ShopkitPendingSignIn } from '../../../src/index.ts';
import type { AccountTexts } from '../texts/account-texts.ts';

/** What the shopper is doing right now in this element (a request on its way), for the buttons' words. */
export type AccountBusy = 'sending' | 'verifying' | 'working' | null;

export interface AccountView {
  texts: AccountTexts;
  busy: AccountBusy;
  /** The last failure, in the shopper's words, and which field it is about (null: none). */
  failure: { text: string; field: 'email' | 'code' | null } | null;
  /** A polite status line (the code was sent, the data downloaded). */
  notice: string;
  id: (name: string) => string;
  /** A country's name in the shopper's language. */
  country: (code: string) => string;
}

export interface SignInHandlers {
  sendCode(event: SubmitEvent): void;
  verify(event: SubmitEvent): void;
  resend(): void;
  otherAddress(): void;
}

const invalid = (view: AccountView, field: 'email' | 'code') => view.failure?.field === field;

function failureLine(view: AccountView): TemplateResult {
  return html`<p part="error" class="error" id=${view.id('error')} role="alert" ?hidden=${!view.failure}>
    ${view.failure?.text ?? ''}
  </p>`;
}

export function emailForm(view: AccountView, handlers: SignInHandlers): TemplateResult {
  const { texts, busy } = view;
  const bad = invalid(view, 'email');
  return html`<form part="form" @submit=${handlers.sendCode} novalidate>
    <p class="intro">${texts.signInIntro}</p>
    <label for=${view.id('email')}>${texts.emailLabel}</label>
    <input
      id=${view.id('email')}
      name="email"
      type="email"
      autocomplete="email"
      inputmode="email"
      required
      maxlength="254"
      aria-invalid=${bad ? 'true' : 'false'}
      aria-describedby=${bad ? view.id('error') : nothing}
    />
    <button class="btn" type="submit" ?disabled=${busy !== null}>${busy === 'sending' ? texts.sending : texts.sendCode}</button>
    ${failureLine(view)}
  </form>`;
}

export function codeForm(view: AccountView, pending: ShopkitPendingSignIn, handlers: SignInHandlers): TemplateResult {
  const { texts, busy } = view;
  const bad = invalid(view, 'code');
  return html`<form part="form" @submit=${handlers.verify} novalidate>
    <p class="notice" role="status">${view.notice || texts.codeSent(pending.email)}</p>
    <label for=${view.id('code')}>${texts.codeLabel} <span class="hint">(${texts.codeHint})</span></label>
    <input
      id=${view.id('code')}
      name="code"
      type="text"
      inputmode="numeric"
      autocomplete="one-time-code"
      required
      maxlength="7"
      .value=${live('')}
      aria-invalid=${bad ? 'true' : 'false'}
      aria-describedby=${bad ? view.id('error') : nothing}
    />
    <button class="btn" type="submit" ?disabled=${busy !== null}>${busy === 'verifying' ? texts.verifying : texts.verify}</button>
    ${failureLine(view)}
    <p class="actions">
      <button class="btn secondary" type="button" ?disabled=${busy !== null} @click=${handlers.resend}>${texts.resend}</button>
      <button class="btn secondary" type="button" ?disabled=${busy !== null} @click=${handlers.otherAddress}>
        ${texts.otherAddress}
      </button>
    </p>
  </form>`;
}

export interface AccountHandlers {
  signOut(everywhere: boolean): void;
  removeAddress(address: SavedAddress): void;
  exportData(): void;
  askDelete(): void;
  confirmDelete(): void;
  keepAccount(): void;
}

const addressLabel = (address: SavedAddress) => `${address.name}, ${address.street}, ${address.city}`;

function addresses(customer: Customer, view: AccountView, handlers: AccountHandlers): TemplateResult {
  const { texts, busy } = view;
  if (customer.addresses.length === 0) return html`<p>${texts.noAddresses}</p>`;
  return html`<ul part="addresses" class="addresses">
    ${customer.addresses.map(
      (address) => html`<li>
        <address>
          ${address.name}<br />${address.street}<br />${address.postalCode} ${address.city}<br />${view.country(address.country)}
          ${address.phone ? html`<br />${address.phone}` : nothing}
        </address>
        <button
          class="btn secondary"
          type="button"
          ?disabled=${busy !== null}
          aria-label=${texts.removeAddress(addressLabel(address))}
          @click=${() => handlers.removeAddress(address)}
        >
          ${texts.remove}
        </button>
      </li>`,
    )}
  </ul>`;
}

export function accountPage(
  customer: Customer,
  view: AccountView & { confirmingDelete: boolean },
  handlers: AccountHandlers,
): TemplateResult {
  const { texts, busy } = view;
  const deleting = view.confirmingDelete
    ? html`<div part="confirm" class="confirm" role="group" aria-labelledby=${view.id('delete-warning')}>
        <p id=${view.id('delete-warning')}>${texts.deleteWarning}</p>
        <p class="actions">
          <button class="btn danger" type="button" ?disabled=${busy !== null} @click=${handlers.confirmDelete}>${texts.deleteYes}</button>
          <button class="btn secondary" type="button" @click=${handlers.keepAccount}>${texts.keepAccount}</button>
        </p>
      </div>`
    : html`<button class="btn secondary" type="button" ?disabled=${busy !== null} @click=${handlers.askDelete}>${texts.deleteAccount}</button>`;
  return html`<p part="status" class="signed-in" id=${view.id('status')} tabindex="-1" role="status">
      ${view.notice || texts.signedInAs(customer.email)}
    </p>
    ${failureLine(view)}
    <section aria-labelledby=${view.id('addresses')}>
      <h2 id=${view.id('addresses')}>${texts.addresses}</h2>
      ${addresses(customer, view, handlers)}
    </section>
    <section aria-labelledby=${view.id('data')}>
      <h2 id=${view.id('data')}>${texts.yourData}</h2>
      <p class="actions">
        <button class="btn secondary" type="button" ?disabled=${busy !== null} @click=${handlers.exportData}>${texts.exportData}</button>
        ${deleting}
      </p>
    </section>
    <p class="actions">
      <button class="btn" type="button" ?disabled=${busy !== null} @click=${() => handlers.signOut(false)}>${texts.signOut}</button>
      <button class="btn secondary" type="button" ?disabled=${busy !== null} @click=${() => handlers.signOut(true)}>
        ${texts.signOutEverywhere}
      </button>
    </p>`;
}

export function accountMenu(customer: Customer, view: AccountView, accountUrl: string, signOut: () => void) {
  const { texts } = view;
  return html`<p class="signed-in">${texts.signedInAs(customer.email)}</p>
    <ul class="menu">
      ${accountUrl ? html`<li><a part="link" href=${accountUrl}>${texts.yourAccount}</a></li>` : nothing}
      <li><button class="btn secondary" type="button" @click=${signOut}>${texts.signOut}</button></li>
    </ul>
    ${failureLine(view)}`;
}
