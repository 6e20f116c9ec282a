// The REST v1 base URL: absolute https only (the platform answers plain HTTP with 401), no credentials, no query;
// trailing slashes and a trailing `/v1` are stripped because every request path carries `/v1`.
import { ShopkitConfigError } from '../errors/shopkit-config-error.ts';

export function normalizeAdminBaseUrl(value: unknown, field = 'baseUrl'): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ShopkitConfigError(
      field,
      `an https:// URL of the REST API v1 is required; got ${typeof value === 'string' ? 'an empty string' : String(value)}`,
    );
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ShopkitConfigError(field, `${JSON.stringify(value)} is not an absolute URL`);
  }
  if (url.protocol === 'http:') {
    throw new ShopkitConfigError(
      field,
      `${JSON.stringify(`${url.origin}${url.pathname}`)} uses plain http; REST API v1 requires https (the key would cross the network in clear text)`,
    );
  }
  if (url.protocol !== 'https:')
    throw new ShopkitConfigError(field, `${JSON.stringify(url.protocol)} is not supported; use an https:// URL`);
  if (url.username || url.password)
    throw new ShopkitConfigError(
      field,
      `${JSON.stringify(url.host)}: the URL must not carry credentials; pass apiKey instead`,
    );
  if (url.search || url.hash)
    throw new ShopkitConfigError(
      field,
      `${JSON.stringify(url.origin + url.pathname)}: the URL must not carry a query or fragment`,
    );
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}`;
}
