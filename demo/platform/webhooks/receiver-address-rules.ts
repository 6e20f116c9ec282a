// Which IP addresses may receive webhooks (ranges checked with ipaddr.js). Public unicast addresses may. Link-local
// addresses (169.254.0.0/16, fe80::/10) and the cloud metadata services never may, in any mode, including IPv6 forms
// that embed such an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo): on a cloud machine they
// answer with the machine's credentials. Local development opens this machine and private networks (loopback,
// RFC 1918, unique-local IPv6, CGNAT); an operator may open named networks (CIDR). Everything else is refused.
import ipaddr from 'ipaddr.js';

export interface ReceiverAddressRules {
  /** Local development: loopback and private networks may receive webhooks too. */
  localDevelopment: boolean;
  /** Networks an operator allowed although they are not public (CIDR, parsed). */
  allowedNetworks: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

export interface AddressRefusal {
  /** What the address is: "a link-local address". */
  reason: string;
  /** Refused in every mode (link-local, metadata); otherwise local development or an allowed network may open it. */
  always: boolean;
}

/** Cloud metadata and platform services; most are link-local anyway, the others are named here. */
const METADATA_NETWORKS: ReadonlyArray<[string, string]> = [
  [
    '169.254.169.254/32',
    'the cloud metadata service of AWS, Google Cloud, Azure, OpenStack, DigitalOcean and Oracle Cloud',
  ],
  ['169.254.170.2/32', 'the AWS container metadata service'],
  ['fd00:ec2::/32', 'the AWS metadata and instance services (IPv6)'],
  ['fd20:ce::254/128', 'the Google Cloud metadata service (IPv6)'],
  ['100.100.100.200/32', 'the Alibaba Cloud metadata service'],
  ['168.63.129.16/32', 'the Azure platform endpoint (WireServer)'],
  ['192.0.0.192/32', 'the Oracle Cloud Classic metadata service'],
];
const METADATA = METADATA_NETWORKS.map(([cidr, words]) => ({ network: ipaddr.parseCIDR(cidr), words }));

/** Host names of metadata services, refused before they are resolved. */
export const METADATA_HOST_NAMES: readonly string[] = [
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
];

const LOCAL_DEVELOPMENT_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private (RFC 1918) address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local IPv6 address',
  carrierGradeNat: 'a carrier-grade NAT (CGNAT) address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  ipv4Compatible: 'an IPv4-compatible IPv6 address (deprecated)',
};

const within = (address: ipaddr.IPv4 | ipaddr.IPv6, [base, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]) =>
  address.kind() === base.kind() && address.match(base, bits);

/** The IPv4 address an IPv6 transition address carries (NAT64, SIIT, IPv4-compatible, 6to4, Teredo), or null. */
export function describeEmbeddedIPv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | null {
  if (!(address instanceof ipaddr.IPv6)) return null;
  const bytes = address.toByteArray();
  const at = (offset: number, flip = 0) =>
    new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((byte) => byte ^ flip) as [number, number, number, number]);
  const range = address.range();
  if (range === 'rfc6052' || range === 'rfc6145' || isIPv4Compatible(address)) return at(12);
  if (within(address, ipaddr.parseCIDR('64:ff9b:1::/48'))) return at(12);
  if (range === '6to4') return at(2);
  if (range === 'teredo') return at(12, 0xff);
  return null;
}

/** `::a.b.c.d` (deprecated; ipaddr.js counts it as unicast), but not `::` or `::1`. */
function isIPv4Compatible(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  return parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1);
}

/** Why `address` may never receive webhooks (metadata, link-local, or such an IPv4 embedded), or null. */
function describeAlwaysRefused(address: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  const metadata = METADATA.find(({ network }) => within(address, network))?.words;
  const linkLocal = address.range() === 'linkLocal' ? RANGE_WORDS.linkLocal! : null;
  if (metadata || linkLocal) return [linkLocal, metadata].filter(Boolean).join(': ');
  const embedded = describeEmbeddedIPv4(address);
  const inner = embedded ? describeAlwaysRefused(embedded) : null;
  return inner ? `an IPv6 address that embeds ${embedded!.toString()}, ${inner}` : null;
}

/** Why `address` may not receive webhooks under `rules`, or null when it may. */
export function describeAddressRefusal(address: string, rules: ReceiverAddressRules): AddressRefusal | null {
  if (!ipaddr.isValid(address)) return { reason: 'not an IP address', always: true };
  const parsed = ipaddr.process(address);
  const never = describeAlwaysRefused(parsed);
  if (never) return { reason: never, always: true };
  const range = parsed instanceof ipaddr.IPv6 && isIPv4Compatible(parsed) ? 'ipv4Compatible' : parsed.range();
  if (range === 'unicast') return null;
  if (rules.allowedNetworks.some((network) => within(parsed, network))) return null;
  if (rules.localDevelopment && LOCAL_DEVELOPMENT_RANGES.has(range)) return null;
  return { reason: RANGE_WORDS[range] ?? `a ${range} address, not a public one`, always: false };
}
