// Phone-proofing for any page: `usePhone(page, phone)` sets a phone viewport, `expectFitsPhone(page, options)` asserts
// that nothing scrolls or sticks out sideways and that the named key actions are on screen. Every screen of the
// product (demo pages, cart drawer, hosted checkout, control panel) runs through it at both phone sizes.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface Phone {
  name: string;
  width: number;
  height: number;
}

/** A common large phone (390 x 844) and a small one (360 x 740). */
export const PHONES: readonly Phone[] = [
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'phone 360', width: 360, height: 740 },
];

export async function usePhone(page: Page, phone: Phone): Promise<void> {
  await page.setViewportSize({ width: phone.width, height: phone.height });
}

/** Scrolls an element to the middle of its scroller (the page, a drawer's list), as a thumb would, before a check. */
export async function scrollToMiddle(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
}

export interface FitsPhoneOptions {
  /** Actions a shopper or merchant must see without scrolling sideways: each must be visible and wholly in view. */
  actions?: Locator[];
  /**
   * CSS selectors of containers that deliberately scroll sideways (a row of chips): their content may extend past
   * the viewport or their box, but the container itself must fit.
   */
  scrollable?: string[];
  /** Check only this element's subtree (an open drawer over a page that is not under test); default the page. */
  within?: Locator;
}

/** Where an element sticks out: its path and how far past the viewport or the box of an ancestor that clips it. */
export interface Overflow {
  element: string;
  left: number;
  right: number;
  limit: string;
}

/**
 * Every box on the page, or in the subtree of `within` (shadow roots included), that sticks out sideways: what
 * `expectFitsPhone` asserts empty. Not counted: boxes a user cannot see (display none, visibility hidden, one pixel or
 * less, clipped to nothing like screen-reader text, or inside such a box) and positioned boxes parked wholly off the
 * left edge (a skip link until focused, a `left: -9999px` table header), with what is inside them.
 */
export function findOverflows(page: Page, scrollable: string[] = [], within?: Locator): Promise<Overflow[]> {
  const run = (scope: Element, allowed: string[]): Overflow[] => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4;) {
        const id = node.id ? `#${node.id}` : '';
        const part = node.getAttribute('part') ? `[part=${node.getAttribute('part')}]` : '';
        const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
        parts.unshift(`${node.localName}${id}${part}${cls}`);
        const parent: Element | null = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
        node = parent;
      }
      return parts.join(' > ');
    };
    const parentOf = (node: Element): Element | null => {
      if (node.assignedSlot) return node.assignedSlot;
      if (node.parentElement) return node.parentElement;
      const root = node.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    const isAllowed = (element: Element): boolean => allowed.some((selector) => element.matches(selector));
    /** Screen-reader-only text and other deliberately invisible boxes are not part of the layout a user sees. */
    const isHiddenBox = (element: Element, rect: DOMRect): boolean => {
      if (rect.width <= 1 || rect.height <= 1) return true;
      if (!element.checkVisibility({ checkVisibilityCSS: true })) return true;
      const style = getComputedStyle(element);
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };
    /** Positioned wholly off the left edge: the skip link until focused, a `left: -9999px` screen-reader header. */
    const isParked = (element: Element): boolean =>
      element.getBoundingClientRect().right <= 0 && /^(absolute|fixed)$/.test(getComputedStyle(element).position);
    const all: Element[] = [scope];
    const collect = (root: Element | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    if (scope.shadowRoot) collect(scope.shadowRoot);
    collect(scope);
    const found: Overflow[] = [];
    for (const element of all) {
      const rect = element.getBoundingClientRect();
      if (isHiddenBox(element, rect)) continue;
      if (isParked(element)) continue;
      let contained = false;
      let limit: { left: number; right: number; name: string } = { left: 0, right: width, name: 'the viewport' };
      for (let ancestor = parentOf(element); ancestor; ancestor = parentOf(ancestor)) {
        // Inside a deliberately scrolling container, or inside screen-reader-only content (a clipped thead).
        if (isAllowed(ancestor) || isHiddenBox(ancestor, ancestor.getBoundingClientRect()) || isParked(ancestor)) {
          contained = true;
          break;
        }
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow !== 'visible' && ancestor !== document.documentElement && ancestor !== document.body) {
          const box = ancestor.getBoundingClientRect();
          limit = { left: box.left, right: box.right, name: describe(ancestor) };
          break;
        }
      }
      if (contained) continue;
      const left = Math.max(limit.left, 0);
      const right = Math.min(limit.right, width);
      if (rect.left < left - 1 || rect.right > right + 1) {
        found.push({
          element: describe(element),
          left: Math.round(rect.left),
          right: Math.round(rect.right),
          limit: limit.name,
        });
      } else if (
        getComputedStyle(element).overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1 &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      ) {
        // Text that cannot wrap (a long address) spills out of its box without a box of its own.
        const spill = Math.round(rect.left + element.clientLeft + element.scrollWidth);
        if (spill > right + 1)
          found.push({
            element: `${describe(element)} (its text)`,
            left: Math.round(rect.left),
            right: spill,
            limit: limit.name,
          });
      }
    }
    return found;
  };
  return (within ?? page.locator(':root')).evaluate(run, scrollable);
}

/** Waits until every finite animation and transition on the page (shadow roots included) has finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Asserts the page fits the phone: no sideways scroll, no box outside the viewport or cut off by a clipping ancestor
 * (except inside `scrollable` containers), and every action visible and wholly in view.
 */
export async function expectFitsPhone(page: Page, options: FitsPhoneOptions = {}): Promise<void> {
  // A page's DOM can be read before its stylesheets arrive (after a form's redirect, say): measure once it has loaded.
  await page.waitForLoadState('load');
  await settleAnimations(page);
  const overflows = await findOverflows(page, options.scrollable, options.within);
  expect(overflows, 'boxes outside the viewport or cut off').toEqual([]);
  const scroll = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll.document, 'the page scrolls sideways').toBeLessThanOrEqual(scroll.width);
  for (const action of options.actions ?? []) {
    await expect(action).toBeVisible();
    await expect(action).toBeInViewport({ ratio: 1 });
  }
}

// Single checks, for specs that look at one thing at a time (the demo pages' phone spec).

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
