// Deterministic record factories matching docs/design.md ("Records"). No randomness, so a failure reproduces.
import type {
  AppliedDiscount,
  Cart,
  CartItem,
  Category,
  CheckoutHandoff,
  CheckoutSession,
  CurrencyOffer,
  Customer,
  CustomerOrder,
  CustomerSession,
  Image,
  Product,
  ProductOption,
  Shop,
  Variant,
} from '../../src/types.ts';

export const FIXED_TIME = '2026-01-15T12:00:00.000Z';
export const DEMO_KEY = 'shop_pk_demo_demo0publishable0key';
export const DEMO_SECRET = 'demo0publishable0key';
export const LEGACY_KEY = 'shop_pk_legacy_legacy0publishable0key';
export const STOREFRONT_ID = 'sf_01hzx3k8q9w2e4r6t8y0v2j4m6';

export function makeImage(partial: Partial<Image> = {}): Image {
  return {
    url: 'https://cdn.shopkit.app/images/demo/products/mug-1.jpg',
    path: 'products/mug-1.jpg',
    alt: 'Mug',
    width: 800,
    height: 800,
    ...partial,
  };
}

export function makeVariant(partial: Partial<Variant> = {}): Variant {
  return {
    id: 'var_mug_default',
    name: 'Default',
    sku: 'MUG-1',
    price: 12900,
    compareAtPrice: null,
    stock: 10,
    available: true,
    options: {},
    image: null,
    ...partial,
  };
}

export function makeProduct(partial: Partial<Product> = {}): Product {
  return {
    id: 'prod_mug',
    slug: 'mug',
    name: 'Mug',
    description: 'A stoneware mug.',
    categoryIds: ['cat_kitchen'],
    currency: 'SEK',
    price: 12900,
    compareAtPrice: null,
    vatRate: 0.25,
    images: [makeImage()],
    variants: [makeVariant()],
    options: [],
    available: true,
    createdAt: FIXED_TIME,
    ...partial,
  };
}

/**
 * A product with a Size x Colour matrix: S/M/L x Moss/Clay, where M/Clay does not exist, S/Moss is sold out, L costs
 * more, and Clay variants have their own image. Every variant id is `var_tee_<size>_<colour>` in lower case.
 */
export function makeOptionsProduct(partial: Partial<Product> = {}): Product {
  const options: ProductOption[] = [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Moss', 'Clay'] },
  ];
  const clay = makeImage({ url: 'https://cdn.shopkit.app/images/demo/products/tee-clay.jpg', alt: 'Clay tee' });
  const variant = (size: string, colour: string, extra: Partial<Variant> = {}): Variant =>
    makeVariant({
      id: `var_tee_${size}_${colour}`.toLowerCase(),
      name: `${size} / ${colour}`,
      sku: `TEE-${size}-${colour}`.toUpperCase(),
      price: size === 'L' ? 27900 : 24900,
      options: { Size: size, Colour: colour },
      image: colour === 'Clay' ? clay : null,
      ...extra,
    });
  return makeProduct({
    id: 'prod_tee',
    slug: 'tee',
    name: 'Tee',
    price: 24900,
    images: [makeImage({ url: 'https://cdn.shopkit.app/images/demo/products/tee-moss.jpg', alt: 'Moss tee' })],
    options,
    variants: [
      variant('S', 'Moss', { stock: 0, available: false }),
      variant('S', 'Clay'),
      variant('M', 'Moss', { stock: 2 }),
      variant('L', 'Moss', { stock: null }),
      variant('L', 'Clay'),
    ],
    ...partial,
  });
}

export function makeCategory(partial: Partial<Category> = {}): Category {
  return {
    id: 'cat_kitchen',
    slug: 'kitchen',
    name: 'Kitchen',
    description: 'Things for the kitchen.',
    productCount: 3,
    ...partial,
  };
}

export function makeCurrencyOffer(partial: Partial<CurrencyOffer> = {}): CurrencyOffer {
  return { code: 'SEK', mode: 'base', rate: 1, exponent: 2, ...partial };
}

