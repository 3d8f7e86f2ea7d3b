// Each server layer rule fails on a small fake tree written to a temporary directory, and a tree
// that keeps the rules passes: the scanner behind src/architecture.test.ts can see every violation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scanImports } from "./import-rules";
import { checkServerLayers, type LayerExemption } from "./server-layers";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A server that keeps every rule; each test adds files that break one. */
const CLEAN: Record<string, string> = {
  "src/shared/domain/score.ts": "export const score = (n: number) => n;\n",
  "src/server/analysis/detector.ts":
    'import { readFileSync } from "node:fs";\nimport { score } from "../../shared/domain/score";\nexport const detect = () => score(readFileSync("w").length);\n',
  "src/server/analysis/detector.test.ts":
    'import http from "node:http";\nimport { openDatabase } from "../db/client";\nexport const t = [http, openDatabase];\n',
  "src/server/db/client.ts":
    'import { drizzle } from "drizzle-orm/pglite";\nexport const openDatabase = drizzle;\n',
  "src/server/modules/trust/trust-engine.ts":
    'import { detect } from "../../analysis/detector";\nimport { openDatabase } from "../../db/client";\nexport const rescore = () => [detect(), openDatabase];\n',
};

function violationsOf(files: Record<string, string>, exempt: readonly LayerExemption[] = []) {
  const root = mkdtempSync(join(tmpdir(), "hc-layers-"));
  roots.push(root);
  for (const [path, source] of Object.entries({ ...CLEAN, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return checkServerLayers(scanImports(root, ["src"]), root, exempt);
}

describe("checkServerLayers on a fake tree", () => {
  it("passes a tree that keeps the rules (tests are not held to them)", () => {
    expect(violationsOf({})).toEqual([]);
  });

  it("fails when analysis/ imports the database, a module, or any other server folder, type-only too", () => {
    const found = violationsOf({
      "src/server/analysis/trust-engine.ts": [
        'import type { Db } from "../db/client";',
        'import { rescore } from "../modules/trust/trust-engine";',
        "export const x = (db: Db) => [db, rescore];",
      ].join("\n"),
    });
    expect(found.map((v) => v.message)).toEqual([
      "src/server/analysis/trust-engine.ts imports src/server/db/client.ts: analysis/ imports nothing else of src/server (move the I/O to the module or infrastructure that calls it)",
      "src/server/analysis/trust-engine.ts imports src/server/modules/trust/trust-engine.ts: analysis/ imports nothing else of src/server (move the I/O to the module or infrastructure that calls it)",
    ]);
  });

  it("fails when analysis/ imports a network or database package, or calls fetch()", () => {
    const found = violationsOf({
      "src/server/analysis/fetch-page.ts": [
        'import https from "node:https";',
        'import { sql } from "drizzle-orm";',
        "// fetch(url) in a comment is not a call",
        "export const get = (url: string) => fetch(url).then(() => [https, sql]);",
      ].join("\n"),
    });
    expect(found.map((v) => v.message)).toEqual([
      "src/server/analysis/fetch-page.ts imports node:https: analysis/ reaches no database, network or server",
      "src/server/analysis/fetch-page.ts imports drizzle-orm: analysis/ reaches no database, network or server",
      "src/server/analysis/fetch-page.ts calls fetch(): analysis/ reaches no network (fetching is src/server/fetch/)",
    ]);
  });

  it("lets an exempted folder through, and only that one", () => {
    const files = {
      "src/server/analysis/providers/openai.ts": "export const ask = (u: string) => fetch(u);\n",
      "src/server/analysis/other.ts": 'import http from "http";\nexport const h = http;\n',
    };
    expect(violationsOf(files).map((v) => v.rule)).toEqual(["analysis-not-pure", "analysis-not-pure"]);
    expect(
      violationsOf(files, [{ path: "src/server/analysis/providers/", reason: "a test" }]).map(
        (v) => v.message,
      ),
    ).toEqual([
      "src/server/analysis/other.ts imports http: analysis/ reaches no database, network or server",
    ]);
  });
});
