import { describe, expect, it } from "vitest";
import { parseRobots } from "./page-recheck-robots";

/** What the rules of `robotsTxt` answer for each path. */
function expectAllows(robotsTxt: string, answers: Record<string, boolean>): void {
  const rules = parseRobots(robotsTxt);
  for (const [path, allowed] of Object.entries(answers)) expect(rules.allows(path), path).toBe(allowed);
}

describe("robots.txt rules", () => {
  it("uses the * group when none names HypeCheck", () => {
    expectAllows(
      "User-agent: *\nDisallow: /private\nAllow: /private/ok\n\nUser-agent: Googlebot\nDisallow: /",
      {
        "/": true,
        "/private/x": false,
        "/private/ok/page": true,
      },
    );
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
    expectAllows(text, { "/course": true, "/checkout/step1": false });
  });

  it("supports * and $, the longest match wins, Allow wins a tie", () => {
    expectAllows(
      "User-agent: *\nDisallow: /*.pdf$\nDisallow: /a\nAllow: /a\nDisallow: /shop/\nAllow: /shop/course-*",
      {
        "/files/x.pdf": false,
        "/files/x.pdf?v=1": true,
        "/a/b": true,
        "/shop/cart": false,
        "/shop/course-1": true,
      },
    );
  });

  it("allows everything for an empty Disallow, an empty file or rules before any user-agent", () => {
    expectAllows("User-agent: *\nDisallow:", { "/x": true });
    expectAllows("", { "/x": true });
    expectAllows("Disallow: /", { "/x": true });
    expectAllows("User-agent: *\nDisallow: /", { "/robots.txt": true });
  });
});
