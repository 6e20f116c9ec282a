// custom-elements.json (written by the build from the element files) describes what the decorators declare: every
// `@property` with its attribute, type and default, no `@state` as an attribute, and the base class's members
// inherited by every element.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Member {
  kind: string;
  name: string;
  attribute?: string;
  default?: string;
  reflects?: boolean;
  type?: { text: string };
  inheritedFrom?: { name: string };
}
interface Attribute {
  name: string;
  fieldName?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  attributes?: Attribute[];
  members?: Member[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: Array<{ path: string; declarations?: Declaration[] }>;
};
const elements = manifest.modules.flatMap((mod) => mod.declarations ?? []).filter((d) => d.tagName);

/** The two bases: lit elements extend ShopElement, the consent elements (no lit) PlainShopElement. */
const BASES = ['ShopElement', 'PlainShopElement'];

const DECORATED = /@(property|state)\((\{[^}]*\})?\)\s+(?:(?:private|protected|public)\s+)?accessor\s+(\w+)/g;

/** The decorated accessors of a source file: name, decorator, and the attribute name when one is given. */
function decoratedIn(file: string): Array<{ name: string; state: boolean; attribute: string | false | null }> {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...source.matchAll(DECORATED)].map(([, kind, options = '', name]) => {
    const attribute = /attribute: '([^']+)'/.exec(options)?.[1] ?? (/attribute: false/.test(options) ? false : null);
    return { name: name!, state: kind === 'state', attribute };
  });
}

/** Backticked names at the top level of `text` (outside parentheses): `a`, `b` (`not-this`), `c`. */
function topLevelNames(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (const match of text.matchAll(/[()]|`([^`]+)`/g)) {
    if (match[0] === '(') depth++;
    else if (match[0] === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) names.push(match[1]!);
  }
  return names;
}

/** The attributes docs/elements.md gives each element: in its heading, its table's attribute rows, its "Attributes:". */
function documentedAttributes(): Map<string, Set<string>> {
  const docs = fs.readFileSync(path.join(ROOT, 'docs/elements.md'), 'utf8');
  const found = new Map<string, Set<string>>();
  for (const section of docs.split(/^(?=#{2,3} )/m)) {
    const heading = section.split('\n')[0]!;
    const tags = [...heading.matchAll(/<(shop-[a-z-]+)([^>]*)>/g)];
    if (tags.length !== 1 || !heading.startsWith('#')) continue;
    const [, tag, inHeading] = tags[0]!;
    const names = new Set(inHeading!.split(/[\s|]+/).filter(Boolean));
    for (const row of section.matchAll(/^\| attribute\s*\|([^|]*)\|/gm))
      for (const name of topLevelNames(row[1]!)) names.add(name);
    const prose = /Attributes: ([\s\S]*?\.)(?:\s|$)/.exec(section.replace(/\([^()]*\)/g, ''))?.[1] ?? '';
    for (const name of topLevelNames(prose)) names.add(name);
    found.set(tag!, new Set([...names].filter((name) => /^[a-z][a-z-]*$/.test(name))));
  }
  return found;
}

function element(tag: string): Declaration {
  const found = elements.find((d) => d.tagName === tag);
  if (!found) throw new Error(`custom-elements.json has no ${tag}`);
  return found;
}

describe('custom-elements.json', () => {
  it('lists every element file with its tag', () => {
    const files = fs.readdirSync(path.join(ROOT, 'components')).filter((name) => /^shop-.*\.ts$/.test(name));
    expect(elements.map((d) => d.tagName).sort()).to.deep.equal(files.map((name) => name.replace(/\.ts$/, '')).sort());
  });

  it('gives every decorated property its attribute and never makes a state an attribute', () => {
    for (const mod of manifest.modules) {
      for (const declaration of mod.declarations ?? []) {
        expect(declaration.kind, declaration.name).to.equal('class');
        const attributes = new Map((declaration.attributes ?? []).map((a) => [a.fieldName ?? a.name, a.name]));
        for (const { name, state, attribute } of decoratedIn(mod.path)) {
          const where = `${declaration.name}.${name}`;
          if (state || attribute === false) expect(attributes.has(name), where).to.equal(false);
          else expect(attributes.get(name), where).to.equal(attribute ?? name.toLowerCase());
          expect(
            declaration.members?.some((m) => m.name === name && !m.attribute === (state || attribute === false)),
            where,
          ).to.equal(true);
        }
      }
    }
  });

  it('lists every attribute docs/elements.md gives an element', () => {
    const documented = documentedAttributes();
    expect([...documented.keys()]).to.include.members(['shop-product', 'shop-product-list', 'shop-add-to-cart']);
    for (const [tag, names] of documented) {
      const attributes = (element(tag).attributes ?? []).map((attribute) => attribute.name);
      expect(attributes, tag).to.include.members([...names]);
    }
  });

  it('gives every attribute a type, which the framework types and llms.txt repeat', () => {
    for (const declaration of elements)
      for (const attribute of declaration.attributes ?? [])
        expect(
          (attribute as { type?: { text: string } }).type?.text,
          `${declaration.tagName} ${attribute.name}`,
        ).to.be.a('string');
  });

  it('keeps types, defaults and reflection', () => {
    const quantity = element('shop-add-to-cart').members!.find((m) => m.name === 'quantity')!;
    expect(quantity).to.include({ attribute: 'quantity', default: '1' });
    expect(quantity.type).to.deep.equal({ text: 'number' });
    const open = element('shop-cart').members!.find((m) => m.name === 'open')!;
    expect(open).to.include({ attribute: 'open', default: 'false', reflects: true });
    const productId = element('shop-price').members!.find((m) => m.name === 'productId')!;
    expect(productId).to.include({ attribute: 'product-id', default: "''" });
  });

  it('shows the base class members on every element as inherited', () => {
    for (const declaration of elements) {
      const inherited = (name: string) =>
        declaration.members?.find((m) => m.name === name && BASES.includes(m.inheritedFrom?.name ?? ''));
      expect(inherited('client'), declaration.name).to.include({ kind: 'field' });
      expect(inherited('error'), declaration.name).to.include({ kind: 'field' });
      expect(inherited('errorMessage')?.attribute, declaration.name).to.equal(undefined);
      expect(
        declaration.attributes?.map((a) => a.name),
        declaration.name,
      ).to.include('error');
    }
  });

  it('maps the lit base class properties to their attributes', () => {
    const base = manifest.modules.flatMap((mod) => mod.declarations ?? []).find((d) => d.name === 'ShopElement')!;
    const member = (name: string) => base.members!.find((m) => m.name === name)!;
    expect(member('client')).to.include({ default: 'null' }).and.not.to.have.property('attribute');
    expect(member('error')).to.include({ attribute: 'error', reflects: true, default: 'false' });
  });
});
