import { describe, expect, it } from "vitest";
import { isSharedHost } from "./shared-hosts";

describe("isSharedHost", () => {
  it.each(["udemy.com", "jane.teachable.com", "shop.jane.mykajabi.com", "sites.google.com", "github.io"])(
    "%s is shared",
    (host) => expect(isSharedHost(host)).toBe(true),
  );
  it.each(["janedoe.com", "teachable.com.evil.example", "notudemy.com", "google.com", "localhost", ""])(
    "%s is not",
    (host) => expect(isSharedHost(host)).toBe(false),
  );
});
