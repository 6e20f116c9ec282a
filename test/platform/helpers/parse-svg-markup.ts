// A strict little XML reader for the CDN's SVGs: elements, quoted attributes, text and the five predefined entities.
// Throws on anything that is not well-formed (unbalanced or crossed tags, unquoted or repeated attributes, a stray
// `<` or `&`, text or a second element outside the root), so a test can hold every served picture to XML's rules.

export interface MarkupElement {
  name: string;
  attributes: Record<string, string>;
  children: MarkupElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single] = match;
    if (name in attributes) throw new Error(`attribute ${name} repeated`);
    const value = double ?? single ?? '';
    if (ENTITY.test(value)) throw new Error(`bare & in attribute ${name}`);
    attributes[name] = value;
  }
  return attributes;
}

export function parseSvgMarkup(markup: string): MarkupElement {
  const stack: MarkupElement[] = [];
  let root: MarkupElement | null = null;
  let rest = markup;
  while (rest.length > 0) {
    const textEnd = rest.indexOf('<') === -1 ? rest.length : rest.indexOf('<');
    const text = rest.slice(0, textEnd);
    if (ENTITY.test(text)) throw new Error('bare & in text');
    if (text.trim() !== '' && stack.length === 0) throw new Error(`text outside the root: ${text.slice(0, 20)}`);
    const parent = stack.at(-1);
    if (parent) parent.text += text;
    rest = rest.slice(textEnd);
    if (rest === '') break;
    const tag = TAG.exec(rest);
    if (!tag) throw new Error(`malformed tag at: ${rest.slice(0, 30)}`);
    const [whole, closing, name = '', attributeSource = '', selfClosing] = tag;
    rest = rest.slice(whole.length);
    if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`closing ${name} does not match`);
      continue;
    }
    const element: MarkupElement = { name, attributes: readAttributes(attributeSource), children: [], text: '' };
    if (parent) parent.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (!root || stack.length > 0) throw new Error('no root element, or an element left open');
  return root;
}

export function flattenMarkup(element: MarkupElement): MarkupElement[] {
  return [element, ...element.children.flatMap(flattenMarkup)];
}
