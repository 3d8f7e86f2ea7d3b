// The server's layer rules, checked by scanning the tree (src/architecture.test.ts runs them on
// src/, server-layers.test.ts shows each one failing on a small fake tree):
// - src/server/analysis/ is pure reading and judging: its code imports nothing else of src/server
//   (only src/shared and analysis/ itself), no package that reaches a database, the network or the
//   HTTP server, and calls no fetch(). Reading its own shipped files (the corpus, the weights) with
//   node:fs is allowed: that is loading data, not talking to anything.
// Test files are not held to these rules (a test may start a server or open a database).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type ImportGraph, readImports } from "./import-rules";

export interface LayerViolation {
  rule: "analysis-not-pure";
  message: string;
}

/** A path (or folder, ending in /) the rules let through on purpose, with the reason next to it. */
export interface LayerExemption {
  path: string;
  reason: string;
}

const ANALYSIS = "src/server/analysis/";

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
