// Sets one bound attribute under the rules of docs/elements.md ("Bindings"): event handlers, `style` and `srcdoc` are
// never bindable, URL attributes take only safe URLs, and form state follows its binding after the shopper touched it.
import { isSafeSrcset, isSafeUrl } from './is-safe-url.ts';
import { toText } from './resolve-path.ts';

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'data',
  'ping',
  'background',
  'codebase',
  'longdesc',
  'manifest',
  'xlink:href',
]);
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);
const warned = new Set<string>();

/** Whether an attribute may be bound at all (checked once per element, so the warning names the markup's mistake). */
export function isBindableAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  const allowed = !lower.startsWith('on') && lower !== 'style' && lower !== 'srcdoc' && lower !== 'is';
  if (!allowed && !warned.has(lower)) {
    warned.add(lower);
    console.warn(`Shopkit: the attribute "${name}" cannot be bound (data-shop-attr); the binding is ignored.`);
  }
  return allowed;
}

function attributeText(name: string, value: unknown): string | null {
  if (value === null || value === undefined || value === false) return null;
  if (value === true) return '';
  if (typeof value === 'object' && !Array.isArray(value)) return null;
  const text = toText(value);
  if (URL_ATTRIBUTES.has(name)) return text !== '' && isSafeUrl(text) ? text : null;
  if (SRCSET_ATTRIBUTES.has(name)) return text !== '' && isSafeSrcset(text) ? text : null;
  return text;
}

/** Sets or removes the attribute (and the live `checked`, `selected` or `value` of a form field). */
export function applyAttribute(element: Element, name: string, value: unknown): void {
  const lower = name.toLowerCase();
  const text = attributeText(lower, value);
  if (text === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  if (lower === 'checked' && element instanceof HTMLInputElement) element.checked = text !== null;
  if (lower === 'selected' && element instanceof HTMLOptionElement) element.selected = text !== null;
  if (lower === 'value' && 'value' in element && !(element instanceof HTMLOptionElement))
    (element as HTMLInputElement).value = text ?? '';
}
