// Canned Shopify Storefront API answers so Buy Button JS can render offline: the remembered cart (one line,
// quantity 1), the shop's money format and one product with one variant and one image (the product component's
// page). Shapes follow the fields its queries select (cart API, 2025-01).
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
/** The product the product component shows (`createComponent('product', {id: BUY_BUTTON_PRODUCT_ID})`). */
export const BUY_BUTTON_PRODUCT_ID = '1';

/** The product, with its image at `imageUrl` (served by the canned server, on loopback like every subject's). */
export function buyButtonProduct(imageUrl: string) {
  const image = {
    id: 'gid://shopify/ProductImage/1',
    src: imageUrl,
    altText: 'Stoneware mug',
    width: 800,
    height: 800,
  };
  const variant = {
    id: 'gid://shopify/ProductVariant/1',
    title: 'Default Title',
    price: money('129.0'),
    priceV2: money('129.0'),
    weight: 0.3,
    available: true,
    sku: 'MUG-1',
    compareAtPrice: null,
    compareAtPriceV2: null,
    image,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
    unitPrice: null,
    unitPriceMeasurement: null,
  };
  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${BUY_BUTTON_PRODUCT_ID}`,
    availableForSale: true,
    createdAt: '2026-01-15T12:00:00Z',
    updatedAt: '2026-01-15T12:00:00Z',
    descriptionHtml: '<p>A sturdy stoneware mug.</p>',
    description: 'A sturdy stoneware mug.',
    handle: 'stoneware-mug',
    productType: 'Kitchen',
    title: 'Stoneware Mug',
    vendor: 'Bench Shop',
    publishedAt: '2026-01-15T12:00:00Z',
    onlineStoreUrl: null,
    options: [{ id: 'gid://shopify/ProductOption/1', name: 'Title', values: ['Default Title'] }],
    images: {
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      edges: [{ cursor: 'i1', node: image }],
    },
    variants: {
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      edges: [{ cursor: 'v1', node: variant }],
    },
  };
}

/** The GraphQL answer for one Buy Button request body; `imageUrl` is where the product's image is served. */
export function answerBuyButton(body: string, imageUrl = ''): unknown {
  const query = (JSON.parse(body) as { query?: string }).query ?? '';
  if (/\bcart\s*\(id:/.test(query)) return { data: { cart: BUY_BUTTON_CART } };
  if (/\bnode\s*\(id:/.test(query)) return { data: { node: buyButtonProduct(imageUrl) } };
  if (/\bshop\b/.test(query)) return { data: { shop: BUY_BUTTON_SHOP } };
  return { data: {} };
}
