// Signing in and out (docs/design.md, "Customer accounts and sessions"): ask for a code, check it (a session token),
// rotate the token, sign out here, sign out everywhere. The answers that carry a token are never kept for an
// Idempotency-Key replay.
import { checkSignIn } from '../customers/check-sign-in.ts';
import { describeSessionTimes, rotateCustomerSession } from '../customers/customer-sessions.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import { startSignIn } from '../customers/start-sign-in.ts';
import type { SignedIn } from '../customers/customer-types.ts';
import type { Router } from '../http/router.ts';
import { deleteCustomerSession, deleteSessionsOf } from '../repo/customer-sessions.ts';
import type { ApiRequest, ApiRoute } from './context.ts';

/** The signed-in customer of a route marked `customer: 'required'`. */
export const signedIn = (request: ApiRequest): SignedIn => request.customer!;

export function addSignInRoutes(router: Router<ApiRoute>): void {
  router.add('POST', '/v2/customer/sign-in', { scope: 'customer:write', maxBodyBytes: 4096, handle: startSignIn });
  router.add('POST', '/v2/customer/sign-in/verify', {
    scope: 'customer:write',
    maxBodyBytes: 1024,
    secretAnswer: true,
    handle: checkSignIn,
  });
  router.add('POST', '/v2/customer/session/refresh', {
    scope: 'customer:write',
    customer: 'required',
    secretAnswer: true,
    maxBodyBytes: 1024,
    async handle(request) {
      const current = signedIn(request);
      const { token, session } = await rotateCustomerSession(request.tx, current, request.platform.now());
      const customer = await presentCustomer(request.tx, current.customer);
      return { status: 200, body: { token, ...describeSessionTimes(session), customer } };
    },
  });
  router.add('DELETE', '/v2/customer/session', {
    scope: 'customer:write',
    customer: 'required',
    async handle(request) {
      await deleteCustomerSession(request.tx, signedIn(request).session.id);
      return { status: 204 };
    },
  });
  router.add('DELETE', '/v2/customer/sessions', {
    scope: 'customer:write',
    customer: 'required',
    async handle(request) {
      await deleteSessionsOf(request.tx, signedIn(request).customer.id);
      return { status: 204 };
    },
  });
}
