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
    ["2002:808:808::", true],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["not-an-ip", false],
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
