// The locale a Shopkit element formats money and texts in (ShopElement's `locale`), decided in one place for the
// elements and for the early reads, which start before an element's code has arrived (early-reads.ts).
const CANONICAL_LOCALES = new Map<string, string>();
const MAX_CANONICAL_LOCALES = 64;

/** A canonical BCP 47 tag for what the page says (`en`, when that is malformed), each text canonicalised once. */
function canonicalLocale(wanted: string): string {
  let canonical = CANONICAL_LOCALES.get(wanted);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(wanted || 'en')[0] ?? 'en';
    } catch {
      canonical = 'en';
    }
    if (CANONICAL_LOCALES.size >= MAX_CANONICAL_LOCALES) CANONICAL_LOCALES.clear();
    CANONICAL_LOCALES.set(wanted, canonical);
  }
  return canonical;
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
