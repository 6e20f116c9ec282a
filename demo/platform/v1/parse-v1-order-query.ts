// GET /v1/orders query: limit (1-200, default 50), offset (>= 0), status, from / to (ISO 8601, createdAt in
// [from, to)), include=lines. Throws V1QueryError naming the parameter.
export class V1QueryError extends Error {}

export interface V1OrderQuery {
  limit: number;
  offset: number;
  status: string | null;
  from: number | null;
  to: number | null;
  includeLines: boolean;
}

const STATUSES = ['new', 'done', 'cancelled'];

export function integer(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new V1QueryError(`${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(raw.slice(0, 40))}`);
  }
  return Number(raw);
}

function instant(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null) return null;
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(time))
    throw new V1QueryError(`${name} must be an ISO 8601 date-time; got ${JSON.stringify(raw.slice(0, 40))}`);
  return time;
}

export function parseV1OrderQuery(query: URLSearchParams): V1OrderQuery {
  const status = query.get('status');
  if (status !== null && !STATUSES.includes(status)) {
    throw new V1QueryError(`status must be one of ${STATUSES.join(', ')}; got ${JSON.stringify(status.slice(0, 40))}`);
  }
  const include = query.get('include');
  if (include !== null && include !== 'lines' && include !== '')
    throw new V1QueryError(`include must be "lines"; got ${JSON.stringify(include.slice(0, 40))}`);
  return {
    limit: integer(query, 'limit', 50, 1, 200),
    offset: integer(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
    status,
    from: instant(query, 'from'),
    to: instant(query, 'to'),
    includeLines: include === 'lines',
  };
}
