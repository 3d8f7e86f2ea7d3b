// No API path is written by hand in the client: every call goes through a domain's endpoint client
// (lib/api/<domain>.ts, derived from src/shared/contracts), so a path cannot drift from the server's.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("API paths in the client", () => {
  it("are never string literals", () => {
    const found = sourceFiles(CLIENT).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${relative(CLIENT, file)}:${index + 1}` }))
        .filter(({ line }) => /["'`]\/api\//.test(line) && !/^\s*(\/\/|\*)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
