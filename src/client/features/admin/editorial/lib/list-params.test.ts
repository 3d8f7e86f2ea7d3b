import { describe, expect, it } from "vitest";
import { catalogHref, readCatalogParams } from "./list-params";

describe("catalogue desk address", () => {
  it("reads defaults from an empty address and writes none back", () => {
    const params = readCatalogParams(new URLSearchParams());
    expect(params).toEqual({ tab: "courses", q: "", status: "all", page: 1 });
    expect(catalogHref(params)).toBe("/admin/catalog");
  });

  it("keeps known values and drops unknown ones", () => {
    const params = readCatalogParams(
      new URLSearchParams("tab=creators&q=%20robin%20&status=archived&page=3"),
    );
    expect(params).toEqual({ tab: "creators", q: "robin", status: "archived", page: 3 });
    expect(catalogHref(params)).toBe("/admin/catalog?tab=creators&q=robin&status=archived&page=3");
    expect(readCatalogParams(new URLSearchParams("tab=x&status=gone&page=-2"))).toEqual({
      tab: "courses",
      q: "",
      status: "all",
      page: 1,
    });
  });
});
