import { describe, expect, it } from "vitest";
import { clientKey } from "~/routing/client-key.server";

describe("clientKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is spelled", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2::8",
      "2001:DB8:1:2:0:0:0:ffff",
      "[2001:db8:1:2::9]:443",
      "[2001:db8:1:2::8]:",
      "[2001:db8:1:2::c]:abc",
      "2001:db8:1:2::a/64",
      "2001:db8:1:2::1%eth0",
    ].map((address) => clientKey(address));
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("counts the /64s of one IPv6 /48 as one network, an IPv4 address as itself", () => {
    const addresses = ["2001:db8:1:2::1", "[2001:DB8:1:ffff::9]:443", "2001:db8:2::1", "::ffff:203.0.113.9"];
    const networks = ["2001:db8:1::/48", "2001:db8:1::/48", "2001:db8:2::/48", "203.0.113.9"];
    expect(addresses.map((address) => clientKey(address, 48))).toEqual(networks);
  });

  it("counts an IPv4 address, its IPv4-mapped IPv6 spelling and it with a port as one client", () => {
    const spellings = [
      "203.0.113.9",
      "::ffff:203.0.113.9",
      "::FFFF:cb00:7109",
      "203.0.113.9:4711",
      "203.0.113.9:",
      "203.0.113.9:x",
      "203.0.113.9 :80",
      "203.0.113.9.",
      "203.0.113.9/32",
      "203.0.113.9%eth0",
    ];
    expect(spellings.map((address) => clientKey(address))).toEqual(spellings.map(() => "203.0.113.9"));
  });

  it("keeps an address that does not parse as bounded text, and no address as none", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("x".repeat(5_000))).toHaveLength(64);
    expect(clientKey(null)).toBeNull();
  });
});
