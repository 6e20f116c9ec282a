// A polite live region for an element that lives in the merchant's light DOM: a `<p role="status">` the element
// appends to itself, visually hidden by one document-wide rule (a constructed stylesheet, which a strict CSP allows),
// so announcements need no CSS from the merchant and never show.

const ATTRIBUTE = 'data-shop-live';
let styled = false;

function hideVisually(): void {
  if (styled) return;
  styled = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `:where([${ATTRIBUTE}]){position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;` +
      'overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export class LiveRegion {
  readonly #host: Element;
  #region: HTMLElement | null = null;

  constructor(host: Element) {
    this.#host = host;
  }

  /** Puts the (empty) region in place: a screen reader follows only regions that were there before they changed. */
  attach(): void {
    this.#ensure();
  }

  /** Says `text` (the same text again is said again). */
  announce(text: string): void {
    const region = this.#ensure();
    // A changed text is what makes a screen reader speak; a repeat differs by a trailing no-break space.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }

  #ensure(): HTMLElement {
    if (this.#region?.parentNode === this.#host) return this.#region;
    hideVisually();
    const region = document.createElement('p');
    region.setAttribute(ATTRIBUTE, '');
    region.setAttribute('role', 'status');
    this.#host.append(region);
    return (this.#region = region);
  }
}
