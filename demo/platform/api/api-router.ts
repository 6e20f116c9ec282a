// The commerce API's routes (docs/design.md, "Commerce API v2"), one table for the HTTP listener (api-server.ts) and
// the MCP server's tools (mcp/call-api.ts).
import { createRouter, type Router } from '../http/router.ts';
import { addCartRoutes } from './cart-routes.ts';
import { addCategoryRoutes } from './category-routes.ts';
import { addCheckoutRoutes } from './checkout-routes.ts';
import { addConsentRoutes } from './consent-routes.ts';
import { addCustomerRoutes } from './customer-routes.ts';
import { addSignInRoutes } from './sign-in-routes.ts';
import type { ApiRoute } from './context.ts';
import { addDiscountRoutes } from './discount-routes.ts';
import { addProductRoutes } from './product-routes.ts';
import { addSearchRoutes } from './search-routes.ts';
import { addShopRoutes } from './shop-routes.ts';

export function createApiRouter(): Router<ApiRoute> {
  const router = createRouter<ApiRoute>();
  addShopRoutes(router);
  addProductRoutes(router);
  addSearchRoutes(router);
  addCategoryRoutes(router);
  addCartRoutes(router);
  addDiscountRoutes(router);
  addCheckoutRoutes(router);
  addConsentRoutes(router);
  addSignInRoutes(router);
  addCustomerRoutes(router);
  return router;
}
