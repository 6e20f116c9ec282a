// createAdminClient: the merchant's server-side client for REST API v1 (orders, product count, customers). Validate first, then
// build; the key lives only in the Authorization header and is redacted everywhere else.
import { ShopkitConfigError } from '../errors/shopkit-config-error.ts';
import { ShopkitNetworkError } from '../errors/shopkit-network-error.ts';
import { describeBasicAuth, isAdminApiKey, redactAdminKey } from './admin-api-key.ts';
import type { ShopkitAdminClient, ShopkitAdminClientOptions, ShopkitAdminFetch } from './admin-types.ts';
import { createHttpsFetch } from './create-https-fetch.ts';
import { describeCustomerQuery, describeOrderQuery } from './describe-order-query.ts';
import { normalizeAdminBaseUrl } from './normalize-admin-base-url.ts';
import {
  AdminShapeError,
  parseCustomer,
  parseCustomerPage,
  parseOrderPage,
  parseProductCount,
} from './parse-admin-responses.ts';
import { ShopkitAdminAuthError } from './shopkit-admin-auth-error.ts';
import { ShopkitAdminHttpError } from './shopkit-admin-http-error.ts';

export const ADMIN_TIMEOUT_MS = 15_000;

function resolveFetch(options: ShopkitAdminClientOptions): ShopkitAdminFetch {
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new ShopkitConfigError('fetch', `expected a fetch function; got ${typeof options.fetch}`);
  }
  if (options.fetch && options.ca !== undefined)
    throw new ShopkitConfigError('ca', 'pass either ca or fetch, not both (a custom fetch decides its own trust)');
  if (options.ca !== undefined) {
    const list = Array.isArray(options.ca) ? options.ca : [options.ca];
    if (list.length === 0 || !list.every((pem) => typeof pem === 'string' && pem.includes('BEGIN CERTIFICATE'))) {
      throw new ShopkitConfigError('ca', 'expected PEM certificate text (-----BEGIN CERTIFICATE-----)');
    }
    return createHttpsFetch(options.ca);
  }
  return options.fetch ?? ((input, init) => fetch(input, init));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text.slice(0, 200);
  }
}

export function createAdminClient(options: ShopkitAdminClientOptions): ShopkitAdminClient {
  if (typeof options !== 'object' || options === null)
    throw new ShopkitConfigError('options', 'expected {apiKey, baseUrl}');
  const { apiKey } = options;
  if (!isAdminApiKey(apiKey)) {
    throw new ShopkitConfigError(
      'apiKey',
      `${JSON.stringify(redactAdminKey(apiKey))} is not an admin API key; expected shop_sk_<shopPrefix>_<secret> from Settings, then API`,
    );
  }
  const baseUrl = normalizeAdminBaseUrl(options.baseUrl);
  const send = resolveFetch(options);
  const authorization = describeBasicAuth(apiKey);
  const redacted = redactAdminKey(apiKey);

  async function get<T>(path: string, query: URLSearchParams, parse: (body: unknown) => T): Promise<T> {
    const search = query.toString();
    const url = `${baseUrl}${path}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await send(url, {
        method: 'GET',
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ShopkitNetworkError('GET', path, error);
    }
    const body = await readBody(response);
    const detail =
      typeof (body as { error?: unknown } | null)?.error === 'string'
        ? (body as { error: string }).error
        : `HTTP ${response.status}`;
    if (response.status === 401) throw new ShopkitAdminAuthError({ method: 'GET', path, key: redacted, detail });
    if (!response.ok) throw new ShopkitAdminHttpError({ status: response.status, method: 'GET', path, body, detail });
    try {
      return parse(body);
    } catch (error) {
      if (!(error instanceof AdminShapeError)) throw error;
      throw new ShopkitAdminHttpError({
        status: response.status,
        method: 'GET',
        path,
        body,
        detail: `unexpected body: ${error.message}`,
      });
    }
  }

  return Object.freeze({
    baseUrl,
    orders: Object.freeze({
      list: async (listOptions = {}) => get('/v1/orders', describeOrderQuery(listOptions), parseOrderPage),
    }),
    products: Object.freeze({ count: async () => get('/v1/products/count', new URLSearchParams(), parseProductCount) }),
    customers: Object.freeze({
      list: async (listOptions = {}) => get('/v1/customers', describeCustomerQuery(listOptions), parseCustomerPage),
      async get(id: string) {
        if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id))
          throw new ShopkitConfigError('customers.get id', `expected a customer id; got ${JSON.stringify(id)}`);
        try {
          return await get(`/v1/customers/${id}`, new URLSearchParams(), parseCustomer);
        } catch (error) {
          if (error instanceof ShopkitAdminHttpError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  });
}
