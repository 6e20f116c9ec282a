// Canned Shopify Storefront API answers so Buy Button JS can render offline: the remembered cart (one line,
// quantity 1) and the shop's money format. Shapes follow the fields its queries select (cart API, 2025-01).
const money = (amount: string) => ({ amount, currencyCode: 'SEK' });

const CART_LINE = {
  __typename: 'CartLine',
  id: 'gid://shopify/CartLine/1',
  merchandise: {
    id: 'gid://shopify/ProductVariant/1',
    title: 'Default',
    image: null,
    product: { id: 'gid://shopify/Product/1', handle: 'mug', title: 'Mug' },
    weight: 0.3,
    available: true,
    sku: 'MUG-1',
    selectedOptions: [{ name: 'Title', value: 'Default' }],
    compareAtPrice: null,
    price: money('129.0'),
    unitPrice: null,
    unitPriceMeasurement: null,
  },
  quantity: 1,
  attributes: [],
  cost: {
    totalAmount: money('129.0'),
    subtotalAmount: money('129.0'),
    amountPerQuantity: money('129.0'),
    compareAtAmountPerQuantity: null,
  },
  discountAllocations: [],
};

export const BUY_BUTTON_CART = {
  id: 'gid://shopify/Cart/bench',
  createdAt: '2026-01-15T12:00:00Z',
  updatedAt: '2026-01-15T12:00:00Z',
  lines: { pageInfo: { hasNextPage: false, hasPreviousPage: false }, edges: [{ cursor: 'c1', node: CART_LINE }] },
  attributes: [],
  cost: {
    checkoutChargeAmount: money('129.0'),
    totalAmount: money('129.0'),
    subtotalAmount: money('129.0'),
    totalTaxAmount: null,
    totalDutyAmount: null,
  },
  checkoutUrl: 'https://bench-shop.myshopify.com/cart/c/bench',
  discountCodes: [],
  discountAllocations: [],
  buyerIdentity: {
    countryCode: 'SE',
    preferences: null,
    email: null,
    phone: null,
    customer: null,
    deliveryAddressPreferences: [],
  },
  deliveryGroups: { pageInfo: { hasNextPage: false, hasPreviousPage: false }, edges: [] },
  appliedGiftCards: [],
  note: null,
};

export const BUY_BUTTON_SHOP = {
  name: 'Bench Shop',
  currencyCode: 'SEK',
  moneyFormat: '{{amount}} kr',
  description: '',
  primaryDomain: { host: 'bench-shop.myshopify.com', sslEnabled: true, url: 'https://bench-shop.myshopify.com' },
  paymentSettings: {
    cardVaultUrl: '',
    countryCode: 'SE',
    currencyCode: 'SEK',
    acceptedCardBrands: [],
    enabledPresentmentCurrencies: ['SEK'],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  },
  privacyPolicy: null,
  refundPolicy: null,
  termsOfService: null,
};

export const BUY_BUTTON_TOKEN = 'benchstorefronttoken';

/** The GraphQL answer for one Buy Button request body. */
export function answerBuyButton(body: string): unknown {
  const query = (JSON.parse(body) as { query?: string }).query ?? '';
  if (/\bcart\s*\(id:/.test(query)) return { data: { cart: BUY_BUTTON_CART } };
  if (/\bshop\b/.test(query)) return { data: { shop: BUY_BUTTON_SHOP } };
  return { data: {} };
}
