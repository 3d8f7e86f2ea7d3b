import { describe, expect, it } from "vitest";
import { parseRobots } from "./page-recheck-robots";

describe("robots.txt rules", () => {
  it("uses the * group when none names HypeCheck", () => {
    const rules = parseRobots(
      "User-agent: *\nDisallow: /private\nAllow: /private/ok\n\nUser-agent: Googlebot\nDisallow: /",
    );
    expect(rules.allows("/")).toBe(true);
    expect(rules.allows("/private/x")).toBe(false);
    expect(rules.allows("/private/ok/page")).toBe(true);
  });

  it("prefers the HypeCheck group, case-insensitively, and merges groups that share lines", () => {
    const text = [
      "# comment",
      "User-agent: *",
      "Disallow: /",
      "",
      "User-agent: bingbot",
      "User-agent: HYPECHECK # us",
      "Disallow: /checkout",
    ].join("\n");
    const rules = parseRobots(text);
    expect(rules.allows("/course")).toBe(true);
    expect(rules.allows("/checkout/step1")).toBe(false);
  });

  it("supports * and $, the longest match wins, Allow wins a tie", () => {
    const rules = parseRobots(
      "User-agent: *\nDisallow: /*.pdf$\nDisallow: /a\nAllow: /a\nDisallow: /shop/\nAllow: /shop/course-*",
    );
    expect(rules.allows("/files/x.pdf")).toBe(false);
    expect(rules.allows("/files/x.pdf?v=1")).toBe(true);
    expect(rules.allows("/a/b")).toBe(true);
    expect(rules.allows("/shop/cart")).toBe(false);
    expect(rules.allows("/shop/course-1")).toBe(true);
  });

  it("allows everything for an empty Disallow, an empty file or rules before any user-agent", () => {
    expect(parseRobots("User-agent: *\nDisallow:").allows("/x")).toBe(true);
    expect(parseRobots("").allows("/x")).toBe(true);
    expect(parseRobots("Disallow: /").allows("/x")).toBe(true);
    expect(parseRobots("User-agent: *\nDisallow: /").allows("/robots.txt")).toBe(true);
  });
});
