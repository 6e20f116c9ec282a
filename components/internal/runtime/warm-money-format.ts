// The first Intl.NumberFormat of a page loads the engine's number formatting data: tens of milliseconds of script on
// a slow phone, once per page whatever the locale or currency. A price waits for its data from the platform anyway, so
// a throwaway format made as soon as that request is sent takes the cost off the path to the first price on screen.
let warmed = false;

export function warmMoneyFormat(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0));
}
