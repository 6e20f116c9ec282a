// A polite live region for an element that lives in the merchant's light DOM: a visually hidden `<p role="status">`
// the element appends to itself when it connects (a screen reader follows only regions that were there before they
// changed), so announcements need no CSS from the merchant and never show.
import { createScreenReaderText } from './visually-hidden.ts';

export class LiveRegion {
  readonly #host: Element;
  #region: HTMLElement | null = null;

  constructor(host: Element) {
    this.#host = host;
  }

  /** Puts the (empty) region in place. */
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
    const region = createScreenReaderText('p');
    region.setAttribute('data-shop-live', '');
    region.setAttribute('role', 'status');
    this.#host.append(region);
    return (this.#region = region);
  }
}
