// Every route of the control panel, on http/router.ts like the API and the admin API: the stylesheet and the login
// (open to all), the logout, and each section's pages and actions (added by the section's own file).
import fs from 'node:fs';
import { isSecureRequest } from '../limits/resolve-client-address.ts';
import { sendText } from '../http/respond.ts';
import { createRouter, type Router } from '../http/router.ts';
import { addApiSettingsRoutes } from './api-settings-routes.ts';
import { addCatalogueRoutes } from './catalogue-routes.ts';
import { addDiscountPanelRoutes } from './discount-panel.ts';
import { addOrderRoutes } from './order-routes.ts';
import { addCustomerPanelRoutes } from './customer-routes.ts';
import { answerLogin, loginPage } from './panel-login.ts';
import { signedIn, type PanelHandler } from './panel-route.ts';
import { addShippingPanelRoutes } from './shipping-panel.ts';
import { addTrackingSettingsRoutes } from './tracking-settings-routes.ts';
import { addWebhookSettingsRoutes } from './webhook-settings-routes.ts';

const CSS = fs.readFileSync(new URL('./panel.css', import.meta.url), 'utf8');

export function createPanelRouter(): Router<PanelHandler> {
  const router = createRouter<PanelHandler>();
  router.add('GET', '/panel/panel.css', async ({ res }) => {
    sendText(res, 200, 'text/css; charset=utf-8', CSS, { 'Cache-Control': 'no-cache' });
    return 'sent';
  });
  router.add('GET', '/panel/login', async ({ session }) => (session ? { redirect: '/panel/orders' } : loginPage(null)));
  router.add('POST', '/panel/login', async ({ context, req, form }) => answerLogin(context, req, form));
  router.add(
    'POST',
    '/panel/logout',
    signedIn(async ({ context, req, session }) => {
      context.sessions.logout(session.token);
      return {
        redirect: '/panel/login',
        cookie: context.sessions.cookie(null, isSecureRequest(req, context.trustProxyHops)),
      };
    }),
  );
  addOrderRoutes(router);
  addCustomerPanelRoutes(router);
  addCatalogueRoutes(router);
  addDiscountPanelRoutes(router);
  addShippingPanelRoutes(router);
  addApiSettingsRoutes(router);
  addWebhookSettingsRoutes(router);
  addTrackingSettingsRoutes(router);
  return router;
}
