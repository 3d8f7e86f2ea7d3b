// Which IP addresses are the public internet, for the URL analyzer's SSRF rules (fetch-page.ts).
// Addresses are classified by ipaddr.js, which keeps the IANA special-purpose registries: only its
// "unicast" (no special range) counts as public, and for IPv6 only within global unicast 2000::/3,
// the one block IANA allocates to the internet (ipaddr.js calls the unassigned rest "unicast" too).
// Two IPv6 forms carry an IPv4 address by a fixed rule and are judged by that address: IPv4-mapped
// ::ffff:a.b.c.d, and the well-known NAT64 prefix 64:ff9b::/96, through which an IPv6-only network
// with DNS64 reaches every IPv4 site. Every other form that embeds an IPv4 address is refused
// whatever it carries: IPv4-compatible ::a.b.c.d (::/96, deprecated by RFC 4291, which ipaddr.js
// called unicast, so [::7f00:1] passed), IPv4-translated ::ffff:0:a.b.c.d, local-use NAT64
// 64:ff9b:1::/48, 6to4 and Teredo; so is every other special range
// (docs/decisions/0017-safe-url-fetching.md).
//
// A dotted tail ("::ffff:1.2.3.4") is rewritten to hex before ipaddr.js reads it: ipaddr.js reads
// "::1.2.3.4" as the mapped ::ffff:1.2.3.4, while a socket connects to the compatible ::102:304.
import ipaddr from "ipaddr.js";

const WELL_KNOWN_NAT64 = ipaddr.parseCIDR("64:ff9b::/96");
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");

/** An IPv6 text with its dotted IPv4 tail (if any) written as two hex groups; null if that tail is invalid. */
function hexTail(text: string): string | null {
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (lastColon === -1 || !tail.includes(".")) return text;
  if (!ipaddr.IPv4.isValidFourPartDecimal(tail)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = ipaddr.IPv4.parse(tail).octets;
  return `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = address.replace(/^\[|\]$/g, "");
  // Only the canonical forms: "127.1" or "0x7f.0.0.1" are names to a resolver, never addresses here.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  // The zone ("%eth0") names an interface, not part of the address.
  const zone = text.indexOf("%");
  const v6 = hexTail(zone === -1 ? text : text.slice(0, zone));
  if (v6 !== null && ipaddr.IPv6.isValid(v6)) return ipaddr.IPv6.parse(v6);
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
  return v6.match(GLOBAL_UNICAST) && v6.range() === "unicast";
}

/** "localhost" and its subdomains, which resolve to loopback by convention (RFC 6761). */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}
