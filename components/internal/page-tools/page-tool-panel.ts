// Where the page shows what the shopper's assistant does in their session: a status line at the foot of the page
// (read out by screen readers) after each action, and the question before checkout, a modal dialog the shopper
// answers with a button or Escape. One host element with a shadow root, made on first use, styled by a constructed
// stylesheet (a strict CSP allows it), all text set as text.
import { css } from '../base/style-sheet.ts';
import { pageToolTexts } from './page-tool-texts.ts';

const STYLES = css`
  :host {
    all: initial;
  }
  [part='notice'] {
    position: fixed;
    inset-inline: 1rem;
    bottom: 1rem;
    z-index: 2147483000;
    max-width: 28rem;
    margin: 0 auto;
    padding: 0.75rem 1rem;
    border-radius: 0.5rem;
    background: light-dark(#1c1c21, #f4f4f6);
    color: light-dark(#fff, #111);
    font: 0.95rem/1.4 system-ui, sans-serif;
    box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 0.25);
  }
  [part='notice']:empty {
    display: none;
  }
  dialog {
    box-sizing: border-box;
    max-width: min(26rem, calc(100vw - 2rem));
    padding: 1.25rem;
    border: 0;
    border-radius: 0.75rem;
    font: 1rem/1.5 system-ui, sans-serif;
    color: light-dark(#111, #f4f4f6);
    background: light-dark(#fff, #1c1c21);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  button {
    min-height: 2.75rem;
    padding: 0 1rem;
    border-radius: 0.5rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[value='yes'] {
    background: #2b59c3;
    border-color: #2b59c3;
    color: #fff;
  }
  button:focus-visible {
    outline: 3px solid #2b59c3;
    outline-offset: 2px;
  }
`;

/** How long the notice stays: long enough to read, short enough not to cover the page for good. */
const NOTICE_MS = 10_000;

let root: ShadowRoot | null = null;
let clearing: ReturnType<typeof setTimeout> | undefined;

function panel(): ShadowRoot {
  if (root?.host.isConnected) return root;
  const host = document.createElement('shopkit-page-tools');
  root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [STYLES];
  const notice = document.createElement('p');
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'status');
  root.append(notice);
  document.body.append(host);
  return root;
}

/** Shows (and announces) what the assistant just did. */
export function showNotice(text: string): void {
  const notice = panel().querySelector('[part="notice"]')!;
  notice.textContent = text;
  clearTimeout(clearing);
  clearing = setTimeout(() => (notice.textContent = ''), NOTICE_MS);
}

/** Asks the shopper to let the assistant go to checkout; resolves true only for "Go to checkout". */
export function askForCheckout(): Promise<boolean> {
  const texts = pageToolTexts();
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'page-tools-question');
  dialog.setAttribute('aria-describedby', 'page-tools-detail');
  const heading = Object.assign(document.createElement('h2'), {
    id: 'page-tools-question',
    textContent: texts.askCheckout,
  });
  const detail = Object.assign(document.createElement('p'), {
    id: 'page-tools-detail',
    textContent: texts.askCheckoutDetail,
  });
  const form = Object.assign(document.createElement('form'), { method: 'dialog', className: 'actions' });
  const stay = Object.assign(document.createElement('button'), { value: 'no', textContent: texts.stayHere });
  const go = Object.assign(document.createElement('button'), { value: 'yes', textContent: texts.goToCheckout });
  form.append(stay, go);
  dialog.append(heading, detail, form);
  panel().append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'yes');
      dialog.remove();
    });
    dialog.showModal();
    stay.focus();
  });
}
