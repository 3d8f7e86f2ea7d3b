import { describe, expect, it } from "vitest";
import { canonicalCourseUrl } from "./canonical-url";

describe("canonicalCourseUrl", () => {
  it("lower-cases scheme and host, drops the default port, fragment and trailing slash", () => {
    expect(canonicalCourseUrl("HTTPS://Example.COM:443/Course/#buy")).toBe("https://example.com/Course");
    expect(canonicalCourseUrl("http://example.com:80/")).toBe("http://example.com");
    expect(canonicalCourseUrl("http://example.com:8080/a/")).toBe("http://example.com:8080/a");
  });

  it("drops tracking parameters and sorts the rest", () => {
    expect(
      canonicalCourseUrl("https://shop.test/c?utm_source=x&b=2&fbclid=1&a=1&ref=me&UTM_medium=y&gclid=g"),
    ).toBe("https://shop.test/c?a=1&b=2");
    expect(canonicalCourseUrl("https://shop.test/c?aff=1&affid=2&affiliate=3&msclkid=4")).toBe(
      "https://shop.test/c",
    );
  });

  it("gives the same address for the same page however it was written", () => {
    expect(canonicalCourseUrl("https://a.test/x/?b=1&a=2#top")).toBe(
      canonicalCourseUrl("https://A.test/x?a=2&b=1"),
    );
  });

  it("throws on anything but http(s)", () => {
    expect(() => canonicalCourseUrl("ftp://example.com/")).toThrow();
    expect(() => canonicalCourseUrl("javascript:alert(1)")).toThrow();
    expect(() => canonicalCourseUrl("not a url")).toThrow();
  });
});
