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
    // The import of a module also points up a layer (the foundation into modules/).
    expect(found.map((v) => v.rule)).toEqual(["import-up-a-layer", "analysis-not-pure", "analysis-not-pure"]);
    expect(found.filter((v) => v.rule === "analysis-not-pure").map((v) => v.message)).toEqual([
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

  it("fails when an import points up a layer: the foundation into modules, a module into jobs, anything into the app", () => {
    const found = violationsOf({
      "src/server/db/admin-create.ts":
        'import { hashPassword } from "../modules/auth/passwords";\nexport const h = hashPassword;\n',
      "src/server/modules/auth/passwords.ts": "export const hashPassword = (p: string) => p;\n",
      "src/server/modules/auth/limits.ts":
        'import { advisoryLock } from "../../jobs/job-lock";\nexport const l = advisoryLock;\n',
      "src/server/jobs/job-lock.ts": "export const advisoryLock = 1;\n",
      "src/server/jobs/runner.ts": 'import { buildApp } from "../app";\nexport const r = buildApp;\n',
      "src/server/app.ts": "export const buildApp = 1;\n",
      "src/server/lib/guard.ts": 'import type { Guard } from "../plugins/auth";\nexport type G = Guard;\n',
      "src/server/plugins/auth.ts": "export type Guard = string;\n",
    });
    expect(found.map((v) => v.message)).toEqual([
      "src/server/db/admin-create.ts imports src/server/modules/auth/passwords.ts: the foundation imports modules/, a layer above it (move the shared piece down)",
      "src/server/jobs/runner.ts imports src/server/app.ts: jobs/ imports the app, a layer above it (move the shared piece down)",
      "src/server/lib/guard.ts imports (type only) src/server/plugins/auth.ts: the foundation imports plugins/, a layer above it (move the shared piece down)",
      "src/server/modules/auth/limits.ts imports src/server/jobs/job-lock.ts: modules/ imports jobs/, a layer above it (move the shared piece down)",
    ]);
  });

  it("lets imports point down, a route or job take deps.ts's types, and the seed use the modules", () => {
    const found = violationsOf({
      "src/server/deps.ts":
        'import type { rescore } from "./modules/trust/trust-engine";\nexport type AppDeps = { r: typeof rescore };\n',
      "src/server/modules/trust/trust.routes.ts":
        'import type { AppDeps } from "../../deps";\nimport { openDatabase } from "../../db/client";\nexport const f = (d: AppDeps) => [d, openDatabase];\n',
      "src/server/jobs/recompute.ts":
        'import type { AppDeps } from "../deps";\nimport { rescore } from "../modules/trust/trust-engine";\nexport const j = (d: AppDeps) => [d, rescore];\n',
      "src/server/seed/seed.ts":
        'import { rescore } from "../modules/trust/trust-engine";\nexport const s = rescore;\n',
      "src/server/db/cli.ts": 'import { s } from "../seed/seed";\nexport const c = s;\n',
    });
    expect(found).toEqual([]);
    const valueImport = violationsOf({
      "src/server/deps.ts": "export const deps = {};\n",
      "src/server/modules/trust/trust.routes.ts":
        'import { deps } from "../../deps";\nexport const f = deps;\n',
    });
    expect(valueImport.map((v) => v.rule)).toEqual(["import-up-a-layer"]);
  });
});
