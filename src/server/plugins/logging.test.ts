// The logger never writes a failed query's parameters or the database's message: a page that made
// an insert fail once put its whole text into the error log line (issue 27, finding 3).
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions("info", stream) as pino.LoggerOptions & { stream: Writable };
  const { stream: destination, ...rest } = options;
  return { log: pino(rest, destination), lines };
}

describe("the error log serializer", () => {
  it("logs a failed query as its summary, without the parameters or the database's message", () => {
    const { log, lines } = capture();
    const cause = Object.assign(new Error('invalid byte sequence: "SECRET-PAGE-TEXT"'), {
      code: "22021",
      severity: "ERROR",
      routine: "report_invalid_encoding",
    });
    const failed = Object.assign(
      new Error("Failed query: insert into x values ($1)\nparams: SECRET-PAGE-TEXT"),
      {
        query: "insert into x values ($1)",
        params: ["SECRET-PAGE-TEXT"],
        cause,
      },
    );
    log.error({ err: failed }, "request failed");
    const line = lines.join("");
    expect(line).not.toContain("SECRET-PAGE-TEXT");
    expect(line).toContain("22021");
    expect(line).toContain("report_invalid_encoding");
  });

  it("keeps other errors as pino writes them", () => {
    const { log, lines } = capture();
    log.error({ err: new Error("plain failure") }, "oops");
    expect(lines.join("")).toContain("plain failure");
  });
});
