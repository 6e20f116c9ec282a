// shopkit-storefront/server: Node-only helpers for a merchant's back office (REST API v1 client, webhook receiver).
// Never imported by the core or the CDN bundle.
export { ADMIN_API_KEY_PREFIX, ADMIN_API_KEY_PATTERN, isAdminApiKey, redactAdminKey } from './admin-api-key.ts';
export { isShopkitAdminAuthError, isShopkitAdminHttpError } from './admin-guards.ts';
export { SHOPKIT_ORDER_STATUSES } from './admin-types.ts';
export type {
  ShopkitAdminClient,
  ShopkitAdminClientOptions,
  ShopkitAdminFetch,
  ShopkitCustomer,
  ShopkitCustomerListOptions,
  ShopkitCustomerPage,
  ShopkitCustomerSummary,
  ShopkitOrder,
  ShopkitOrderAddress,
  ShopkitOrderCustomer,
  ShopkitOrderDiscount,
  ShopkitOrderShipping,
  ShopkitOrderLine,
  ShopkitOrderListOptions,
  ShopkitOrderPage,
  ShopkitOrderStatus,
} from './admin-types.ts';
export { ADMIN_TIMEOUT_MS, createAdminClient } from './create-admin-client.ts';
export { createWebhookHandler, DEFAULT_WEBHOOK_DEDUPE_WINDOW_MS } from './create-webhook-handler.ts';
export type { ShopkitWebhookHandler, ShopkitWebhookHandlerOptions } from './create-webhook-handler.ts';
export { ShopkitAdminAuthError } from './shopkit-admin-auth-error.ts';
export { ShopkitAdminHttpError } from './shopkit-admin-http-error.ts';
export { describeWebhookIdParam, isShopkitWebhookEventType, SHOPKIT_WEBHOOK_EVENTS } from './webhook-events.ts';
export type { ShopkitWebhookEvent, ShopkitWebhookEventType } from './webhook-events.ts';
