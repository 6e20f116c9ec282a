// The local platform's throughput on loopback, measured with autocannon for a bounded time: a product read
// (GET /v2/products/{id}) and an add-to-cart (POST /v2/cart/{id}/items with a fresh Idempotency-Key each time,
// spread over many carts and an untracked-stock product so no answer is a quantity or stock refusal).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface ThroughputFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}
export interface ThroughputOptions {
  durationSeconds: number;
  connections: number;
  carts: number;
}
export const THROUGHPUT_DEFAULTS: ThroughputOptions = { durationSeconds: 5, connections: 10, carts: 100 };

export function figure(result: AutocannonResult): ThroughputFigure {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function post(apiUrl: string, key: string, path: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
  });
  if (!response.ok) throw new Error(`bench: POST ${path} answered ${response.status}`);
  return (await response.json()) as { id: string };
}

export async function untrackedProduct(apiUrl: string, key: string): Promise<{ id: string; variantId: string }> {
  const response = await fetch(`${apiUrl}/v2/products?limit=200`, { headers: { authorization: `Bearer ${key}` } });
  const page = (await response.json()) as {
    data: Array<{ id: string; variants: Array<{ id: string; stock: number | null; available: boolean }> }>;
  };
  const product = page.data.find(
    (p) => p.variants.length === 1 && p.variants[0]!.stock === null && p.variants[0]!.available,
  );
  if (!product) throw new Error('bench: no single-variant product with untracked stock in the catalogue');
  return { id: product.id, variantId: product.variants[0]!.id };
}

export async function runThroughput(
  apiUrl: string,
  key: string,
  options: ThroughputOptions = THROUGHPUT_DEFAULTS,
): Promise<{ productRead: ThroughputFigure; addToCart: ThroughputFigure; options: ThroughputOptions }> {
  const product = await untrackedProduct(apiUrl, key);
  const auth = { authorization: `Bearer ${key}`, accept: 'application/json' };
  const common = { url: apiUrl, connections: options.connections, duration: options.durationSeconds };
  const productRead = await autocannon({
    ...common,
    requests: [{ method: 'GET', path: `/v2/products/${product.id}`, headers: auth }],
  });
  const carts: string[] = [];
  for (let i = 0; i < options.carts; i++) carts.push((await post(apiUrl, key, '/v2/cart', {})).id);
  let next = 0;
  const body = JSON.stringify({ productId: product.id, variantId: product.variantId, quantity: 1 });
  const addToCart = await autocannon({
    ...common,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (req: AutocannonRequest) => ({
          ...req,
          path: `/v2/cart/${carts[next++ % carts.length]}/items`,
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  return { productRead: figure(productRead), addToCart: figure(addToCart), options };
}
