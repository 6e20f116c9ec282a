// The client's wire types (src/types/) say what openapi.json says, the document the platform's answers are checked
// against (test/platform/contract.test.ts): for every record the document describes, the client's interface of the
// same name has the same fields, a field is optional exactly when the document does not require it, and it admits
// null exactly when the document does. So the platform's presenters and the client's types cannot drift apart
// without a test failing. TypeScript's checker (the 5.9 compiler installed as typescript-5, since TypeScript 7 has
// no JavaScript API) reads the interfaces.
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-5';
import contract from '../../demo/platform/openapi.json' with { type: 'json' };
import { DISCOUNT_REASONS } from '../../src/config/discount-code.ts';

/** The document's records that the client declares, each under the same name. */
const RECORDS = [
  'Image',
  'Variant',
  'ProductOption',
  'Product',
  'MoneyFormat',
  'Category',
  'CurrencyOffer',
  'Storefront',
  'StorefrontAttribution',
  'Shop',
  'ShopTracking',
  'CartItem',
  'AppliedDiscount',
  'FreeShipping',
  'Cart',
  'CartLineInput',
  'ShippingLine',
  'ShippingAddress',
  'CheckoutHandoff',
  'CheckoutSession',
  'ConsentReceipt',
  'SignInChallenge',
  'SavedAddress',
  'Customer',
  'CustomerSession',
  'OrderDiscountLine',
  'CustomerOrder',
  'ReorderLine',
  'ReorderResult',
  'CustomerCart',
  'CustomerExport',
  'ProductSearchPage',
  'SuggestedProduct',
  'SuggestedCategory',
  'SearchSuggestions',
];

/** The document's other schemas: request bodies and envelopes the client builds inline or reads through others. */
const NOT_DECLARED = {
  ProductPage: 'read as Page<Product>',
  CategoryList: 'read as { data: Category[] }',
  StorefrontInput: 'a request body the client builds inline',
  CartCreateInput: 'a request body the client builds inline',
  CartLineUpdate: 'a request body the client builds inline',
  CheckoutInput: 'a request body the client builds from CheckoutStartOptions',
  StockLine: 'read through ApiErrorBody.error.lines',
  Error: 'declared as ApiErrorBody',
  DiscountReason: 'a string union: its values are checked against DISCOUNT_REASONS below',
  DiscountInput: 'a request body the client builds inline',
  ConsentRecordInput: 'a request body the client builds inline',
  FreeText: 'a rule for text fields (a string), not a record',
  MultilineText: 'a rule for text fields (a string), not a record',
  EmailAddress: 'a rule for e-mail address fields (a string), not a record',
  ...Object.fromEntries(
    [
      'CatalogueSlug',
      'Sku',
      'ImageFile',
      'AdminImage',
      'AdminOption',
      'AdminVariantInput',
      'AdminVariantPatch',
      'AdminProductInput',
      'AdminProductPatch',
      'AdminVariant',
      'AdminProduct',
      'AdminProductPage',
      'AdminCategoryInput',
      'AdminCategoryPatch',
      'AdminCategoryList',
      'AdminStockInput',
      'AdminStockResult',
      'CatalogueImport',
      'CatalogueImportResult',
    ].map((name) => [name, "the admin API's catalogue, which the client never calls"]),
  ),
  SignInInput: 'a request body the client builds from ShopkitSignInOptions',
  SignInVerifyInput: 'a request body the client builds inline',
  SavedAddressInput: 'declared as SavedAddressInput, whose phone may be left out',
  ReorderInput: 'a request body the client builds inline',
  CustomerCartInput: 'a request body the client builds inline',
  CustomerOrderPage: 'read as Page<CustomerOrder>',
};

interface Schema {
  enum?: string[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

/** Field name -> "required" or "optional", and "nullable" when null is allowed. */
type Fields = Record<string, string>;

const SCHEMAS = (contract as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;

const allowsNull = (schema: Schema): boolean =>
  schema.type === 'null' ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(allowsNull);

function documentFields(name: string, schemas: Record<string, Schema> = SCHEMAS): Fields {
  const schema = schemas[name];
  if (!schema) throw new Error(`openapi.json describes no ${name}`);
  const parts = [
    schema,
    ...(schema.allOf ?? []).map((part) => (part.$ref ? schemas[part.$ref.split('/').pop()!]! : part)),
  ];
  const required = new Set(parts.flatMap((part) => part.required ?? []));
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(properties).map(([field, property]) => [
      field,
      `${required.has(field) ? 'required' : 'optional'}${allowsNull(property) ? ', nullable' : ''}`,
    ]),
  );
}

function clientFields(): Map<string, Fields> {
  const entry = fileURLToPath(new URL('../../src/types.ts', import.meta.url));
  const program = ts.createProgram([entry], { noEmit: true, strict: true, allowImportingTsExtensions: true });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!);
  const fields = new Map<string, Fields>();
  for (const exported of exports) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const entries = checker.getPropertiesOfType(type).map((property) => {
      const propertyType = checker.getTypeOfSymbol(property);
      const nullable = (propertyType.isUnion() ? propertyType.types : [propertyType]).some(
        (member) => member.flags & ts.TypeFlags.Null,
      );
      const optional = property.flags & ts.SymbolFlags.Optional;
      return [property.name, `${optional ? 'optional' : 'required'}${nullable ? ', nullable' : ''}`];
    });
    fields.set(exported.name, Object.fromEntries(entries));
  }
  return fields;
}

describe('client wire types against openapi.json', function () {
  this.timeout(60_000);

  it('reads required, optional and nullable fields from a schema', () => {
    const probe: Schema = {
      type: 'object',
      required: ['a', 'b'],
      properties: {
        a: { type: 'string' },
        b: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        c: { type: 'integer' },
      },
    };
    expect(documentFields('Probe', { Probe: probe })).to.deep.equal({
      a: 'required',
      b: 'required, nullable',
      c: 'optional',
    });
  });

  it('checks every schema of the document, or says why the client declares none', () => {
    expect(Object.keys(SCHEMAS).sort()).to.deep.equal([...RECORDS, ...Object.keys(NOT_DECLARED)].sort());
  });

  it('declares every record of the document with the same fields, optional and nullable alike', () => {
    const client = clientFields();
    const differences = RECORDS.flatMap((name) => {
      const declared = client.get(name);
      if (!declared) return [`${name}: not declared by the client`];
      const documented = documentFields(name);
      return [...new Set([...Object.keys(documented), ...Object.keys(declared)])]
        .filter((field) => documented[field] !== declared[field])
        .map(
          (field) =>
            `${name}.${field}: document ${documented[field] ?? 'absent'}, client ${declared[field] ?? 'absent'}`,
        );
    });
    expect(differences).to.deep.equal([]);
  });

  it("knows the document's discount reasons, no more and no fewer", () => {
    expect([...DISCOUNT_REASONS].sort()).to.deep.equal([...(SCHEMAS.DiscountReason?.enum ?? [])].sort());
  });
});
