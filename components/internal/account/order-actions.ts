// The merchant's own controls inside a `<shop-order-history>`, found by their `data-shop-action`: `reorder` in an
// order (the order it was cloned for is found through the list's clone marks), `more`, `reload`. A control inside a
// scope owner nested in the history belongs to that owner.
import { SCOPE_OWNERS } from '../scope/scope-owners.ts';
import { repeatedItemOf } from '../bindings/repeated-item.ts';
import type { OrderScope } from './order-history-scope.ts';

export const ORDER_ACTIONS = ['reorder', 'more', 'reload'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDERS_PATH = 'orders';

export interface FoundOrderAction {
  element: HTMLElement;
  action: OrderAction;
  /** The order a `reorder` control sits in. */
  order: OrderScope | null;
}

export function findOrderAction(target: EventTarget | null, host: Element): FoundOrderAction | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-shop-action]') : null;
  const action = element?.getAttribute('data-shop-action') as OrderAction | undefined;
  if (!element || !action || !ORDER_ACTIONS.includes(action) || !host.contains(element)) return null;
  for (let node = element.parentElement; node && node !== host; node = node.parentElement)
    if (SCOPE_OWNERS.has(node.localName)) return null;
  if (element.getAttribute('aria-disabled') === 'true') return null;
  const order = (repeatedItemOf(element, host, ORDERS_PATH)?.item as OrderScope | undefined) ?? null;
  return { element, action, order };
}
