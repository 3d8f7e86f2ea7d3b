// The source tree's rules, checked on every `npm test` (architecture/import-rules.ts says how):
// - imports: shared imports no app code; client and server never import each other (save the
//   exceptions below); a client feature imports another only through its public file (index.ts);
//   no import cycles, type-only ones included;
// - server layers (architecture/server-layers.ts): analysis/ is pure reading and judging, with no
//   database, network or other server folder; no import points up from the foundation (lib, db,
//   fetch, mail, storage, analysis) to modules, from modules to jobs, or from either to the app;
// - one owner per write: only the leaderboard module writes leaderboard points, and only the
//   catalogue-changed module clears the catalogue caches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AllowedImport,
  checkImportRules,
  REPOSITORY_ROOT,
  scanImports,
} from "./architecture/import-rules";
import { checkServerLayers, type LayerExemption } from "./architecture/server-layers";

/** Server -> client imports made on purpose. Keep this list short and each reason true. */
const ALLOWED: readonly AllowedImport[] = [
  {
    from: "src/server/plugins/page-render.ts",
    to: "src/client/server-render.tsx",
    reason:
      "the server renders the app's first screens with the app's own code (server-rendered first screens)",
  },
  {
    from: "src/server/plugins/page-render.ts",
    to: "src/client/lib/api-client.ts",
    reason: "the render answers the app's queries in-process, through the app's own API client",
  },
];

/** Server files the layer rules let through. Keep this list short and each reason true. */
const LAYER_EXEMPT: readonly LayerExemption[] = [
  {
    path: "src/server/analysis/providers/",
    reason:
      "the prose providers ask a model over HTTP; they leave analysis/ together with the evaluation harness that drives them (analysis/eval/llm-eval.ts)",
  },
];

const graph = scanImports(REPOSITORY_ROOT, ["src"]);

/**
 * Non-test source files under src/server that mention `word`, outside the `owners` path prefixes
 * (tests and the test support in src/server/test are test code, not held to the owners).
 */
function mentionsOutside(word: string, owners: readonly string[]): string[] {
  return graph.files.filter(
    (file) =>
      file.startsWith("src/server/") &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith("src/server/test/") &&
      !owners.some((owner) => file.startsWith(owner)) &&
      readFileSync(join(REPOSITORY_ROOT, file), "utf8").includes(word),
  );
}

describe("the source tree", () => {
  it("is scanned (the scanner finds the tree and its imports)", () => {
    expect(graph.files).toContain("src/server/app.ts");
    expect(graph.edges.length).toBeGreaterThan(graph.files.length);
  });

  it("keeps the import rules", () => {
    expect(checkImportRules(graph, ALLOWED).map((v) => v.message)).toEqual([]);
  });

  it("keeps the server's layers", () => {
    expect(checkServerLayers(graph, REPOSITORY_ROOT, LAYER_EXEMPT).map((v) => v.message)).toEqual([]);
  });

  it("lists only layer exemptions that exist", () => {
    for (const exempt of LAYER_EXEMPT) {
      expect(
        graph.files.some((f) => (exempt.path.endsWith("/") ? f.startsWith(exempt.path) : f === exempt.path)),
        exempt.path,
      ).toBe(true);
    }
  });

  it("lists only allowed imports that exist", () => {
    for (const allowed of ALLOWED) {
      expect(
        graph.edges.some((e) => e.from === allowed.from && e.to === allowed.to),
        allowed.from,
      ).toBe(true);
    }
  });

  it("writes leaderboard points only in the leaderboard module (and the demo seed)", () => {
    expect(
      mentionsOutside("leaderboardContributions", [
        "src/server/modules/leaderboard/",
        "src/server/db/schema/",
        "src/server/seed/",
      ]),
    ).toEqual([]);
  });

  it("clears the catalogue caches only through catalogueChanged", () => {
    expect(
      mentionsOutside("invalidateLists", [
        "src/server/modules/courses/catalogue-changed.ts",
        "src/server/modules/courses/courses.service.ts",
      ]),
    ).toEqual([]);
  });
});

describe("composition", () => {
  it("builds services only in the composition root: route modules and jobs receive them", () => {
    const builders = graph.files.filter(
      (file) =>
        file.startsWith("src/server/") &&
        (/\.routes\.ts$/.test(file) || file.startsWith("src/server/jobs/")) &&
        !/\.test\.ts$/.test(file) &&
        /\bcreate\w*Service\(/.test(readFileSync(join(REPOSITORY_ROOT, file), "utf8")),
    );
    expect(builders).toEqual([]);
  });
});
