// Which IP addresses are the public internet, for the URL analyzer's SSRF rules (fetch-page.ts):
// private, loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved and
// documentation ranges are not, nor IPv6 forms that carry such an IPv4 address.
import { isIP } from "node:net";

type Range = readonly [prefix: readonly number[], bits: number];

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const PRIVATE_V4: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0 unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata 169.254.169.254
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, 255.255.255.255 broadcast
];

/** IPv6 ranges (as 16 bytes) that are not the public internet; embedded IPv4 is checked separately. */
const PRIVATE_V6: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], // ::/96: unspecified, loopback, IPv4-compatible
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64], // 100::/64 discard
  [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32 documentation
  [[0xfc], 7], // fc00::/7 unique local
  [[0xfe, 0x80], 10], // fe80::/10 link-local
  [[0xfe, 0xc0], 10], // fec0::/10 site-local (deprecated)
  [[0xff], 8], // ff00::/8 multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const take = Math.min(8, bits - i * 8);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function parseIpv4(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function parseIpv6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "");
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return null;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hextets.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = parseIpv4(quad[1]!);
    if (!v4) return null;
    text = `${text.slice(0, quad.index)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  const bytes: number[] = [];
  for (const group of groups) {
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

/**
 * Whether an IP address is on the public internet. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return !PRIVATE_V4.some((range) => inRange(v4, range));
  const v6 = parseIpv6(address);
  if (!v6) return false;
  if (inRange(v6, [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96]))
    return isPublicAddress(v6.slice(12).join("."));
  if (inRange(v6, [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96])) {
    return isPublicAddress(v6.slice(12).join("."));
  }
  if (inRange(v6, [[0x20, 0x02], 16])) return isPublicAddress(v6.slice(2, 6).join("."));
  return !PRIVATE_V6.some((range) => inRange(v6, range));
}

/** "localhost" and its subdomains, which resolve to loopback by convention (RFC 6761). */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}
