// The first Intl.NumberFormat of a page loads the engine's number formatting data: tens of milliseconds of script on
// a slow phone, and more for each further locale. A price waits for its data from the platform anyway, so a throwaway
// format made as soon as that request is sent takes the cost off the path to the first price on screen. It is made
// in the page's configured locale when there is one (the one its prices are shown in): a format in the browser's
// locale would load data that no price on the page uses, and the prices would still load their own.
let warmed = false;

export function warmMoneyFormat(locale: string | null = null): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.NumberFormat(locale ?? undefined, { style: 'currency', currency: 'EUR' }).format(0);
    } catch {
      // A malformed locale from configure(): the elements fall back to a valid one themselves (shop-element.ts).
    }
  });
}
