import { describe, expect, it } from "vitest";
import { storableJson, storableText } from "./storable-text";

describe("storable text", () => {
  it("removes NUL and unpaired surrogates, and keeps pairs", () => {
    expect(storableText("a\u0000b\uD800c\uDC00d\u{1F600}e\uD83D")).toBe("abcd\u{1F600}e");
    const clean = "Nothing to remove \u{1F600}.";
    expect(storableText(clean)).toBe(clean);
    expect(storableText("\u0000\u0000")).toBe("");
  });

  it("cleans every string of a JSON value, keys too, without turning __proto__ into a prototype", () => {
    const value = JSON.parse('{"a\\u0000":["x\\u0000",{"b":"\\ud800y"}],"n":1,"__proto__":{"p":"q\\u0000"}}');
    const clean = storableJson(value) as Record<string, unknown>;
    expect(JSON.stringify(clean)).toBe('{"a":["x",{"b":"y"}],"n":1,"__proto__":{"p":"q"}}');
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
  });
});
