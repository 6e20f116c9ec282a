// The first Intl.NumberFormat of a page loads the engine's number formatting data: tens of milliseconds of script on
// a slow phone, and more for each further locale. A price waits for its data from the platform anyway, so a throwaway
// format made as soon as that request is sent takes the cost off the path to the first price on screen. It is made
// in the locale the prices will be shown in, an element's `locale` (elementLocale, shop-element.ts): a format in
// another locale would load data that no price on the page uses, and the prices would still load their own.
// A list or a product also warms the list format, in a task after (8-18 ms more at 4x CPU): the first of its cards
// whose variant is not pinned says "Choose Size and Colour" (its add-to-cart's reason, i18n.ts).
const warmed = new Set<string>();

/** Warms the number format of `locale` and, when `lists` is true (a list or a product), its list format. */
export function warmMoneyFormat(locale: string, lists?: boolean): void {
  // A locale warmed without its list format is warmed again with it (its number format is then quick).
  const key = `${locale} ${lists}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  setTimeout(() => {
    try {
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0);
      // The same locale: a list format cannot refuse what the number format took.
      if (lists) setTimeout(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
    } catch {
      // A malformed locale: the elements fall back to a valid one themselves (shop-element.ts).
    }
  });
}
