// Which IP addresses are the public internet, for the URL analyzer's SSRF rules (fetch-page.ts).
// Addresses are classified by ipaddr.js, which keeps the IANA special-purpose registries: only its
// "unicast" (no special range) counts as public. Two IPv6 forms carry an IPv4 address by a fixed
// rule and are judged by that address: IPv4-mapped ::ffff:a.b.c.d, and the well-known NAT64 prefix
// 64:ff9b::/96, through which an IPv6-only network with DNS64 reaches every IPv4 site. Every other
// special range is refused, IPv4-translated ::ffff:0:a.b.c.d, local-use NAT64 64:ff9b:1::/48, 6to4
// and Teredo included (docs/decisions/0175-special-addresses-by-ipaddr.md).
import ipaddr from "ipaddr.js";

const WELL_KNOWN_NAT64 = ipaddr.parseCIDR("64:ff9b::/96");

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = address.replace(/^\[|\]$/g, "");
  // Only the canonical forms: "127.1" or "0x7f.0.0.1" are names to a resolver, never addresses here.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/** Whether an IP address is on the public internet (no special-purpose range). */
export function isPublicAddress(address: string): boolean {
  const parsed = parse(address);
  if (parsed === null) return false;
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.range() === "ipv4Mapped" || v6.match(WELL_KNOWN_NAT64)) {
    return embeddedIpv4(v6).range() === "unicast";
  }
  return v6.range() === "unicast";
}

/** "localhost" and its subdomains, which resolve to loopback by convention (RFC 6761). */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}
