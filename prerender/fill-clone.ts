// One product's markup filled as the elements fill it in the browser: a clone of the owner's `<template>` bound to the
// product scope by the bindings engine (the same module, over jsdom), marked for adoption (prerender-marks.ts), with
// the light content of the scoped `<shop-price>` and `<shop-product-image>` inside it (written as a list row writes it
// in the browser, catalogue/write-leaves.ts), where a page without script (and a crawler) shows it.
import {
  bindClone,
  CLONE,
  HTML_HASH,
  ITEM_MARK,
  PRERENDERED,
  readBinding,
  SCOPE_OWNERS,
  sourceHash,
  toText,
  writeImage,
  writePrice,
  type ProductScopeData,
} from '../components/prerender-seam.ts';

/** The elements of `root` that belong to its own scope (not to a scope owner inside it). */
function ownElements(root: DocumentFragment, selector: string): Element[] {
  return [...root.querySelectorAll(selector)].filter((element) => {
    for (let node = element.parentElement; node; node = node.parentElement)
      if (SCOPE_OWNERS.has(node.localName)) return false;
    return true;
  });
}

/**
 * A variant picker with a template of the merchant's is filled as the picker fills it: one bound clone per option,
 * appended, each marked with its option's index. (Without a template it draws its own controls in its shadow root,
 * which only the browser makes.)
 */
async function writePickerClones(
  picker: Element,
  data: ProductScopeData,
  markItems: (nodes: readonly Node[]) => void,
): Promise<void> {
  const template = picker.querySelector<HTMLTemplateElement>(':scope > template');
  if (!template) return;
  for (const [index, option] of data.choices.entries()) {
    const fragment = template.content.cloneNode(true) as DocumentFragment;
    await bindClone(template, fragment, { ...data, option }, { onRepeat: markItems }).settled();
    for (const node of fragment.childNodes)
      if (node.nodeType === 1) (node as Element).setAttribute(CLONE, String(index));
    picker.append(fragment);
  }
  picker.setAttribute(PRERENDERED, '');
}

/**
 * Clones `template`, binds the clone to `data` (HTML sanitized and in place), writes the leaves' light content and
 * the marks, and inserts it after `anchor`. Returns the clone's top-level nodes.
 */
export async function insertFilledClone(
  template: HTMLTemplateElement,
  data: ProductScopeData,
  anchor: ChildNode,
): Promise<ChildNode[]> {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  // The items of a `data-shop-each` list are marked, so a binding adopting the page knows them (bind-fragment.ts).
  const markItems = (nodes: readonly Node[]) => {
    for (const node of nodes) if (node.nodeType === 1) (node as Element).setAttribute(ITEM_MARK, '');
  };
  const binding = bindClone(template, fragment, data, { onRepeat: markItems });
  await binding.settled();
  for (const picker of ownElements(fragment, 'shop-variant-picker')) await writePickerClones(picker, data, markItems);
  for (const element of ownElements(fragment, 'shop-price:not([product-id])')) writePrice(element, data);
  for (const element of ownElements(fragment, 'shop-product-image')) writeImage(element, data);
  for (const element of ownElements(fragment, '[data-shop-html]'))
    element.setAttribute(HTML_HASH, sourceHash(toText(readBinding(data, element.getAttribute('data-shop-html')!))));
  const nodes = [...fragment.childNodes];
  for (const node of nodes) if (node.nodeType === 1) (node as Element).setAttribute(CLONE, data.product.id);
  anchor.after(fragment);
  return nodes;
}
