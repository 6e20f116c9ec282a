// llms.txt, the guide for code assistants, is generated (npm run build writes it from custom-elements.json and docs/)
// and complete: every element of the manifest has its section with every attribute and event, and every binding
// attribute the elements read (data-shop-*) is named. Its snippets are checked against the demo by
// test/e2e/doc-snippets.spec.ts.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { renderLlmsTxt } from '../../scripts/llms-txt.mjs';
import { ROOT } from '../helpers/markdown-blocks.ts';

interface Declaration {
  tagName?: string;
  attributes?: Array<{ name: string }>;
  members?: Array<{
    kind: string;
    name: string;
    attribute?: string;
    privacy?: string;
    readonly?: boolean;
    static?: boolean;
  }>;
  events?: Array<{ name: string }>;
}

const llms = fs.readFileSync(path.join(ROOT, 'llms.txt'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const elements = manifest.modules.flatMap((mod) => mod.declarations ?? []).filter((d) => d.tagName);

/** The text of one element's section: from its heading to the next one. */
function elementSection(tag: string): string {
  const start = llms.indexOf(`### <${tag}>\n`);
  expect(start, `llms.txt has a section for <${tag}>`).to.be.greaterThan(-1);
  const end = llms.indexOf('\n### ', start + 1);
  return llms.slice(start, end === -1 ? undefined : end);
}

/** Marks the elements put on markup of their own, which no page writes. */
const INTERNAL = new Set(['data-shop-default', 'data-shop-live', 'data-shop-own-count', 'data-shop-sr']);

/** Every `data-shop-*` attribute name written in the elements' sources, less the internal marks. */
function bindingAttributes(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts'))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bdata-shop-[a-z]+(?:-[a-z]+)*/g))
          names.add(match[0]);
    }
  };
  walk(path.join(ROOT, 'components'));
  for (const name of INTERNAL) names.delete(name);
  return names;
}

describe('llms.txt', () => {
  it('is what the build writes from the manifest and docs/ now', () => {
    expect(llms === renderLlmsTxt(), 'llms.txt is stale: run npm run build').to.equal(true);
  });

  it('ships in the package and is exported', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.files).to.include('llms.txt');
    expect(pkg.exports['./llms.txt']).to.equal('./llms.txt');
  });

  it('gives every element its attributes, settable properties and events', () => {
    expect(elements).to.have.length.greaterThan(10);
    for (const element of elements) {
      const section = elementSection(element.tagName!);
      for (const attribute of element.attributes ?? [])
        expect(section, element.tagName).to.contain(`\`${attribute.name}\``);
      for (const event of element.events ?? []) expect(section, element.tagName).to.contain(`\`${event.name}\``);
      const settable = (element.members ?? []).filter(
        (m) => m.kind === 'field' && !m.attribute && !m.privacy && !m.readonly && !m.static,
      );
      for (const member of settable) expect(section, element.tagName).to.contain(`\`${member.name}\``);
    }
  });

  it('names every binding attribute the elements read', () => {
    const bindings = bindingAttributes();
    expect([...bindings]).to.include.members([
      'data-shop-text',
      'data-shop-each',
      'data-shop-state',
      'data-shop-action',
    ]);
    for (const name of bindings) expect(llms, name).to.contain(name);
  });

  it('states the rules: paths not expressions, key shapes, what loads when', () => {
    expect(llms).to.match(/never expressions/);
    expect(llms).to.contain('shop_pk_<shopPrefix>_<secret>').and.contain('shop_pat_');
    expect(llms).to.match(/What loads when/);
  });

  it('tells a code assistant what a newcomer needed: install, scopes, origins, ports, window.Shopkit, theming, CSP', () => {
    expect(llms).to.contain('npm install shopkit-storefront').and.contain('npm pack');
    for (const path of ['availability.status', 'price.compareAtDisplay', 'selection.missing', 'cart.totalDisplay'])
      expect(llms, path).to.contain(path);
    expect(llms).to.contain('storefront origins').and.contain('/admin/shops/demo/storefront-origins');
    for (const variable of ['SITE_PORT', 'API_PORT', 'CHECKOUT_PORT', 'GOOGLE_TAGS_PORT'])
      expect(llms).to.contain(variable);
    expect(llms)
      .to.match(/^## `window\.Shopkit`$/m)
      .and.match(/^## Theming$/m)
      .and.match(/^## CSP and Trusted Types$/m);
    expect(llms).to.contain('--shop-color-accent').and.contain('trusted-types lit-html shopkit');
  });
});
