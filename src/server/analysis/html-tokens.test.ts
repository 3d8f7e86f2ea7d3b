import { describe, expect, it } from "vitest";
import { openElements } from "./html-tokens";

describe("openElements", () => {
  it("closes each element once, innermost first, with its parent on top, and never the root", () => {
    const finished: string[] = [];
    const elements = openElements<{ name: string }>({ name: "#root" }, (el) =>
      finished.push(`${el.name} in ${elements.top().name}`),
    );
    for (const name of ["div", "p", "span"]) elements.push({ name });
    expect(elements.closeTo("ul")).toBe(false);
    expect(finished).toEqual([]);
    expect(elements.closeTo("p")).toBe(true);
    expect(finished).toEqual(["span in p", "p in div"]);
    expect(elements.closeTo("p")).toBe(false);
    expect(elements.depth()).toBe(2);
    elements.closeAll();
    expect(finished).toEqual(["span in p", "p in div", "div in #root"]);
    expect(elements.depth()).toBe(1);
  });
});
