// Each import rule fails on a small fake tree written to a temporary directory, and a tree that
// keeps the rules passes: the scanner behind src/architecture.test.ts can see every violation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkImportRules, readImports, scanImports } from "./import-rules";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (path relative to the root -> source) under a new temporary root. */
function fakeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "hc-imports-"));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** A tree that keeps every rule; each test adds one file that breaks one. */
const CLEAN = {
  "src/shared/domain/rule.ts": 'import { z } from "zod";\nexport const rule = z.number();\n',
  "src/server/modules/a/a.service.ts":
    'import { rule } from "../../../shared/domain/rule";\nexport const a = rule;\n',
  "src/client/lib/format.ts":
    'import type { rule } from "../../shared/domain/rule";\nexport type R = typeof rule;\n',
  "src/client/features/one/page.tsx": 'import type { R } from "../../lib/format";\nexport type P = R;\n',
  "src/client/features/two/page.tsx": 'import { P } from "../../lib/format.js";\nexport type Q = P;\n',
};

function violationsOf(files: Record<string, string>) {
  return checkImportRules(scanImports(fakeTree({ ...CLEAN, ...files }), ["src"]));
}

describe("readImports", () => {
  it("reads static, type-only, re-export, side-effect and dynamic imports, not comments or templates", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "./b";',
      "import {",
      "  c,",
      "  type C,",
      '} from "./c";',
      'export * from "./d";',
      'export type { E } from "./e";',
      'import "./f.css";',
      'const g = await import("./g");',
      '// import h from "./h";',
      '/* import i from "./i"; */',
      "const fixture = `",
      'import j from "./j";',
      "`;",
      "export const k = \"import l from './l'\";",
    ].join("\n");
    expect(readImports(source)).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: false },
      { specifier: "./d", typeOnly: false },
      { specifier: "./e", typeOnly: true },
      { specifier: "./f.css", typeOnly: false },
      { specifier: "./g", typeOnly: false },
    ]);
  });
});

describe("checkImportRules on a fake tree", () => {
  it("passes a tree that keeps the rules", () => {
    expect(violationsOf({})).toEqual([]);
  });

  it("fails when src/shared imports src/server or src/client, type-only too", () => {
    const found = violationsOf({
      "src/shared/domain/bad.ts":
        'import type { a } from "../../server/modules/a/a.service";\nimport "../../client/lib/format";\n',
    });
    expect(found.map((v) => v.rule)).toEqual(["shared-imports-app", "shared-imports-app"]);
    expect(found[0]!.message).toContain(
      "src/shared/domain/bad.ts imports (type only) src/server/modules/a/a.service.ts",
    );
  });

  it("fails when src/client imports src/server, or src/server imports src/client", () => {
    const found = violationsOf({
      "src/client/lib/bad.ts": 'export const load = () => import("../../server/modules/a/a.service");\n',
      "src/server/modules/a/bad.ts": 'export { P } from "../../../client/features/one/page";\n',
    });
    expect(found.map((v) => v.rule)).toEqual(["client-server", "client-server"]);
  });

  it("lets through a server -> client import only when it is listed as allowed", () => {
    const tree = fakeTree({
      ...CLEAN,
      "src/server/plugins/render.ts": 'export const render = () => import("../../client/lib/format");\n',
    });
    const graph = scanImports(tree, ["src"]);
    expect(checkImportRules(graph).map((v) => v.rule)).toEqual(["client-server"]);
    const allowed = [
      { from: "src/server/plugins/render.ts", to: "src/client/lib/format.ts", reason: "a test" },
    ];
    expect(checkImportRules(graph, allowed)).toEqual([]);
  });

  it("fails when one client feature reaches inside another, not when it imports its public file", () => {
    const found = violationsOf({
      "src/client/features/one/index.ts": 'export type { P } from "./page";\n',
      "src/client/features/two/widget.tsx": 'import type { P } from "../one/page";\nexport type W = P;\n',
      "src/client/features/two/box.tsx": 'import type { P } from "../one";\nexport type B = P;\n',
      "src/client/features/two/card.tsx": 'import type { P } from "../one/index";\nexport type C = P;\n',
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.rule).toBe("feature-imports-feature");
    expect(found[0]!.message).toContain(
      'src/client/features/two/widget.tsx imports (type only) src/client/features/one/page.tsx: feature "two" reaches inside feature "one"',
    );
  });

  it("fails when a feature's public file has code of its own, not when it only passes names on", () => {
    const found = violationsOf({
      "src/client/features/one/index.ts":
        '// The public file.\nexport { P } from "./page";\nexport type { R } from "../../lib/format";\nexport * from "./page";\n',
      "src/client/features/two/index.ts":
        'import { lazy } from "react";\nexport const Page = lazy(() => import("./page"));\n',
    });
    expect(found).toEqual([
      {
        rule: "public-file-code",
        message: expect.stringContaining("src/client/features/two/index.ts has code of its own"),
      },
    ]);
  });

  it("fails when the client's shared code imports a feature, even its public file", () => {
    const found = violationsOf({
      "src/client/features/one/index.ts": 'export type { P } from "./page";\n',
      "src/client/components/ui/box.tsx":
        'import type { P } from "../../features/one";\nexport type B = P;\n',
      "src/client/lib/bad.ts": 'export const load = () => import("../features/two/page");\n',
    });
    expect(found.map((v) => v.rule)).toEqual([
      "client-shared-imports-feature",
      "client-shared-imports-feature",
    ]);
    expect(found[0]!.message).toContain(
      "src/client/components/ui/box.tsx imports (type only) src/client/features/one/index.ts",
    );
  });

  it("fails on a cycle between two features' public files", () => {
    const found = violationsOf({
      "src/client/features/one/index.ts": 'export { W } from "./uses-two";\n',
      "src/client/features/one/uses-two.ts": 'import { B } from "../two";\nexport const W = B;\n',
      "src/client/features/two/index.ts": 'export { B } from "./uses-one";\n',
      "src/client/features/two/uses-one.ts": 'import { W } from "../one";\nexport const B = () => W;\n',
    });
    expect(found.map((v) => v.rule)).toEqual(["cycle"]);
  });

  it("fails on an import cycle, also when one side imports only types", () => {
    const found = violationsOf({
      "src/server/jobs/runner.ts":
        'import { job } from "./job-a";\nexport interface Job { name: string }\nexport const jobs = [job];\n',
      "src/server/jobs/job-a.ts":
        'import type { Job } from "./runner";\nexport const job: Job = { name: "a" };\n',
    });
    expect(found).toEqual([
      {
        rule: "cycle",
        message:
          "import cycle: src/server/jobs/job-a.ts -> src/server/jobs/runner.ts -> src/server/jobs/job-a.ts",
      },
    ]);
  });

  it("names every file of a longer cycle", () => {
    const found = violationsOf({
      "src/server/x/a.ts": 'import "./b";\n',
      "src/server/x/b.ts": 'import "./c";\n',
      "src/server/x/c.ts": 'import type { T } from "./a";\nexport type U = T;\n',
    });
    expect(found.map((v) => v.message)).toEqual([
      "import cycle: src/server/x/a.ts -> src/server/x/b.ts -> src/server/x/c.ts -> src/server/x/a.ts",
    ]);
  });
});
