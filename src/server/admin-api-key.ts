// Admin API keys for REST v1: `shop_sk_<shopPrefix>_<secret>`, the publishable key's grammar (docs/design.md
// "Keys"). They are secret: only the Authorization header ever carries one; messages quote them through
// redactAdminKey.
export const ADMIN_API_KEY_PREFIX = 'shop_sk_';
export const ADMIN_API_KEY_PATTERN = /^shop_sk_([A-Za-z0-9-]+)_[A-Za-z0-9]+$/;
const BULLETS = '\u2022\u2022\u2022\u2022';

/** Keeps `shop_sk_<shopPrefix>_` and replaces the secret with four bullets; anything else becomes four bullets. */
export function redactAdminKey(key: unknown): string {
  const match = typeof key === 'string' ? ADMIN_API_KEY_PATTERN.exec(key) : null;
  return match ? `${ADMIN_API_KEY_PREFIX}${match[1]}_${BULLETS}` : BULLETS;
}

export function isAdminApiKey(value: unknown): value is string {
  return typeof value === 'string' && ADMIN_API_KEY_PATTERN.test(value);
}

/** `Basic base64(<key>:<key>)`: the key is both user name and password (spec, Authentication of REST v1). */
export function describeBasicAuth(key: string): string {
  return `Basic ${Buffer.from(`${key}:${key}`, 'utf8').toString('base64')}`;
}
