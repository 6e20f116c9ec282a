// The merchant's own controls inside a `<shop-cart-contents>`, found by their `data-shop-action`, and what the element
// keeps on them: a line's quantity field shows the line's quantity (unless the shopper is typing in it) and is
// `aria-invalid` while its value is refused; a line's one-more and one-less buttons are `aria-disabled` at the ends of
// the range; the code field is `aria-invalid` while the last code was refused.
import { SCOPE_OWNERS } from '../../scope/scope-owners.ts';
import { repeatedItemOf } from '../../bindings/repeated-item.ts';
import type { CartDiscountScope, CartLineScope, CartScope } from './cart-scope.ts';

export const CART_ACTIONS = [
  'increase',
  'decrease',
  'remove',
  'quantity',
  'apply-discount',
  'remove-discount',
  'checkout',
  'reload',
] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

export const LINES_PATH = 'cart.lines';
export const DISCOUNTS_PATH = 'cart.discounts';

const isCartAction = (name: string | null): name is CartAction => CART_ACTIONS.includes(name as CartAction);

/** Whether `element` belongs to `host` and not to a scope owner nested inside it. */
function ownedBy(element: Element, host: Element): boolean {
  for (let node = element.parentElement; node && node !== host; node = node.parentElement)
    if (SCOPE_OWNERS.has(node.localName)) return false;
  return host.contains(element);
}

/** The action element an event's target is in (itself or an ancestor inside `host`), with its action. */
export function findAction(
  target: EventTarget | null,
  host: Element,
): { element: HTMLElement; action: CartAction } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-shop-action]') : null;
  const action = element?.getAttribute('data-shop-action') ?? null;
  return element && isCartAction(action) && ownedBy(element, host) ? { element, action } : null;
}

/** The cart line a control sits in, or null outside the lines. */
export function lineOf(element: Element, host: Element): CartLineScope | null {
  return (repeatedItemOf(element, host, LINES_PATH)?.item as CartLineScope | undefined) ?? null;
}

/** The code of the discount row a control sits in, or null outside the rows. */
export function discountOf(element: Element, host: Element): CartDiscountScope | null {
  return (repeatedItemOf(element, host, DISCOUNTS_PATH)?.item as CartDiscountScope | undefined) ?? null;
}

function controls(host: Element, action: CartAction): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(`[data-shop-action="${action}"]`)].filter((element) =>
    ownedBy(element, host),
  );
}

function setFlag(element: Element, name: string, on: boolean): void {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}

/** The code field of an apply-discount form: its `code` field, else its first text field. */
export function codeField(form: Element): HTMLInputElement | null {
  return (
    form.querySelector<HTMLInputElement>('input[name="code"]') ??
    form.querySelector('input:not([type]), input[type="text"]')
  );
}

/** Brings the controls in line with the scope; `editing` holds the quantity fields whose typed value is kept. */
export function updateControls(host: Element, scope: CartScope, editing: ReadonlyMap<Element, string>): void {
  for (const field of controls(host, 'quantity')) {
    const line = lineOf(field, host);
    if (!line || !(field instanceof HTMLInputElement)) continue;
    if (!editing.has(field) && field.value !== String(line.quantity)) field.value = String(line.quantity);
    setFlag(field, 'aria-invalid', line.invalid);
  }
  for (const [action, allowed] of [
    ['increase', (line: CartLineScope) => line.canIncrease],
    ['decrease', (line: CartLineScope) => line.canDecrease],
  ] as const) {
    for (const button of controls(host, action)) {
      const line = lineOf(button, host);
      if (line) setFlag(button, 'aria-disabled', !allowed(line));
    }
  }
  for (const form of controls(host, 'apply-discount')) {
    const field = codeField(form);
    if (field) setFlag(field, 'aria-invalid', scope.cart.discountInvalid);
  }
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Gives focus back when the control holding it left the page with its line (removed, or gone from the platform):
 * to the same control of the line now in that place (or the one before), else to the scope's first control. Focus
 * the shopper moved elsewhere meanwhile stays where it is.
 */
export function refocus(host: Element, index: number, action: string): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const same = [...host.querySelectorAll<HTMLElement>(`[data-shop-action="${CSS.escape(action)}"]`)]
    .filter((element) => ownedBy(element, host) && element.checkVisibility())
    .map((element) => ({ element, index: repeatedItemOf(element, host, LINES_PATH)?.index ?? -1 }))
    .filter((candidate) => candidate.index >= 0 && candidate.index <= index)
    .sort((a, b) => b.index - a.index);
  const first = [...host.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => ownedBy(element, host) && element.checkVisibility(),
  );
  (same[0]?.element ?? first)?.focus();
}
