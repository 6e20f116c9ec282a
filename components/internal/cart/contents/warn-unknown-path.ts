// A binding in a cart template whose path the cart scope does not have (`cart.totl`, `line.prize`): one console
// warning per path and page naming it and the attribute, while the rest of the template is bound as usual. The
// `checkPath` hook of the bindings engine calls it for every path it reads.
import { isKnownPath } from './is-known-path.ts';

const warned = new Set<string>();

export function warnUnknownCartPath(scope: object, path: string, attribute: string): void {
  const name = path.trim();
  if (warned.has(name) || isKnownPath(scope, name)) return;
  warned.add(name);
  console.warn(
    `Shopkit: <shop-cart-contents> has no "${name}" to bind (${attribute}); it stays empty. ` +
      'The paths of the cart scope are listed in docs/elements.md, "The cart scope".',
  );
}
