// Where webhook deliveries may go. A receiver must be an http(s) URL whose host is, and resolves only to, public
// unicast addresses: loopback, link-local, private (RFC 1918), unique-local IPv6, CGNAT, unspecified, multicast,
// broadcast, reserved and IPv6 transition addresses that embed IPv4 are refused, so a merchant account (or anyone who
// gets into the panel) cannot make the platform probe its own network. `allowPrivateNetworks` (the platform's local
// development option) lifts the rule; `allowedNetworks` lets an operator name internal receivers (CIDR).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

export interface WebhookUrlPolicyOptions {
  /** Local development: any address may receive webhooks. */
  allowPrivateNetworks?: boolean;
  /** CIDR ranges allowed although not public, e.g. `10.20.0.0/16` for an internal receiver. */
  allowedNetworks?: readonly string[];
  /** Resolves a host name to every address it has (tests inject one). */
  resolve?: ResolveHost;
}

export interface WebhookUrlPolicy {
  readonly allowPrivateNetworks: boolean;
  /** Why this address may not receive webhooks, or null when it may. */
  describeRefusal(address: string): string | null;
  /** Resolves the URL's host and checks every address; throws WebhookUrlError naming `field` and the URL. */
  check(url: string, field?: string): Promise<void>;
  /** Every address of `host`, each checked (the connect-time lookup uses it, against DNS rebinding). */
  resolveChecked(host: string): Promise<ResolvedAddress[]>;
}

export class WebhookUrlError extends Error {
  override readonly name = 'WebhookUrlError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private (RFC 1918) address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local IPv6 address',
  carrierGradeNat: 'a carrier-grade NAT (CGNAT) address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

const defaultResolve: ResolveHost = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export function createWebhookUrlPolicy(options: WebhookUrlPolicyOptions = {}): WebhookUrlPolicy {
  const allowPrivateNetworks = options.allowPrivateNetworks ?? false;
  const allowed = (options.allowedNetworks ?? []).map((cidr) => parseNetwork(cidr));
  const resolve = options.resolve ?? defaultResolve;

  function describeRefusal(address: string): string | null {
    if (allowPrivateNetworks) return null;
    if (!ipaddr.isValid(address)) return 'not an IP address';
    const parsed = ipaddr.process(address);
    const range = parsed.range();
    if (range === 'unicast') return null;
    if (allowed.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits))) return null;
    return RANGE_WORDS[range] ?? `a ${range} address, not a public one`;
  }

  async function resolveChecked(host: string): Promise<ResolvedAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const literal = net.isIP(bare);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
    else {
      try {
        addresses = await resolve(bare);
      } catch (error) {
        throw new Error(`host ${JSON.stringify(bare)} does not resolve (${(error as NodeJS.ErrnoException).code})`);
      }
      if (addresses.length === 0) throw new Error(`host ${JSON.stringify(bare)} has no address`);
    }
    for (const { address } of addresses) {
      const refusal = describeRefusal(address);
      if (refusal)
        throw new Error(`${literal ? 'host' : `host ${JSON.stringify(bare)} resolves to`} ${address}, ${refusal}`);
    }
    return addresses;
  }

  return {
    allowPrivateNetworks,
    describeRefusal,
    resolveChecked,
    async check(url, field = 'url') {
      const shown = JSON.stringify(url.length > 200 ? `${url.slice(0, 197)}...` : url);
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new WebhookUrlError(field, `${field} ${shown} is not an absolute URL`);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        throw new WebhookUrlError(
          field,
          `${field} ${shown} must use http:// or https:// (https advised in production)`,
        );
      if (parsed.username || parsed.password) throw new WebhookUrlError(field, `${field} must not carry credentials`);
      if (allowPrivateNetworks) return;
      try {
        await resolveChecked(parsed.hostname);
      } catch (error) {
        throw new WebhookUrlError(
          field,
          `${field} ${shown} is refused: ${(error as Error).message}; webhook receivers must be public ` +
            '(the platform allows private networks only when started for local development)',
        );
      }
    },
  };
}

function parseNetwork(cidr: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  try {
    return ipaddr.parseCIDR(cidr);
  } catch {
    throw new RangeError(`allowedNetworks: ${JSON.stringify(cidr)} is not a CIDR range like 10.20.0.0/16`);
  }
}
