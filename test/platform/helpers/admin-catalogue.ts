// Calls the admin API's catalogue for a test, checking every answer against openapi.json like the commerce API's, and
// makes catalogue inputs from small partials with no randomness (`makeProductInput({slug: 'x'})`).
import type { PlatformFixture } from './platform-fixture.ts';
import { assertMatchesContract } from './contract.ts';

export interface AdminAnswer<T = any> {
  status: number;
  body: T;
}

export interface AdminCall {
  body?: unknown;
  /** Sent as is with its own content type (a CSV file). */
  raw?: { text: string; contentType: string };
  token?: string;
}

export async function callAdmin<T = any>(
  f: PlatformFixture,
  method: string,
  path: string,
  call: AdminCall = {},
): Promise<AdminAnswer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${call.token ?? f.platform.adminToken}` };
  let body: string | undefined;
  if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    body = call.raw.text;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(`${f.platform.urls.admin}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const parsed = text === '' ? undefined : JSON.parse(text);
  assertMatchesContract(method, new URL(path, 'http://x').pathname, response.status, parsed);
  return { status: response.status, body: parsed };
}

export interface VariantPartial {
  sku: string;
  price?: number;
  stock?: number | null;
  [field: string]: unknown;
}

/** A product of one variant (SKU `<SLUG>-1`, 129.00, 5 in stock) in category `kitchen`, with one image. */
export function makeProductInput(partial: Record<string, unknown> & { slug: string }) {
  const name = partial.slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return {
    name,
    description: `The ${name.toLowerCase()}.`,
    categories: ['kitchen'],
    images: [{ file: `${partial.slug}-1.jpg` }],
    variants: [{ sku: `${partial.slug.toUpperCase()}-1`, price: 12900, stock: 5 }],
    ...partial,
  };
}
