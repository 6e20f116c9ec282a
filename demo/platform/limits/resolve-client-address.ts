// The client address a limit is kept for. Behind `trustProxyHops` reverse proxies it is read from X-Forwarded-For
// (the entry that many hops from the right; the socket's peer is the last hop); never trusted otherwise. IPv4-mapped
// IPv6 counts as IPv4, and an IPv6 client counts by its /64, the block one subscriber usually gets, so hopping
// addresses inside it buys nothing.
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';

export function resolveClientAddress(req: IncomingMessage, trustProxyHops = 0): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  let address = peer;
  if (trustProxyHops > 0) {
    const header = req.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim());
    const chain = [...forwarded.filter(Boolean), peer];
    address = chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? peer;
  }
  return normalizeClientAddress(address);
}

export function normalizeClientAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Whether the request reached the platform over HTTPS (directly, or as the trusted proxy says). */
export function isSecureRequest(req: IncomingMessage, trustProxyHops = 0): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (trustProxyHops === 0) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return proto === 'https';
}

/** How many reverse proxies' X-Forwarded-* headers to believe: a whole number from 0 (none) to 10. */
export function resolveTrustProxyHops(hops = 0): number {
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new RangeError(`trustProxyHops must be a whole number from 0 to 10 (got ${String(hops)})`);
  return hops;
}