export function makeShop(partial: Partial<Shop> = {}): Shop {
  return {
    id: 'demo',
    storeId: 4711,
    name: 'Demo Shop',
    baseCurrency: 'SEK',
    currency: 'SEK',
    currencies: [
      makeCurrencyOffer(),
      makeCurrencyOffer({ code: 'EUR', mode: 'charge', rate: 0.087 }),
      makeCurrencyOffer({ code: 'USD', mode: 'display', rate: 0.095 }),
      makeCurrencyOffer({ code: 'JPY', mode: 'display', rate: 14.2, exponent: 0 }),
    ],
    checkout: 'v2',
    locale: 'sv-SE',
    storefront: null,
    tracking: {
      ga4MeasurementId: null,
      gtmContainerId: null,
      metaPixelId: null,
      consentLog: false,
      googleTagOrigin: null,
      metaPixelOrigin: null,
    },
    ...partial,
  };
}

export function makeCartItem(partial: Partial<CartItem> = {}): CartItem {
  const quantity = partial.quantity ?? 1;
  const unitPrice = partial.unitPrice ?? 12900;
  return {
    id: 'li_0001',
    productId: 'prod_mug',
    variantId: 'var_mug_default',
    name: 'Mug',
    variantName: null,
    slug: 'mug',
    image: makeImage(),
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
    available: true,
    ...partial,
  };
}

export function makeAppliedDiscount(partial: Partial<AppliedDiscount> = {}): AppliedDiscount {
  return { code: 'SPRING10', applied: true, reason: null, amount: 1290, ...partial };
}

/** Totals as the platform derives them: subtotal the sum of the lines, total less the applied codes, VAT 25 %. */
function totalsOf(items: CartItem[], discounts: AppliedDiscount[]) {
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const discountTotal = discounts.reduce((sum, discount) => sum + (discount.applied ? discount.amount : 0), 0);
  const total = subtotal - discountTotal;
  return { subtotal, discounts, discountTotal, vatTotal: Math.round(total / 5), total };
}

export function makeCart(partial: Partial<Cart> = {}): Cart {
  const items = partial.items ?? [makeCartItem()];
  return {
    id: 'cart_0001',
    storeId: 4711,
    currency: 'SEK',
    storefront: null,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    ...totalsOf(items, partial.discounts ?? []),
    freeShipping: null,
    createdAt: FIXED_TIME,
    updatedAt: FIXED_TIME,
    expiresAt: '2026-02-14T12:00:00.000Z',
    ...partial,
  };
}

export function makeCheckoutHandoff(partial: Partial<CheckoutHandoff> = {}): CheckoutHandoff {
  return {
    url: 'https://checkout.shopkit.app/session/cs_0001',
    checkout: 'v2',
    sessionId: 'cs_0001',
    storeId: 4711,
    currency: 'SEK',
    expiresAt: '2026-01-15T13:00:00.000Z',
    ...partial,
  };
}

export function makeCheckoutSession(partial: Partial<CheckoutSession> = {}): CheckoutSession {
  const items = partial.items ?? [makeCartItem()];
  return {
    id: 'cs_0001',
    status: 'open',
    cartId: 'cart_0001',
    storeId: 4711,
    currency: 'SEK',
    items,
    ...totalsOf(items, partial.discounts ?? []),
    shipping: null,
    shippingTotal: 0,
    shippingAddress: null,
    orderNumber: null,
    successUrl: 'https://shop.example/thanks',
    backUrl: 'https://shop.example/cart',
    storefront: null,
    surface: null,
    createdAt: FIXED_TIME,
    expiresAt: '2026-01-15T13:00:00.000Z',
    ...partial,
  };
}

/** The demo shop's session token shape: `shop_ct_demo_` and 43 base32 characters. */
export const makeCustomerToken = (n = 1): string => `shop_ct_demo_${String(n).padStart(43, '0')}`;

export function makeCustomer(partial: Partial<Customer> = {}): Customer {
  return { id: 'cus_0001', email: 'ann@example.com', createdAt: FIXED_TIME, addresses: [], orderCount: 0, ...partial };
}

export function makeCustomerSession(partial: Partial<CustomerSession> = {}): CustomerSession {
  return {
    token: makeCustomerToken(),
    expiresAt: '2026-02-14T12:00:00.000Z',
    refreshAfter: '2026-01-15T13:00:00.000Z',
    customer: makeCustomer(),
    ...partial,
  };
}

export function makeCustomerOrder(partial: Partial<CustomerOrder> = {}): CustomerOrder {
  const items = partial.items ?? [makeCartItem()];
  const { discounts: _applied, ...totals } = totalsOf(items, []);
  return {
    id: 'ord_0001',
    number: '1001',
    status: 'new',
    createdAt: FIXED_TIME,
    currency: 'SEK',
    items,
    ...totals,
    discounts: [],
    shipping: null,
    shippingTotal: 0,
    shippingAddress: null,
    ...partial,
  };
}
