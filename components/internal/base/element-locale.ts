// The locale a Shopkit element formats money, dates and texts in (the `locale` of every element base: ShopElement,
// ShopLightElement, PlainShopElement), decided in one place for the elements and for the early reads, which start
// before an element's code has arrived (loading/early-reads.ts).
/** The last text canonicalised and its tag: a page says the same `lang` to all its elements, read on every render. */
let lastWanted: string | null = null;
let lastLocale = 'en';

/**
 * A canonical BCP 47 tag for what the page says: a POSIX spelling (`en_US`, which some sites write) means its tag
 * (`en-US`), and a text that is no tag reads as `en`, so a format never throws.
 */
function canonicalLocale(wanted: string): string {
  if (wanted !== lastWanted) {
    lastWanted = wanted;
    try {
      // One tag in, one out; an empty or malformed text throws.
      lastLocale = Intl.getCanonicalLocales(wanted.replaceAll('_', '-'))[0]!;
    } catch {
      lastLocale = 'en';
    }
  }
  return lastLocale;
}

function inheritedLocale(element: Element): string {
  for (let node: Element | null = element; node;) {
    const lang = node.closest('[lang]')?.getAttribute('lang');
    if (lang) return lang;
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) break;
    // Inside a Shopkit element's shadow root (the checkout button in the cart drawer): its host's locale.
    const hostLocale = (root.host as { locale?: unknown }).locale;
    if (root.host.localName.startsWith('shop-') && typeof hostLocale === 'string') return hostLocale;
    node = root.host;
  }
  return navigator.language;
}

/**
 * The locale `element` formats money and texts in (ShopElement's `locale`): `configured` when there is one, else what
 * the page says around it. Also for an element whose code has not arrived yet (the early reads, early-reads.ts).
 */
export function elementLocale(element: Element, configured: string | null): string {
  return canonicalLocale(configured ?? inheritedLocale(element));
}
