// The JSON Schemas the tools share: argument fragments (ids, currency, quantities) and the records they answer with
// (agent-records.ts). An MCP client checks structured content against the output schema, so these say exactly what
// the records hold.
export const ID = {
  type: 'string',
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$',
  'x-rule': 'must be an id as this shop\'s answers give it (letters, digits, "_" and "-", at most 64)',
} as const;

export const CURRENCY = {
  type: 'string',
  pattern: '^[A-Z]{3}$',
  'x-rule': 'must be an ISO 4217 code in capitals, like EUR',
  description: 'ISO 4217 code of the currency to price in; the shop base currency when omitted or not offered.',
} as const;

export const QUANTITY = { type: 'integer', minimum: 1, maximum: 999 } as const;

const MONEY = { type: 'integer', description: 'Minor units of the record currency (cents, öre).' } as const;
const NULLABLE_MONEY = { type: ['integer', 'null'] } as const;
const TEXT = { type: 'string' } as const;
const NULLABLE_TEXT = { type: ['string', 'null'] } as const;

export const PRODUCT_SUMMARY = {
  type: 'object',
  required: ['id', 'slug', 'name', 'url', 'currency', 'price', 'available', 'variantCount'],
  properties: {
    id: TEXT,
    slug: TEXT,
    name: TEXT,
    url: { ...NULLABLE_TEXT, description: 'The product page on the shop site.' },
    currency: TEXT,
    price: MONEY,
    compareAtPrice: NULLABLE_MONEY,
    available: { type: 'boolean' },
    variantCount: { type: 'integer' },
  },
} as const;

export const PRODUCT = {
  type: 'object',
  required: [...PRODUCT_SUMMARY.required, 'description', 'options', 'variants'],
  properties: {
    ...PRODUCT_SUMMARY.properties,
    description: TEXT,
    categoryIds: { type: 'array', items: TEXT },
    options: {
      type: 'array',
      items: { type: 'object', properties: { name: TEXT, values: { type: 'array', items: TEXT } } },
    },
    variants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'price', 'available'],
        properties: {
          id: TEXT,
          name: TEXT,
          sku: TEXT,
          price: MONEY,
          compareAtPrice: NULLABLE_MONEY,
          available: { type: 'boolean' },
          stock: { type: ['integer', 'null'], description: 'null: not tracked.' },
          options: { type: 'object', additionalProperties: TEXT },
        },
      },
    },
    images: { type: 'array', items: { type: 'object', properties: { url: TEXT, alt: TEXT } } },
  },
} as const;

const DISCOUNT = {
  type: 'object',
  required: ['code', 'applied', 'amount'],
  properties: { code: TEXT, applied: { type: 'boolean' }, reason: NULLABLE_TEXT, amount: MONEY },
} as const;

export const CART = {
  type: 'object',
  required: ['cartId', 'currency', 'lines', 'itemCount', 'subtotal', 'discountTotal', 'total'],
  properties: {
    cartId: TEXT,
    currency: TEXT,
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['lineId', 'productId', 'variantId', 'name', 'quantity', 'unitPrice', 'lineTotal'],
        properties: {
          lineId: TEXT,
          productId: TEXT,
          variantId: TEXT,
          name: TEXT,
          variantName: NULLABLE_TEXT,
          quantity: { type: 'integer' },
          unitPrice: MONEY,
          lineTotal: MONEY,
          available: { type: 'boolean' },
        },
      },
    },
    itemCount: { type: 'integer' },
    subtotal: MONEY,
    discounts: { type: 'array', items: DISCOUNT },
    discountTotal: MONEY,
    vatTotal: MONEY,
    total: { ...MONEY, description: 'subtotal - discountTotal; shipping is chosen at checkout.' },
    freeShipping: {
      type: ['object', 'null'],
      properties: {
        methodName: TEXT,
        threshold: MONEY,
        remaining: MONEY,
        reached: { type: 'boolean' },
      },
    },
    expiresAt: TEXT,
  },
} as const;

/** `{cart}`: what every cart tool answers. */
export const CART_ANSWER = { type: 'object', required: ['cart'], properties: { cart: CART } } as const;

/** Fields of a cart answer that hold merchant text. */
export const CART_TEXT_FIELDS = ['cart.lines[].name', 'cart.lines[].variantName'] as const;
