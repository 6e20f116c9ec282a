// The one rule for the storefront surface a cart, checkout session or order is shown with (REST v1, the control
// panel, webhooks): `agentic` once an agent made or changed it (the MCP server's tools, a page tool's requests),
// else the surface of the campaign it is attributed to, else `shopkit`, the specification's default.
import type { Attribution } from '../state/types.ts';

export const AGENTIC_SURFACE = 'agentic' as const;

export function describeSurface(record: { surface: string | null; storefront: Attribution | null }): string {
  return record.surface ?? record.storefront?.surface ?? 'shopkit';
}
