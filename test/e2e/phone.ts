// Phone checks for the demo pages (390x844 and 360x740): nothing scrolls sideways, and what must be seen is inside
// the viewport and not cut by its own box. A local stand-in until the shared phone-overflow helper is on main.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const PHONES = [
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'phone 360', width: 360, height: 740 },
] as const;

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Every element of `locator` lies within the viewport's width. */
export async function expectWithinWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const box of await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    }),
  )) {
    expect(box.left, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what} ends right of the screen`).toBeLessThanOrEqual(width + 0.5);
  }
}

/** The element's content fits its own box (nothing cut off by overflow or ellipsis). */
export async function expectNotClipped(locator: Locator, what: string): Promise<void> {
  const cut = await locator.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(cut, `${what} is cut off`).toBeLessThanOrEqual(0);
}
