import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSelect } from "./filter-select";

describe("FilterSelect", () => {
  it("labels a select named for the query that early-input.js may send on change", () => {
    const html = renderToString(
      <FilterSelect label="Status" name="status" value="archived" onChange={() => {}}>
        <option value="all">All</option>
        <option value="archived">Archived</option>
      </FilterSelect>,
    );
    const id = /<select[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`name="status"`);
    expect(html).toContain(`data-submit-on-change=""`);
    expect(html).toMatch(/<option value="archived" selected="">Archived<\/option>/);
  });
});
