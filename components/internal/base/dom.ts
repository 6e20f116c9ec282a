// Builds DOM for the elements that run without lit, in lit's spelling: `h('button', { type: 'button', '@click': f,
// '?disabled': true, '.checked': false }, 'Label')`. Text always goes in as text nodes, never as markup.
type Value = string | boolean | EventListener | null | undefined;
export type Child = Node | string | null | false | undefined;

export function h(tag: string, attributes: Record<string, Value> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('@')) element.addEventListener(name.slice(1), value as EventListener);
    else if (name.startsWith('.')) (element as unknown as Record<string, Value>)[name.slice(1)] = value;
    else if (name.startsWith('?')) element.toggleAttribute(name.slice(1), Boolean(value));
    else if (value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}

/** A named slot with fallback text. */
export const slot = (name: string, fallback: string): HTMLElement => h('slot', { name }, fallback);
