// What the consent log keeps of a client's address: its network, never the address itself. IPv4 keeps the first
// three octets (`203.0.113.0/24`), IPv6 the first three groups (`2001:db8:85a3::/48`, a site's prefix); an
// IPv4-mapped IPv6 address counts as IPv4. Anything that is not an IP address is not kept.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** The network of an address (also of one already cut to a prefix, `2001:db8:1:2::/64`); null for anything else. */
export function describeClientNetwork(address: string | null | undefined): string | null {
  const plain = (address ?? '').replace(/%.*$/, '').replace(/\/\d{1,3}$/, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(plain)) return null;
  const groups = ipv6Groups(plain);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.0/24`;
  const prefix = groups.slice(0, 3);
  while (prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/48`;
}
