// A binding in a cart template whose path the cart scope does not have (`cart.totl`, `line.prize`): one console
// warning per path and page naming it and the attribute, while the rest of the template is bound as usual.

const warned = new Set<string>();

export function warnUnknownCartPath(path: string, attribute: string): void {
  if (warned.has(path)) return;
  warned.add(path);
  console.warn(
    `Shopkit: <shop-cart-contents> has no "${path}" to bind (${attribute}); it stays empty. ` +
      'The paths of the cart scope are listed in docs/elements.md, "The cart scope".',
  );
}
