import { describe, expect, it } from "vitest";
import { cpuClock } from "../testing/cpu-clock";
import { canonicalCourseUrl, courseUrlKey, InvalidCourseUrlError } from "./canonical-url";

/** Addresses `key` reads as one (each pair of `same`) and as two (each pair of `different`). */
function itTellsApart(
  key: (url: string) => string,
  cases: { same: [string, string][]; different: [string, string][] },
) {
  it.each(cases.same)("%s == %s", (a, b) => {
    expect(key(a)).toBe(key(b));
  });
  it.each(cases.different)("%s != %s", (a, b) => {
    expect(key(a)).not.toBe(key(b));
  });
}

describe("canonicalCourseUrl (the address stored, shown and fetched)", () => {
  it.each([
    // scheme and host case, default ports
    ["HTTPS://Courses.Example.COM/launch", "https://courses.example.com/launch"],
    ["https://courses.example.com:443/launch", "https://courses.example.com/launch"],
    ["http://courses.example.com:80/launch", "http://courses.example.com/launch"],
    ["  https://courses.example.com/launch\n", "https://courses.example.com/launch"],
    // fragment, credentials, host's trailing dot
    ["https://courses.example.com/launch#pricing", "https://courses.example.com/launch"],
    ["https://user:secret@courses.example.com/launch", "https://courses.example.com/launch"],
    ["https://courses.example.com./launch", "https://courses.example.com/launch"],
    // the path as the site spells it: trailing and repeated slashes, case
    ["https://courses.example.com/launch/", "https://courses.example.com/launch/"],
    ["https://courses.example.com//a//Launch//", "https://courses.example.com//a//Launch//"],
    ["https://courses.example.com", "https://courses.example.com/"],
    ["https://courses.example.com/?", "https://courses.example.com/"],
    // dot segments and escapes
    ["https://courses.example.com/a/../launch/./", "https://courses.example.com/launch/"],
    ["https://courses.example.com/%7Ejane/%63ourse", "https://courses.example.com/~jane/course"],
    ["https://courses.example.com/a%2fb", "https://courses.example.com/a%2Fb"],
    // tracking and affiliate parameters
    [
      "https://courses.example.com/launch?utm_source=fb&utm_medium=cpc&UTM_Campaign=x&fbclid=abc",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?gclid=1&msclkid=2&mc_cid=3&mc_eid=4",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?ref=jo&aff=7&affiliate=x&affid=9&aff_id=1&irclickid=q&AffCode=z",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?ranMID=1&ranEAID=2&ranSiteID=3",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?coupon=SPRING&utm_source=x",
      "https://courses.example.com/launch?coupon=SPRING",
    ],
    // personal parameters: e-mail addresses, tokens, subscriber and contact ids
    [
      "https://courses.example.com/launch?email=jo%40example.com&token=abc123&subscriber_id=77&plan=pro",
      "https://courses.example.com/launch?plan=pro",
    ],
    [
      "https://courses.example.com/launch?E-Mail=jo@example.com&customer_email=x&access_token=t&auth_token=u&sid=9",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?sub=4&uid=5&user_id=6&contact_id=7&lead_id=8&vgo_ee=9&_ke=a&ml_subscriber=b&ml_subscriber_hash=c&__s=d",
      "https://courses.example.com/launch",
    ],
    [
      "https://courses.example.com/launch?first_name=Jo&last_name=Doe&phone=123&rfsn=1&referral_code=x&ref_id=3",
      "https://courses.example.com/launch",
    ],
    // a value that is an e-mail address, whatever the parameter is called
    [
      "https://courses.example.com/launch?u=jo%40example.com&who=jo@mail.example.org&plan=pro",
      "https://courses.example.com/launch?plan=pro",
    ],
    // an @ that is not an e-mail address stays
    [
      "https://courses.example.com/launch?handle=%40jo&at=a@b",
      "https://courses.example.com/launch?at=a%40b&handle=%40jo",
    ],
    // remaining parameters sorted, re-encoded one way
    ["https://courses.example.com/launch?b=2&a=1", "https://courses.example.com/launch?a=1&b=2"],
    ["https://courses.example.com/launch?q=a%20b", "https://courses.example.com/launch?q=a+b"],
    ["https://courses.example.com/launch?q=%7e", "https://courses.example.com/launch?q=%7E"],
    // international hosts become punycode
    ["https://kurse.bücher.example/start", "https://kurse.xn--bcher-kva.example/start"],
    ["https://KURSE.BÜCHER.example/start", "https://kurse.xn--bcher-kva.example/start"],
    // other ports and IP hosts stay
    ["http://127.0.0.1:8080/x/", "http://127.0.0.1:8080/x/"],
    ["http://[::1]:3000/x", "http://[::1]:3000/x"],
  ])("%s -> %s", (input, canonical) => {
    expect(canonicalCourseUrl(input)).toBe(canonical);
  });

  const same: [string, string][] = [
    ["HTTPS://COURSES.EXAMPLE.COM/launch", "https://courses.example.com/launch"],
    ["https://courses.example.com:443/launch", "https://courses.example.com/launch"],
    ["http://courses.example.com:80/launch", "http://courses.example.com/launch"],
    ["https://courses.example.com/launch#buy", "https://courses.example.com/launch#faq"],
    ["https://courses.example.com/launch?utm_source=newsletter", "https://courses.example.com/launch"],
    ["https://courses.example.com/launch?fbclid=IwAR0&gclid=Cj0", "https://courses.example.com/launch?"],
    ["https://courses.example.com/launch?ref=partner42", "https://courses.example.com/launch"],
    ["https://courses.example.com/launch?aff_id=9&plan=pro", "https://courses.example.com/launch?plan=pro"],
    ["https://courses.example.com/launch?email=a%40b.example&t=1", "https://courses.example.com/launch?t=1"],
    ["https://courses.example.com/launch?b=2&a=1", "https://courses.example.com/launch?a=1&b=2"],
    ["https://courses.example.com/launch?q=a%20b", "https://courses.example.com/launch?q=a+b"],
    ["https://courses.example.com/launch?q=~", "https://courses.example.com/launch?q=%7e"],
    ["https://courses.example.com/%7Ejane", "https://courses.example.com/~jane"],
    ["https://bücher.example/kurs", "https://xn--bcher-kva.example/kurs"],
    ["https://courses.example.com/a/b/../launch", "https://courses.example.com/a/launch"],
    ["https://courses.example.com", "https://courses.example.com/"],
  ];
  const different: [string, string][] = [
    // the address keeps what the site may tell apart; courseUrlKey folds these
    ["http://courses.example.com/launch", "https://courses.example.com/launch"],
    ["https://www.courses.example.com/launch", "https://courses.example.com/launch"],
    ["https://courses.example.com/Launch", "https://courses.example.com/launch"],
    ["https://courses.example.com/launch/", "https://courses.example.com/launch"],
    ["https://courses.example.com:8443/launch", "https://courses.example.com/launch"],
    ["https://courses.example.com/launch", "https://courses.example.com/launch-2"],
    ["https://courses.example.com/launch?plan=pro", "https://courses.example.com/launch?plan=basic"],
    ["https://courses.example.com/launch?plan=pro", "https://courses.example.com/launch"],
    ["https://courses.example.com/launch?a=1&a=2", "https://courses.example.com/launch?a=2&a=1"],
    ["https://courses.example.com/launch?coupon=SPRING", "https://courses.example.com/launch?coupon=spring"],
    ["https://courses.example.com/a%2Fb", "https://courses.example.com/a/b"],
    ["https://courses.example.com/course?id=1", "https://courses.example.com/course?id=10"],
    ["https://one.example/launch", "https://two.example/launch"],
  ];
  itTellsApart(canonicalCourseUrl, { same, different });

  it.each([
    ["", "not a URL"],
    ["courses.example.com/launch", "not a URL"],
    ["/launch", "not a URL"],
    ["https://", "not a URL"],
    ["http://exa mple.com/", "not a URL"],
    ["ftp://courses.example.com/launch", "ftp is not http or https"],
    ["javascript:alert(1)", "javascript is not http or https"],
    ["mailto:sales@courses.example.com", "mailto is not http or https"],
    ["file:///etc/passwd", "file is not http or https"],
    ["data:text/html,hi", "data is not http or https"],
  ])("throws InvalidCourseUrlError for %j (%s)", (input, reason) => {
    let thrown: unknown;
    try {
      canonicalCourseUrl(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidCourseUrlError);
    expect((thrown as InvalidCourseUrlError).message).toContain(reason);
    expect((thrown as InvalidCourseUrlError).input).toBe(input);
  });

  it("stays linear on a long path of slashes", () => {
    const cpu = cpuClock();
    canonicalCourseUrl(`https://courses.example.com/${"/".repeat(200_000)}x`);
    canonicalCourseUrl(`https://courses.example.com/x${"/".repeat(200_000)}`);
    expect(cpu.elapsed()).toBeLessThan(1000);
  });

  it("is idempotent", () => {
    for (const url of [
      "HTTPS://Courses.Example.com:443/a/../Launch/?utm_source=x&b=2&a=%7e#top",
      "https://bücher.example/kurs/?ref=1&email=jo%40example.com",
    ]) {
      const once = canonicalCourseUrl(url);
      expect(canonicalCourseUrl(once)).toBe(once);
    }
  });

  it("stays linear on a long value full of @ and dots", () => {
    const cpu = cpuClock();
    canonicalCourseUrl(`https://courses.example.com/x?v=${"@.".repeat(100_000)}&w=${"a@".repeat(100_000)}`);
    expect(cpu.elapsed()).toBeLessThan(1000);
  });
});

describe("courseUrlKey (what two submissions of one page share)", () => {
  const same: [string, string][] = [
    ["http://courses.example.com/launch", "https://courses.example.com/launch"],
    ["https://www.courses.example.com/launch", "https://courses.example.com/launch"],
    ["https://WWW.courses.example.com/launch/", "http://courses.example.com/launch"],
    ["https://courses.example.com//launch//", "https://courses.example.com/launch"],
    ["https://courses.example.com/a//b///c", "https://courses.example.com/a/b/c"],
    // path case is folded for the key (a site that tells /Launch from /launch apart is rare)
    ["https://courses.example.com/Launch", "https://courses.example.com/launch"],
    ["https://courses.example.com/COURSE/Pro", "https://courses.example.com/course/pro"],
    [
      "https://courses.example.com/launch?utm_source=x&email=jo%40example.com",
      "https://courses.example.com/launch",
    ],
    ["https://courses.example.com", "https://www.courses.example.com/"],
  ];
  const different: [string, string][] = [
    ["https://courses.example.com:8443/launch", "https://courses.example.com/launch"],
    ["https://one.example/launch", "https://two.example/launch"],
    ["https://shop.courses.example.com/launch", "https://courses.example.com/launch"],
    // query values keep their case: coupon codes, product ids
    ["https://courses.example.com/launch?coupon=SPRING", "https://courses.example.com/launch?coupon=spring"],
    ["https://courses.example.com/launch?plan=pro", "https://courses.example.com/launch"],
    ["https://courses.example.com/a%2Fb", "https://courses.example.com/a/b"],
  ];
  itTellsApart(courseUrlKey, { same, different });

  it("is an https address without www, repeated or trailing slashes, in lower case", () => {
    expect(courseUrlKey("HTTP://www.Courses.Example.com//Launch/Pro//?b=B&a=1#x")).toBe(
      "https://courses.example.com/launch/pro?a=1&b=B",
    );
    expect(courseUrlKey("http://www.example.com")).toBe("https://example.com/");
  });

  it("is idempotent and throws InvalidCourseUrlError as canonicalCourseUrl does", () => {
    const once = courseUrlKey("http://www.courses.example.com//A/?utm_source=x");
    expect(courseUrlKey(once)).toBe(once);
    expect(() => courseUrlKey("ftp://courses.example.com/x")).toThrow(InvalidCourseUrlError);
  });

  it("stays linear on a long path of slashes", () => {
    const cpu = cpuClock();
    courseUrlKey(`https://courses.example.com/${"/".repeat(200_000)}x`);
    courseUrlKey(`https://courses.example.com/x${"/a/".repeat(100_000)}`);
    expect(cpu.elapsed()).toBeLessThan(1000);
  });
});
