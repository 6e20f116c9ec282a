// The DOM events of a `<shop-cart-contents>`, turned into its actions: clicks on `data-shop-action` buttons (and
// links), changes and edits of a line's quantity field, edits and submits of the discount-code form. Listened to
// on the element itself, so controls the merchant adds later (a re-bound line) work without more listeners.
import { repeatedItemOf } from '../../bindings/repeated-item.ts';
import { LINES_PATH, codeField, discountOf, findAction, lineOf } from './cart-controls.ts';
import type { CartLineScope } from './cart-scope.ts';

/** What the element does for each action; `index` is the line's place in the list. */
export interface ScopeActionHandlers {
  step(line: CartLineScope, action: 'increase' | 'decrease' | 'remove', index: number): void;
  commitQuantity(field: HTMLInputElement, line: CartLineScope, index: number): void;
  editQuantity(field: HTMLInputElement, line: CartLineScope): void;
  applyCode(code: string, field: HTMLInputElement | null): void;
  editCode(): void;
  removeCode(code: string): void;
  checkout(): void;
  reload(): void;
}

const indexOf = (element: Element, host: Element): number => repeatedItemOf(element, host, LINES_PATH)?.index ?? 0;

function onClick(host: HTMLElement, event: MouseEvent, handlers: ScopeActionHandlers): void {
  const found = findAction(event.target, host);
  if (!found || found.action === 'quantity' || found.action === 'apply-discount') return;
  // The merchant's link or submit button does the action only.
  event.preventDefault();
  const { element, action } = found;
  if (element.getAttribute('aria-disabled') === 'true') return;
  if (action === 'increase' || action === 'decrease' || action === 'remove') {
    const line = lineOf(element, host);
    if (line) handlers.step(line, action, indexOf(element, host));
  } else if (action === 'remove-discount') {
    const discount = discountOf(element, host);
    if (discount) handlers.removeCode(discount.code);
  } else if (action === 'checkout') handlers.checkout();
  else if (action === 'reload') handlers.reload();
}

function onChange(host: HTMLElement, event: Event, handlers: ScopeActionHandlers): void {
  const found = findAction(event.target, host);
  if (found?.action !== 'quantity' || !(found.element instanceof HTMLInputElement)) return;
  const line = lineOf(found.element, host);
  if (line) handlers.commitQuantity(found.element, line, indexOf(found.element, host));
}

function onInput(host: HTMLElement, event: Event, handlers: ScopeActionHandlers): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement)) return;
  const found = findAction(field, host);
  const line = found?.action === 'quantity' ? lineOf(field, host) : null;
  if (line) handlers.editQuantity(field, line);
  else if (found?.action === 'apply-discount') handlers.editCode();
}

function onSubmit(host: HTMLElement, event: SubmitEvent, handlers: ScopeActionHandlers): void {
  const found = findAction(event.target, host);
  if (found?.action !== 'apply-discount') return;
  event.preventDefault();
  const field = codeField(found.element);
  handlers.applyCode(field?.value.trim() ?? '', field);
}

/** Routes the events of `host`'s controls to `handlers` for as long as the element lives. */
export function listenForCartActions(host: HTMLElement, handlers: ScopeActionHandlers): void {
  host.addEventListener('click', (event) => onClick(host, event, handlers));
  host.addEventListener('change', (event) => onChange(host, event, handlers));
  host.addEventListener('input', (event) => onInput(host, event, handlers));
  host.addEventListener('submit', (event) => onSubmit(host, event, handlers));
}
