import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryList, QueryView } from "./query-view";

const query = { refetch: () => undefined, isFetching: false };

function view(state: Parameters<typeof QueryView<string>>[0]["query"]) {
  return renderToString(
    <QueryView query={state} loading={<p>Loading the list…</p>} error="We couldn't load the list.">
      {(data) => <p>Data: {data}</p>}
    </QueryView>,
  );
}

describe("QueryView", () => {
  it("shows what it is given for loading while the query is pending, and nothing else", () => {
    const html = view({ ...query, isPending: true });
    expect(html).toContain("Loading the list…");
    expect(html).not.toContain("couldn't load");
    expect(html).not.toContain("Data:");
  });

  it("shows the error with Try Again when the query failed", () => {
    const html = view({ ...query, isPending: false, isError: true });
    expect(html).toContain('role="alert"');
    expect(html).toContain("We couldn&#x27;t load the list.");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("Loading the list…");
  });

  it("hands the data to its children once the query has it", () => {
    const html = view({ ...query, isPending: false, isError: false, data: "three courses" });
    expect(html).toContain("Data: <!-- -->three courses");
    expect(html).not.toContain("Try Again");
  });
});

describe("QueryList", () => {
  function list(items: string[]) {
    return renderToString(
      <QueryList
        query={{ ...query, isPending: false, isError: false, data: { items } }}
        loading={<p>Loading the list…</p>}
        error="We couldn't load the list."
        empty={<p>Nothing here yet.</p>}
      >
        {(shown) => <p>Items: {shown.join(", ")}</p>}
      </QueryList>,
    );
  }

  it("shows `empty` in place of a list with no items", () => {
    const html = list([]);
    expect(html).toContain("Nothing here yet.");
    expect(html).not.toContain("Items:");
  });

  it("hands the items to its children when there are some", () => {
    const html = list(["one", "two"]);
    expect(html).toContain("Items: <!-- -->one, two");
    expect(html).not.toContain("Nothing here yet.");
  });

  it("keeps QueryView's loading and failed states", () => {
    const props = { loading: <p>Loading the list…</p>, error: "We couldn't load the list.", empty: null };
    const pending = renderToString(
      <QueryList<string> query={{ ...query, isPending: true }} {...props}>
        {() => null}
      </QueryList>,
    );
    expect(pending).toContain("Loading the list…");
    const failed = renderToString(
      <QueryList<string> query={{ ...query, isPending: false, isError: true }} {...props}>
        {() => null}
      </QueryList>,
    );
    expect(failed).toContain("Try Again");
  });
});
