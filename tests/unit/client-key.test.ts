import { expect, it } from "vitest";
import { clientKey } from "~/routing/client-key.server";

// How a proxy may write one address: with a port, in brackets, with a zone id or prefix length, mapped
// to IPv6. One IPv6 /64 (or /48) is one client (network); the e2e contact checks count their allowances.
it.each([
  ["[2001:db8:1:2::9]:443", 64, "2001:db8:1:2::/64"],
  ["2001:DB8:1:2:0:0:0:ffff", 64, "2001:db8:1:2::/64"],
  ["2001:db8:1:2::a/64", 64, "2001:db8:1:2::/64"],
  ["2001:db8:1:2::1%eth0", 64, "2001:db8:1:2::/64"],
  ["[2001:DB8:1:ffff::9]:443", 48, "2001:db8:1::/48"],
  ["::FFFF:cb00:7109", 48, "203.0.113.9"],
  ["203.0.113.9 :80", 64, "203.0.113.9"],
  ["203.0.113.9.", 64, "203.0.113.9"],
  // An address that does not parse is its own text.
  ["unknown", 64, "unknown"],
  [null, 64, null],
] as const)("%s counted by its /%i is %s", (address, prefix, key) => {
  expect(clientKey(address, prefix)).toBe(key);
});

it("cuts an address that does not parse to a bounded length", () => {
  expect(clientKey("x".repeat(5_000))).toHaveLength(64);
});
