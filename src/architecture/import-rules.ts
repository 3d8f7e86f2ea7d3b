// The import rules of the source tree, checked by scanning it (src/architecture.test.ts runs them on
// src/, import-rules.test.ts shows each one failing on a small fake tree):
// - src/shared imports neither src/server nor src/client;
// - src/client never imports src/server, and src/server never imports src/client (save the
//   exceptions listed with their reason);
// - a client feature (src/client/features/<name>/) imports another feature only through that
//   feature's public file, src/client/features/<name>/index.ts (a deep import into it fails), and
//   that file only passes names on (`export ... from`), with no code of its own: the build treats
//   it as free of side effects (vite.config.ts), so importing one name loads that name's module only;
// - the client's shared code (src/client/lib, src/client/components) imports no feature;
// - no import cycles, counting type-only imports (a type-only cycle still ties two modules together).
// Every relative import is read: static, `import type`, `export ... from`, side-effect and dynamic
// `import("...")` with a literal path. Package imports are not part of the graph.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

export interface ImportEdge {
  /** Both paths relative to the scanned root, with forward slashes. */
  from: string;
  to: string;
  typeOnly: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** The client features' public files that hold anything but `export ... from` statements. */
  publicFilesWithCode?: string[];
}

export interface Violation {
  rule:
    | "shared-imports-app"
    | "client-server"
    | "feature-imports-feature"
    | "public-file-code"
    | "client-shared-imports-feature"
    | "cycle";
  message: string;
}

/** An import the rules allow on purpose, with the reason written next to it. */
export interface AllowedImport {
  from: string;
  to: string;
  reason: string;
}

function listSourceFiles(root: string, dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listSourceFiles(root, path, out);
    else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext))) {
      out.push(relative(root, path).split(sep).join("/"));
    }
  }
}

/**
 * Comments and template literals blanked out (quoted strings kept, each ending at its line's end at
 * the latest), so an import written in a comment or inside a template (a test's fixture source) is
 * not read as one.
 */
function withoutComments(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === "`") {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === "\\" ? 2 : 1;
      out += `\`${source.slice(i + 1, j).replace(/[^\n]/g, " ")}\``;
      i = j + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC_IMPORT =
  /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:[\w$*{}\s,]*?\sfrom\s*)?["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g;

/** The module specifiers a source file imports, with whether each import is type-only. */
export function readImports(source: string): Array<{ specifier: string; typeOnly: boolean }> {
  const code = withoutComments(source);
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    found.push({ specifier: match[3]!, typeOnly: match[2] !== undefined });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) found.push({ specifier: match[1]!, typeOnly: false });
  return found;
}

function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const bare = specifier.replace(/[?#].*$/, "");
  const base = posix.normalize(posix.join(posix.dirname(from), bare));
  const stem = base.replace(/\.(?:m?js|jsx)$/, "");
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => `${base}${ext}`),
    ...SOURCE_EXTENSIONS.map((ext) => `${stem}${ext}`),
    ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Whether a module is nothing but `export ... from "..."` statements (and comments). */
export function onlyReExports(source: string): boolean {
  const statements = withoutComments(source)
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
  return statements.every((statement) =>
    /^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*["'][^"']+["']$/.test(statement),
  );
}

/** Every source file under `dirs` of `root` (default: all of it) and every relative import between them. */
export function scanImports(root: string, dirs: readonly string[] = ["."]): ImportGraph {
  const files: string[] = [];
  for (const dir of dirs) listSourceFiles(root, join(root, dir), files);
  files.sort();
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  const publicFilesWithCode: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), "utf8");
    for (const { specifier, typeOnly } of readImports(source)) {
      const to = resolveImport(file, specifier, known);
      if (to !== null && to !== file) edges.push({ from: file, to, typeOnly });
    }
    const feature = featureOf(file);
    if (feature !== null && file === featurePublicFile(feature) && !onlyReExports(source)) {
      publicFilesWithCode.push(file);
    }
  }
  return { files, edges, publicFilesWithCode };
}

