import ipaddr from "ipaddr.js";

/** What a key may be built from when the address does not parse: enough for any real address. */
const UNPARSED_KEY_CHARS = 64;

// An address as some load balancers write it, with a port (`203.0.113.9:4711`, `[2001:db8::1]:443`)
// or other trailing text: the address is what comes first.
const IPV4_START = /^\d{1,3}(?:\.\d{1,3}){3}(?=\D|$)/;
const BRACKETED_IPV6 = /^\[([^\]]+)\]/;

/** The address in a forwarded value: no port, and no zone id or prefix length (they name no other client). */
function bareAddress(value: string): string {
  const trimmed = value.trim();
  const address = BRACKETED_IPV6.exec(trimmed)?.[1] ?? IPV4_START.exec(trimmed)?.[0] ?? trimmed;
  return address.replace(/[%/].*$/, "");
}

/**
 * One client, as the rate limit counts it: the address without a port, an IPv4-mapped IPv6
 * address as its IPv4 address, and an IPv6 address as its network: by default its /64, which is
 * what one subscriber holds (RFC 6177), so walking through it does not buy more allowances; with
 * `ipv6Prefix` 48, the site a provider hands one customer. An address that does not parse (a
 * misconfigured proxy) counts as its own text, cut to a bounded length.
 */
export function clientKey(address: string | null | undefined, ipv6Prefix: 48 | 64 = 64): string | null {
  if (!address) return null;
  const bare = bareAddress(address);
  if (!ipaddr.isValid(bare)) return address.slice(0, UNPARSED_KEY_CHARS);
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${ipv6Prefix}`);
  return `${network.toString()}/${ipv6Prefix}`;
}
