// The server's layer rules, checked by scanning the tree (src/architecture.test.ts runs them on
// src/, server-layers.test.ts shows each one failing on a small fake tree):
// - src/server/analysis/ is pure reading and judging: its code imports nothing else of src/server
//   (only src/shared and analysis/ itself), no package that reaches a database, the network or the
//   HTTP server, and calls no fetch(). Reading its own shipped files (the corpus, the weights) with
//   node:fs is allowed: that is loading data, not talking to anything.
// - no import points up a layer. From the bottom: the foundation (config.ts, lib/, db/, fetch/,
//   mail/, storage/, analysis/), then modules/ (one folder per domain), then jobs/ (the runner and
//   the jobs no single domain owns), then the app (app.ts, composition.ts, main.ts, the seed and the
//   command-line entry points). A module may import only the foundation and other modules; a job
//   also modules; the foundation nothing above it. deps.ts (AppDeps: what a route or job receives
//   from the composition root) is the app's, but a route or job may import its types. plugins/ (the
//   HTTP plumbing: guards, the client, page rendering) is not ranked against modules here: routes use
//   its guards and the session plugin uses the auth module; the foundation never imports it.
// Test files are not held to these rules (a test may start a server or open a database).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type ImportGraph, readImports } from "./import-rules";

export interface LayerViolation {
  rule: "analysis-not-pure" | "import-up-a-layer";
  message: string;
}

/** A path (or folder, ending in /) the rules let through on purpose, with the reason next to it. */
export interface LayerExemption {
  path: string;
  reason: string;
}

const ANALYSIS = "src/server/analysis/";

/** The server's layers, lowest first: each path (a folder ends in /) in the first layer that lists it. */
export const SERVER_LAYERS: ReadonlyArray<{ name: string; paths: readonly string[] }> = [
  {
    name: "the app",
    paths: [
      "src/server/app.ts",
      "src/server/composition.ts",
      "src/server/event-handlers.ts",
      "src/server/main.ts",
      "src/server/deps.ts",
      "src/server/seed/",
      "src/server/db/cli.ts",
      "src/server/db/admin-create-cli.ts",
    ],
  },
  { name: "jobs/", paths: ["src/server/jobs/"] },
  { name: "modules/", paths: ["src/server/modules/"] },
  {
    name: "the foundation",
    paths: [
      "src/server/config.ts",
      "src/server/session-secret.ts",
      "src/server/lib/",
      "src/server/db/",
      "src/server/fetch/",
      "src/server/mail/",
      "src/server/storage/",
      "src/server/analysis/",
    ],
  },
].reverse();

const PLUGINS = "src/server/plugins/";
const DEPS = "src/server/deps.ts";

/** The rank of a server path (0 = the foundation), or null for a path not ranked (plugins/, tests' helpers). */
function rankOf(path: string): number | null {
  // The app's list names files inside db/, so it is matched before the foundation's folders.
  for (let rank = SERVER_LAYERS.length - 1; rank >= 0; rank--) {
    const layer = SERVER_LAYERS[rank]!;
    if (layer.paths.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p))) return rank;
  }
  return null;
}

/** Packages that reach a database, the network, another process or the HTTP server. */
const IO_PACKAGE =
  /^(?:node:)?(?:http|https|http2|net|tls|dgram|dns|child_process|worker_threads)(?:\/|$)|^(?:drizzle-orm|pg|postgres|@electric-sql\/pglite|nodemailer|@aws-sdk\/|piscina|undici|fastify|@fastify\/)/;

const isTest = (path: string) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** Every broken server layer rule in `graph`, scanned at `root` (paths start with src/). */
export function checkServerLayers(
  graph: ImportGraph,
  root: string,
  exempt: readonly LayerExemption[] = [],
): LayerViolation[] {
  const isExempt = (path: string) =>
    exempt.some((e) => (e.path.endsWith("/") ? path.startsWith(e.path) : path === e.path));
  const violations: LayerViolation[] = [];
  for (const edge of graph.edges) {
    if (isTest(edge.from) || isExempt(edge.from) || edge.from.startsWith("src/server/test/")) continue;
    const [from, to] = [rankOf(edge.from), rankOf(edge.to)];
    const upward =
      (from !== null && to !== null && to > from && !(edge.to === DEPS && edge.typeOnly && from > 0)) ||
      (from === 0 && edge.to.startsWith(PLUGINS));
    if (upward) {
      const fromName = SERVER_LAYERS[from!]!.name;
      const toName = to === null ? "plugins/" : SERVER_LAYERS[to]!.name;
      violations.push({
        rule: "import-up-a-layer",
        message: `${edge.from} ${edge.typeOnly ? "imports (type only)" : "imports"} ${edge.to}: ${fromName} imports ${toName}, a layer above it (move the shared piece down)`,
      });
    }
  }
  const analysisFiles = graph.files.filter((f) => f.startsWith(ANALYSIS) && !isTest(f) && !isExempt(f));
  const inAnalysis = new Set(analysisFiles);
  for (const edge of graph.edges) {
    if (!inAnalysis.has(edge.from)) continue;
    if (edge.to.startsWith("src/server/") && !edge.to.startsWith(ANALYSIS)) {
      violations.push({
        rule: "analysis-not-pure",
        message: `${edge.from} imports ${edge.to}: analysis/ imports nothing else of src/server (move the I/O to the module or infrastructure that calls it)`,
      });
    }
  }
  for (const file of analysisFiles) {
    const source = readFileSync(join(root, file), "utf8");
    for (const { specifier } of readImports(source)) {
      if (IO_PACKAGE.test(specifier)) {
        violations.push({
          rule: "analysis-not-pure",
          message: `${file} imports ${specifier}: analysis/ reaches no database, network or server`,
        });
      }
    }
    const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    if (/(?<![\w$.])fetch\s*\(/.test(code)) {
      violations.push({
        rule: "analysis-not-pure",
        message: `${file} calls fetch(): analysis/ reaches no network (fetching is src/server/fetch/)`,
      });
    }
  }
  return violations;
}
