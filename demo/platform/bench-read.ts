// Load test of a simple read: GET /v2/products/{id} on loopback with autocannon, against a platform started here.
// `node --import tsx demo/platform/bench-read.ts [--duration 10] [--connections 10]`; prints requests/s, p50, p99.
import { createRequire } from 'node:module';
import { startPlatform } from './start-platform.ts';

interface BenchResult {
  connections: number;
  duration: number;
  non2xx: number;
  errors: number;
  requests: { average: number };
  latency: { p50: number; p99: number };
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<BenchResult>;

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const platform = await startPlatform();
const url = `${platform.urls.api}/v2/products/prod_001`;
try {
  const result = await autocannon({
    url,
    duration: arg('duration', 10),
    connections: arg('connections', 10),
    headers: { authorization: `Bearer ${platform.keys.demo}`, accept: 'application/json' },
  });
  const summary = {
    url: 'GET /v2/products/prod_001',
    connections: result.connections,
    durationSeconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await platform.close();
}
