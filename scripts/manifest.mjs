// Writes custom-elements.json from the element headers in components/ (@summary @slot @csspart @cssproperty @fires
// and the `@property` / `@state` accessors) with @custom-elements-manifest/analyzer's programmatic API and its lit
// plugin, which reads the decorators: a `@state()` accessor is a member, never an attribute.
// The tags are registered in components/define.ts, apart from the classes, so the tag names are added from there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'components');
// The element files, and the base classes in internal/ whose members every element inherits.
const files = [
  ...fs
    .readdirSync(dir)
    .filter((name) => /^shop-.*\.ts$/.test(name))
    .sort(),
  'internal/base/shop-element.ts',
  'internal/base/plain-element.ts',
  'internal/base/shop-light-element.ts',
];
const modules = files.map((name) =>
  ts.createSourceFile(
    `components/${name}`,
    fs.readFileSync(path.join(dir, name), 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  ),
);

// The tag table's keys; each tag's class is named after it (shop-cart -> ShopCartElement).
const define = fs.readFileSync(path.join(dir, 'define.ts'), 'utf8');
const classOfTag = (tag) => `${tag.replace(/(?:^|-)([a-z])/g, (_, letter) => letter.toUpperCase())}Element`;
const tags = new Map([...define.matchAll(/^ {2}'(shop-[a-z-]+)': \{/gm)].map(([, tag]) => [classOfTag(tag), tag]));

const manifest = create({ modules, plugins: [...litPlugin()] });
for (const mod of manifest.modules) {
  // The analyzer also lists some locals of method bodies as module variables; a module declares only what it exports.
  const exported = new Set((mod.exports ?? []).map((entry) => entry.declaration?.name));
  mod.declarations = (mod.declarations ?? []).filter((declaration) => exported.has(declaration.name));
  for (const declaration of mod.declarations) {
    // An assignment in a constructor (`root.adoptedStyleSheets = ...` on the shadow root) is read as a field of the
    // class; such a field has no type, no description and no modifier, which every declared field has.
    const misread = (member) =>
      member.kind === 'field' && !member.type && !member.description && !member.privacy && !member.static;
    if (declaration.members) declaration.members = declaration.members.filter((member) => !misread(member));
    // emit(type, ...) in the base class is read as an event named "type"; only documented shop-* events are real.
    if (declaration.events) declaration.events = declaration.events.filter((event) => event.name?.startsWith('shop-'));
    const tag = tags.get(declaration.name);
    if (!tag) continue;
    declaration.tagName = tag;
    declaration.customElement = true;
    mod.exports = [
      ...(mod.exports ?? []),
      {
        kind: 'custom-element-definition',
        name: tag,
        declaration: { name: declaration.name, module: 'components/define.ts' },
      },
    ];
  }
}
const missing = [...tags.values()].filter(
  (tag) => !manifest.modules.some((mod) => mod.declarations?.some((d) => d.tagName === tag)),
);
if (missing.length > 0) {
  console.error(`manifest: no class found for ${missing.join(', ')}`);
  process.exit(1);
}
fs.writeFileSync(path.join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest: custom-elements.json with ${tags.size} elements`);
