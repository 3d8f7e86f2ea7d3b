import { describe, expect, it } from "vitest";
import { cpuClock } from "../../shared/testing/cpu-clock";
import { MAX_RULE_LENGTH, MAX_RULES, parseRobots } from "./robots";

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

describe("robots.txt wildcards", () => {
  it("matches * anywhere, over any run of characters, empty included", () => {
    expectAllows("User-agent: *\nDisallow: /*/private/*.html\nDisallow: /a*b*c", {
      "/x/private/y.html": false,
      "/x/y/private/z/w.html?q=1": false,
      "//private/.html": false,
      "/private/y.html": true,
      "/x/private/y.htm": true,
      "/abc": false,
      "/a-b-c-d": false,
      "/acb": true,
      "/a/c/b/c": false,
    });
  });

  it("anchors at the end with a final $ only, after the parts before it", () => {
    expectAllows("User-agent: *\nDisallow: /*ab$\nDisallow: /exact$\nDisallow: /mid$dle", {
      "/ab": false,
      "/xxab": false,
      "/ab?": true,
      "/exact": false,
      "/exact/": true,
      "/mid$dle/x": false,
      "/middle": true,
    });
    // The last part may not overlap the ones before it: "/a*ab$" needs "a" then "ab" after it.
    expectAllows("User-agent: *\nDisallow: /a*ab$", { "/ab": true, "/aab": false, "/a-ab": false });
    // Only the root: "/$".
    expectAllows("User-agent: *\nDisallow: /$", { "/": false, "/x": true });
  });

  it("treats ** like *, a rule of * alone as everything, and other characters as literals", () => {
    expectAllows("User-agent: *\nDisallow: /a**b\nDisallow: /(x)+.[y]?\nDisallow: /q\\d", {
      "/ab": false,
      "/a/b": false,
      "/(x)+.[y]?z": false,
      "/xx.y": true,
      "/q\\d": false,
      "/q1": true,
    });
    expectAllows("User-agent: *\nDisallow: *\nAllow: /ok$", {
      "/anything": false,
      "/ok": true,
      "/ok/": false,
    });
  });

  it("lets the longest rule win whichever comes first, and Allow win a tie of equal length", () => {
    expectAllows("User-agent: *\nAllow: /p*\nDisallow: /p/x\nAllow: /p/x/y\nDisallow: /p$\nAllow: /p$", {
      "/p": true,
      "/p/x": false,
      "/p/x/y/z": true,
    });
    expectAllows("User-agent: *\nDisallow: /folder*\nAllow: /folder/", {
      "/folder/a": true,
      "/folder-b": false,
    });
  });

  it("ignores rules longer than MAX_RULE_LENGTH and rules past MAX_RULES", () => {
    const long = `/${"x".repeat(MAX_RULE_LENGTH - 1)}`;
    expectAllows(`User-agent: *\nDisallow: ${long}\nDisallow: ${long}y`, {
      [long]: false,
      [`${long}y`]: false,
    });
    const longer = `${long}y`;
    expectAllows(`User-agent: *\nDisallow: ${longer}`, { [longer]: true });
    const rules = Array.from({ length: MAX_RULES }, (_, i) => `Disallow: /r${i}/`);
    expectAllows(`User-agent: *\n${rules.join("\n")}\nDisallow: /after`, {
      "/r0/x": false,
      [`/r${MAX_RULES - 1}/x`]: false,
      "/after": true,
    });
  });
});

describe("robots.txt from a hostile site answers at once", () => {
  // Both held the event loop far past the bound with the RegExp the rules used to be compiled to
  // (.* per *, backtracking): on the 2-core development machine the first took 115 s, the second had
  // not answered when stopped at 120 s. Matched in one pass, the first answers in well under a
  // millisecond and the second in about 70 ms (2,000 rules over 20,000 characters), so the 2 s
  // bound is reached only by an algorithm that backtracks, not by a busy machine.
  function timeAllows(robotsTxt: string, path: string): { allowed: boolean; ms: number } {
    const cpu = cpuClock();
    const allowed = parseRobots(robotsTxt).allows(path);
    return { allowed, ms: cpu.elapsed() };
  }

  it("answers the nested-star rule on a path of 50 'a's", () => {
    const { allowed, ms } = timeAllows(
      "User-agent: *\nDisallow: /*a*a*a*a*a*a*a*a*a*b",
      `/${"a".repeat(50)}`,
    );
    expect(allowed).toBe(true);
    expect(ms).toBeLessThan(2000);
  });

  it("answers the rules of a full-size hostile file on a 20,000-character path", () => {
    // MAX_RULES rules of 240 characters (a 500 KB file, the most that is read), each making the
    // matcher read the whole path: a part found only at the far end, a part never found, a final
    // part checked against the end. The path is ten times the longest course URL accepted.
    const stars = "*a".repeat(118);
    const shapes = [`/${stars}*b`, `/*${"a".repeat(236)}b`, `/${stars}*b$`];
    const rules = Array.from({ length: MAX_RULES }, (_, i) => `Disallow: ${shapes[i % shapes.length]}`);
    const text = `User-agent: *\n${rules.join("\n")}`;
    expect(text.length).toBeLessThan(512 * 1024);
    const { allowed, ms } = timeAllows(text, `/${"a".repeat(20_000)}`);
    expect(allowed).toBe(true);
    expect(ms).toBeLessThan(2000);
  });
});
