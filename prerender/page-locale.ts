// The locale an element on the page formats money and texts in, found as the element would find it: the `data-locale`
// of its configuration (a wrapper with `data-publishable-key`, else the Shopkit script tag), else the nearest `lang`,
// else English (a browser would use its own language there, so a page meant for prerendering names one).

const CONFIG = '[data-publishable-key]';

function canonical(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

export function pageLocale(element: Element): string {
  const wrapper = element.closest(CONFIG);
  const script = element.ownerDocument.querySelector(`script[src]${CONFIG}`);
  return (
    canonical((wrapper ?? script)?.getAttribute('data-locale')) ??
    canonical(element.closest('[lang]')?.getAttribute('lang')) ??
    'en'
  );
}