/** The area a path (relative to the repository root) belongs to. */
function areaOf(path: string): "shared" | "server" | "client" | null {
  const match = /^src\/(shared|server|client)\//.exec(path);
  return match ? (match[1] as "shared" | "server" | "client") : null;
}

function featureOf(path: string): string | null {
  return /^src\/client\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** The one file through which other features may use a client feature. */
export function featurePublicFile(feature: string): string {
  return `src/client/features/${feature}/index.ts`;
}

/**
 * Import cycles: each strongly connected group of two or more files (every file in it reaches every
 * other), with the shortest cycle through its first file.
 */
export function findCycles(graph: ImportGraph): Array<{ cycle: string[]; files: string[] }> {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const list = next.get(edge.from) ?? [];
    if (!list.includes(edge.to)) list.push(edge.to);
    next.set(edge.from, list);
  }
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const start of graph.files) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = next.get(frame.node) ?? [];
      if (frame.i < targets.length) {
        const target = targets[frame.i++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, i: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) groups.push(group);
      }
    }
  }
  return groups.map((group) => ({ cycle: cyclePath(group, next), files: [...group].sort() }));
}

/** One cycle through a strongly connected group, starting at its first file in name order. */
function cyclePath(group: readonly string[], next: ReadonlyMap<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  // Breadth-first from start back to start, inside the group: the shortest cycle through it.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...group, group[0]!];
}

/** Every broken rule in `graph` (scanned at the repository root: paths start with src/). */
export function checkImportRules(graph: ImportGraph, allowed: readonly AllowedImport[] = []): Violation[] {
  const isAllowed = (edge: ImportEdge) => allowed.some((a) => a.from === edge.from && a.to === edge.to);
  const violations: Violation[] = [];
  for (const edge of graph.edges) {
    const [from, to] = [areaOf(edge.from), areaOf(edge.to)];
    const how = edge.typeOnly ? "imports (type only)" : "imports";
    if (from === "shared" && (to === "server" || to === "client")) {
      violations.push({
        rule: "shared-imports-app",
        message: `${edge.from} ${how} ${edge.to}: src/shared imports neither src/server nor src/client`,
      });
    } else if (
      ((from === "client" && to === "server") || (from === "server" && to === "client")) &&
      !isAllowed(edge)
    ) {
      violations.push({
        rule: "client-server",
        message: `${edge.from} ${how} ${edge.to}: src/client and src/server never import each other`,
      });
    }
    const [fromFeature, toFeature] = [featureOf(edge.from), featureOf(edge.to)];
    if (/^src\/client\/(?:lib|components)\//.test(edge.from) && toFeature !== null) {
      violations.push({
        rule: "client-shared-imports-feature",
        message: `${edge.from} ${how} ${edge.to}: the client's shared code (lib/, components/) imports no feature (move the piece into the feature, or what both need out of it)`,
      });
    }
    if (
      fromFeature !== null &&
      toFeature !== null &&
      fromFeature !== toFeature &&
      edge.to !== featurePublicFile(toFeature)
    ) {
      violations.push({
        rule: "feature-imports-feature",
        message: `${edge.from} ${how} ${edge.to}: feature "${fromFeature}" reaches inside feature "${toFeature}" (import from ${featurePublicFile(toFeature)}, and export what is needed there)`,
      });
    }
  }
  for (const file of graph.publicFilesWithCode ?? []) {
    violations.push({
      rule: "public-file-code",
      message: `${file} has code of its own: a feature's public file only passes names on (export ... from), so the build can load just the names a screen imports`,
    });
  }
  for (const { cycle, files } of findCycles(graph)) {
    const more =
      files.length > cycle.length - 1 ? ` (${files.length} files tied together: ${files.join(", ")})` : "";
    violations.push({ rule: "cycle", message: `import cycle: ${cycle.join(" -> ")}${more}` });
  }
  return violations;
}

/** The repository root, from this file's place in it. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));
