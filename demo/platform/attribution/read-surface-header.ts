// `Shopkit-Surface: agentic`, sent by the script tag's page tools (docs/agents.md) on the requests an agent makes in
// the shopper's session. Anyone holding the public key can send it, so it is attribution and nothing more: it marks
// the carts and checkouts those requests make or change (describe-surface.ts) and changes no price, scope or rate
// limit; no value takes the mark off a record. Any value but `agentic` is refused, naming the header.
import type { IncomingHttpHeaders } from 'node:http';
import { invalid } from '../http/api-error.ts';
import { AGENTIC_SURFACE } from './describe-surface.ts';

export const SURFACE_HEADER = 'shopkit-surface';

export function readSurfaceHeader(headers: IncomingHttpHeaders): typeof AGENTIC_SURFACE | null {
  const value = headers[SURFACE_HEADER];
  if (value === undefined) return null;
  if (value === AGENTIC_SURFACE) return AGENTIC_SURFACE;
  throw invalid('Shopkit-Surface', value, `must be "${AGENTIC_SURFACE}" when sent`);
}
