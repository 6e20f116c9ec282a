// What the framework types say about each element, read from custom-elements.json: its tag and class, its attributes
// (with the property each sets, when it has one), the properties a script may set (attribute or not: `client`,
// `navigate`), and its events. Types are written as lookups into the element's class (`ShopCartElement['open']`), so
// they follow the shipped declarations instead of a second copy of them.

const isSettable = (member) =>
  member.kind === 'field' && !member.static && !member.readonly && !member.privacy && /^[a-z]/i.test(member.name);

/** `hide-discount-field` -> `hideDiscountField`. */
export const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The type of an attribute's value as markup writes it: numbers may be written as text (`limit="24"`). */
function attributeType(element, attribute) {
  const base = attribute.fieldName
    ? `${element.className}['${attribute.fieldName}']`
    : attribute.type?.text || 'string';
  return attribute.type?.text === 'number' ? `${base} | \`\${number}\`` : base;
}

/** One line of doc comment (the manifest's descriptions may run over lines). */
export const docComment = (text) => (text ? `/** ${text.replace(/\s+/g, ' ').replace(/\*\//g, '* /')} */` : '');

/** The elements of the manifest, in tag order, as the generators use them. */
export function describeElements(manifest) {
  const declarations = manifest.modules.flatMap((mod) => mod.declarations ?? []).filter((d) => d.tagName);
  return declarations
    .map((declaration) => {
      const element = { tag: declaration.tagName, className: declaration.name, summary: declaration.summary ?? '' };
      const attributes = (declaration.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        property: attribute.fieldName ?? camelCase(attribute.name),
        type: attributeType(element, attribute),
        description: attribute.description ?? '',
      }));
      const properties = (declaration.members ?? []).filter(isSettable).map((member) => ({
        name: member.name,
        type: `${element.className}['${member.name}']`,
        description: member.description ?? '',
      }));
      const events = (declaration.events ?? [])
        .filter((event) => event.name)
        .map((event) => ({
          name: event.name,
          type: `HTMLElementEventMap['${event.name}']`,
          description: event.description ?? '',
        }));
      return { ...element, attributes, properties, events };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * The properties that no attribute sets (`client`, `navigate`): where a framework writes a prop as a property only on
 * a defined element and as an attribute before (React 19; Svelte 5 for all but objects), an attribute's property name
 * (`productId`) would become the attribute `productid`, which no element reads, so those types name the attribute.
 */
export const propertiesWithoutAttribute = (element) =>
  element.properties.filter((p) => !element.attributes.some((a) => a.property === p.name));

/** The header every generated file starts with. */
export const GENERATED =
  '// Generated from custom-elements.json by scripts/framework-types (npm run build). Do not edit.';

/** `import type { ShopCartElement, ... } from 'shopkit-storefront/elements';` for every element. */
export const importElements = (elements) =>
  `import type {\n${elements.map((element) => `  ${element.className},`).join('\n')}\n} from 'shopkit-storefront/elements';`;

/** Lines of an object type: a doc comment and `name?: type;` for each entry, indented. */
export function propertyLines(entries, indent = '  ') {
  return entries.flatMap(({ key, type, description }) => {
    const comment = docComment(description);
    return [...(comment ? [`${indent}${comment}`] : []), `${indent}${JSON.stringify(key)}?: ${type};`];
  });
}
