// The address rules behind the URL analyzer's SSRF protection, one address per row.
import { describe, expect, it } from "vitest";
import { isLocalName, isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["93.184.216.34", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["100.127.255.255", false],
    ["100.128.0.1", true],
    ["0.0.0.0", false],
    ["224.0.0.251", false],
    ["255.255.255.255", false],
    ["::", false],
    ["::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["64:ff9b::a00:1", false],
    ["2002:7f00:1::", false],
    // 6to4 and Teredo tunnel to an address the filter cannot see: refused whatever they carry.
    ["2002:808:808::", false],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", false],
    // IPv4-translated (RFC 6145) and local-use NAT64 (RFC 8215) reached a connect attempt before.
    ["::ffff:0:7f00:1", false],
    ["::ffff:0:808:808", false],
    ["64:ff9b:1::7f00:1", false],
    ["64:ff9b:1::808:808", false],
    // The well-known NAT64 prefix is judged by the IPv4 address it carries.
    ["64:ff9b::808:808", true],
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::a9fe:a9fe", false],
    // Other special ranges: benchmarking, AMT, ORCHIDv2, segment routing, 3fff::/20 documentation.
    ["2001:2::1", false],
    ["2001:3::1", false],
    ["2001:20::1", false],
    ["5f00::1", false],
    ["3fff::1", false],
    ["192.0.0.8", false],
    ["192.52.193.1", false],
    ["198.18.0.1", false],
    // Not canonical dotted quads: a resolver's business, never an address to connect to here.
    ["127.1", false],
    ["0x7f.0.0.1", false],
    ["2130706433", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["[::1]", false],
    ["[2606:4700:4700::1111]", true],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["not-an-ip", false],
    // IPv4-compatible ::a.b.c.d (::/96, deprecated): refused whatever it carries, hex or dotted.
    ["::7f00:1", false],
    ["[::7f00:1]", false],
    ["::a9fe:a9fe", false],
    ["::127.0.0.1", false],
    ["::169.254.169.254", false],
    ["::0.0.0.1", false],
    ["::808:808", false],
    ["::8.8.8.8", false],
    ["[::8.8.8.8]", false],
    // Dotted tails elsewhere: judged as the address they spell.
    ["::ffff:0:8.8.8.8", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b::127.0.0.1", false],
    ["1::8.8.8.8", false],
    ["2606:4700::8.8.8.8", true],
    ["::ffff:8.8.8.256", false],
    ["::ffff:8.8.8", false],
    // Only global unicast 2000::/3 is public IPv6, whatever ipaddr.js calls the unassigned rest.
    ["2606:4700::1111", true],
    ["2a00:1450:4001:80b::200e", true],
    ["2001:4860:4860::8888", true],
    ["1::1", false],
    ["::1:0:0:1", false],
    ["4000::1", false],
    ["e000::1", false],
    ["1fff:ffff::1", false],
    ["fbff::1", false],
    ["fdff:ffff::1", false],
    ["febf:ffff::1", false],
    ["fec0::1", false],
    ["2001:db8:85a3::8a2e:370:7334", false],
    ["fe80::1%eth0.100", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("isLocalName", () => {
  it.each([
    ["localhost", true],
    ["LOCALHOST.", true],
    ["app.localhost", true],
    ["localhost.example.com", false],
    ["mylocalhost", false],
  ])("%s is local: %s", (name, expected) => {
    expect(isLocalName(name)).toBe(expected);
  });
});
