// A binding whose path the owner's scope does not have (`cart.totl`, `line.prize`, `availability.lable`): one console
// warning per owner, path and page naming the element, the path and the attribute, while the rest of the template is
// bound as usual. The owners whose scope has every field always present (the cart, a product, a list's rows) pass
// `warnUnknownPath(tag, section)` as the `checkPath` hook of the bindings engine, which calls it for every path it reads.
import { isKnownPath } from './is-known-path.ts';

const warned = new Set<string>();

/** The `checkPath` hook of an owner: `tag` names it in the warning, `section` of docs/elements.md lists its paths. */
export function warnUnknownPath(tag: string, section: string) {
  return (scope: object, path: string, attribute: string): void => {
    const name = path.trim();
    const key = `${tag} ${name}`;
    if (warned.has(key) || isKnownPath(scope, name)) return;
    warned.add(key);
    console.warn(
      `Shopkit: <${tag}> has no "${name}" to bind (${attribute}); it stays empty. ` +
        `The paths of ${section.toLowerCase()} are listed in docs/elements.md, "${section}".`,
    );
  };
}
