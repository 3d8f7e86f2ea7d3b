// What a log line may say about an error raised while storing something read from outside (a
// fetched page). A failed query's error (drizzle's DrizzleQueryError) carries every parameter of the
// query in its message, its stack's first line and `params`: logged as it is, one failed insert of a
// snapshot wrote the whole page into the log. And the database's own message quotes the value it
// refused ('invalid input syntax for type integer: "…"', a trigger's text). The summary keeps what a
// person debugging needs (the kind of error; of a database error its SQLSTATE code, the routine
// that raised it and the table, column or constraint; the stack frames) and never the parameters,
// the query text, or the database's message, `detail` and `where`. Other errors keep the first
// line of their message, cut at 200 characters. Log it under a key of its own (`error`), not
// `err`, which pino's serializer would rebuild from the original.

export interface SafeErrorSummary {
  type: string;
  message: string;
  /** SQLSTATE, or a Node error code (ECONNRESET). */
  code?: string;
  /** The database's function that raised it (pg_strtoint32_safe, exec_stmt_raise). */
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The stack frames, without the message line. */
  stack?: string;
}

const MAX_MESSAGE = 200;
const MAX_FRAMES = 12;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  stack?: unknown;
  cause?: unknown;
  routine?: unknown;
  severity?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The first line, cut: a message never brings a page along. */
const oneLine = (value: string) => (value.split("\n", 1)[0] ?? "").slice(0, MAX_MESSAGE);

/** A failed query: the error that wraps the driver's, with the query and its parameters. */
const isQueryError = (error: ErrorLike) => "params" in error || "query" in error;
/** The database's own error (node-postgres, PGlite): a SQLSTATE and a severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string";

/** Whether an error came from a query or the database, whose message and fields may quote stored data. */
export function isQueryOrDatabaseError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const outer = error as ErrorLike;
  const cause = typeof outer.cause === "object" && outer.cause !== null ? (outer.cause as ErrorLike) : null;
  return isQueryError(outer) || isDatabaseError(outer) || (cause !== null && isDatabaseError(cause));
}

export function safeErrorSummary(error: unknown): SafeErrorSummary {
  if (typeof error !== "object" || error === null) return { type: typeof error, message: "" };
  const outer = error as ErrorLike;
  const query = isQueryError(outer);
  // Of a failed query, what the database said; the wrapper's message is the query and its data.
  const source =
    query && typeof outer.cause === "object" && outer.cause !== null ? (outer.cause as ErrorLike) : outer;
  const fromDatabase = query || isDatabaseError(source);
  const message = fromDatabase ? "query failed" : oneLine(text(source.message) ?? "");
  const frames = (text(outer.stack) ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, MAX_FRAMES)
    .join("\n");
  const summary: SafeErrorSummary = { type: text(outer.name) ?? "Error", message };
  const code = source.code;
  if (typeof code === "string" || typeof code === "number") summary.code = String(code).slice(0, 40);
  for (const field of ["table", "column", "constraint", "routine"] as const) {
    const value = text(source[field]);
    if (value !== undefined) summary[field] = value.slice(0, 128);
  }
  if (frames !== "") summary.stack = frames;
  return summary;
}
