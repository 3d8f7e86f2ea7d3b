// safeErrorSummary on the errors a failed insert of a fetched page raises: nothing of the page (the
// query's parameters, the database's message quoting a value) reaches the summary.
import { describe, expect, it } from "vitest";
import { safeErrorSummary } from "./safe-error";

const PAGE = `<html><body><p>${"Students make $10,000 a month. ".repeat(200)}</p></body></html>`;

/** What drizzle throws: the query and its parameters in the message, the driver's error as cause. */
function queryError(): Error {
  const cause = Object.assign(new Error(`invalid input syntax for type integer: "${PAGE}"`), {
    code: "22P02",
    severity: "ERROR",
    routine: "pg_strtoint32_safe",
    detail: PAGE,
    where: `JSON data, line 1: ${PAGE}`,
  });
  return Object.assign(new Error(`Failed query: insert into "course_snapshots" ...\nparams: ${PAGE}`), {
    name: "DrizzleQueryError",
    query: 'insert into "course_snapshots" ...',
    params: [PAGE],
    cause,
  });
}

describe("safeErrorSummary", () => {
  it("keeps the kind, SQLSTATE and routine of a failed query, and nothing it was given", () => {
    const summary = safeErrorSummary(queryError());
    expect(summary).toMatchObject({
      type: "DrizzleQueryError",
      message: "query failed",
      code: "22P02",
      routine: "pg_strtoint32_safe",
    });
    expect(summary.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(summary)).not.toContain("Students make");
  });

  it("treats the driver's error thrown alone the same way", () => {
    const summary = safeErrorSummary((queryError() as Error & { cause: unknown }).cause);
    expect(summary).toMatchObject({ message: "query failed", code: "22P02" });
    expect(JSON.stringify(summary)).not.toContain("Students make");
  });

  it("keeps one line of 200 characters of another error's message", () => {
    const summary = safeErrorSummary(
      Object.assign(new Error(`socket hang up ${"x".repeat(500)}\nsecond line`), { code: "ECONNRESET" }),
    );
    expect(summary.message).toHaveLength(200);
    expect(summary).toMatchObject({ type: "Error", code: "ECONNRESET" });
    expect(safeErrorSummary("text")).toEqual({ type: "string", message: "" });
  });
});
