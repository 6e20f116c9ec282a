// Where webhook deliveries may go: an http(s) URL whose host is, and resolves only to, addresses that the rules of
// receiver-address-rules.ts allow (public unicast; never link-local or a cloud metadata service; this machine and
// private networks only for local development; named internal networks when the operator allows them). Checked on
// save, on "Send test" and at every delivery (guarded-webhook-fetch.ts), so a merchant account (or anyone who gets
// into the panel) cannot make the platform probe its own network or read a cloud machine's credentials.
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { describeAddressRefusal, METADATA_HOST_NAMES, type ReceiverAddressRules } from './receiver-address-rules.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

export interface WebhookUrlPolicyOptions {
  /** Local development: this machine and private networks may receive webhooks too (never link-local or metadata). */
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

/** A host or address that may not receive webhooks; `always` when no mode or option would allow it. */
export class WebhookAddressError extends Error {
  override readonly name = 'WebhookAddressError';
  constructor(
    message: string,
    readonly always: boolean,
  ) {
    super(message);
  }
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

const ALWAYS_RULE =
  'link-local addresses and cloud metadata services never receive webhooks, not even for local development';
const PUBLIC_RULE =
  'webhook receivers must be public (the platform allows this machine and private networks only when started ' +
  'for local development)';
const LOCAL_DEVELOPMENT_RULE = 'webhook receivers must be public, on this machine or on a private network';

const defaultResolve: ResolveHost = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export function createWebhookUrlPolicy(options: WebhookUrlPolicyOptions = {}): WebhookUrlPolicy {
  const allowPrivateNetworks = options.allowPrivateNetworks ?? false;
  const rules: ReceiverAddressRules = {
    localDevelopment: allowPrivateNetworks,
    allowedNetworks: (options.allowedNetworks ?? []).map((cidr) => parseNetwork(cidr)),
  };
  const resolve = options.resolve ?? defaultResolve;

  async function resolveChecked(host: string): Promise<ResolvedAddress[]> {
    const bare = host
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase();
    if (METADATA_HOST_NAMES.includes(bare))
      throw new WebhookAddressError(`host ${JSON.stringify(bare)} names a cloud metadata service`, true);
    const literal = net.isIP(bare);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
    else {
      try {
        addresses = await resolve(bare);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new WebhookAddressError(`host ${JSON.stringify(bare)} does not resolve (${code})`, false);
      }
      if (addresses.length === 0) throw new WebhookAddressError(`host ${JSON.stringify(bare)} has no address`, false);
    }
    for (const { address } of addresses) {
      const refusal = describeAddressRefusal(address, rules);
      const where = literal ? 'host' : `host ${JSON.stringify(bare)} resolves to`;
      if (refusal) throw new WebhookAddressError(`${where} ${address}, ${refusal.reason}`, refusal.always);
    }
    return addresses;
  }

  return {
    allowPrivateNetworks,
    describeRefusal: (address) => describeAddressRefusal(address, rules)?.reason ?? null,
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
      try {
        await resolveChecked(parsed.hostname);
      } catch (error) {
        if (!(error instanceof WebhookAddressError)) throw error;
        const rule = error.always ? ALWAYS_RULE : allowPrivateNetworks ? LOCAL_DEVELOPMENT_RULE : PUBLIC_RULE;
        throw new WebhookUrlError(field, `${field} ${shown} is refused: ${error.message}; ${rule}`);
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
