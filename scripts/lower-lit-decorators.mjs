// Lowers lit's property decorators for the shipped bundles. The source declares each reactive property once, as a
// decorated auto-accessor (`@property({ type: Boolean, reflect: true }) accessor open = false;`, `@state() private
// accessor view = 'main';`); browsers do not run standard decorators yet, and esbuild's general lowering of them costs
// every page kilobytes of helpers. This writes what the decorators mean to lit instead: a `static properties` entry
// per accessor and its initial value assigned in the constructor right after `super()` (as lit documents for code
// without decorators). The tests run the source as written, decorators and all.
import { ts } from '@custom-elements-manifest/analyzer';

const LIT_DECORATORS = new Set(['property', 'state']);

/** The lit decorator of a class member (`property` or `state`) with its options text, or null. */
function litDecorator(member) {
  const decorators = ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : [];
  const lit = decorators.filter(
    (d) => ts.isCallExpression(d.expression) && LIT_DECORATORS.has(d.expression.expression.getText()),
  );
  if (lit.length === 0) return null;
  if (decorators.length > 1)
    throw new Error(`lower-lit-decorators: ${member.name.getText()} has more than one decorator`);
  const [decorator] = lit;
  const call = decorator.expression;
  const kind = call.expression.getText();
  const options = call.arguments[0]?.getText();
  if (kind === 'state')
    return { decorator, declaration: options ? `{ ...${options}, state: true }` : '{ state: true }' };
  return { decorator, declaration: options ?? '{}' };
}

function isAccessor(member) {
  return (
    ts.isPropertyDeclaration(member) && (member.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.AccessorKeyword)
  );
}

/** The edits for one class: drop the decorated accessors, add `static properties` and the constructor assignments. */
function lowerClass(node, source) {
  const entries = [];
  const assignments = [];
  const edits = [];
  for (const member of node.members) {
    const lit = isAccessor(member) ? litDecorator(member) : null;
    if (!lit) continue;
    const name = member.name.getText();
    entries.push(`${name}: ${lit.declaration}`);
    if (member.initializer) assignments.push(`this.${name} = ${member.initializer.getText()};`);
    edits.push({ start: member.getFullStart(), end: member.getEnd(), text: '' });
  }
  if (entries.length === 0) return [];
  const staticProperties = node.members.find(
    (m) =>
      ts.isPropertyDeclaration(m) &&
      m.name.getText() === 'properties' &&
      ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static,
  );
  if (staticProperties)
    throw new Error('lower-lit-decorators: a class has both decorated accessors and static properties');
  const open = node.members.pos;
  edits.push({ start: open, end: open, text: `\nstatic properties = { ${entries.join(', ')} };` });
  const constructor = node.members.find(ts.isConstructorDeclaration);
  if (!constructor) {
    const text = `\nconstructor(...args: any[]) { super(...args); ${assignments.join(' ')} }`;
    if (assignments.length > 0) edits.push({ start: open, end: open, text });
    return edits;
  }
  const superCall = constructor.body.statements.find(
    (s) =>
      ts.isExpressionStatement(s) &&
      ts.isCallExpression(s.expression) &&
      s.expression.expression.kind === ts.SyntaxKind.SuperKeyword,
  );
  if (!superCall) throw new Error(`lower-lit-decorators: a constructor without super() in ${source.fileName}`);
  edits.push({ start: superCall.getEnd(), end: superCall.getEnd(), text: ` ${assignments.join(' ')}` });
  return edits;
}

/** Removes `property` and `state` from the import of lit/decorators.js (the whole import when nothing else is left). */
function lowerImports(source) {
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== 'lit/decorators.js') continue;
    const named = statement.importClause?.namedBindings;
    const kept =
      named && ts.isNamedImports(named) ? named.elements.filter((e) => !LIT_DECORATORS.has(e.name.text)) : [];
    const text =
      kept.length > 0 ? `import { ${kept.map((e) => e.getText()).join(', ')} } from 'lit/decorators.js';` : '';
    edits.push({ start: statement.getStart(), end: statement.getEnd(), text });
  }
  return edits;
}

/** The source with every lit-decorated accessor lowered; unchanged when it has none. */
export function lowerLitDecorators(text, fileName) {
  if (!/@(property|state)\(/.test(text)) return text;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const edits = [];
  const visit = (node) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) edits.push(...lowerClass(node, source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return text;
  edits.push(...lowerImports(source));
  let output = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}
