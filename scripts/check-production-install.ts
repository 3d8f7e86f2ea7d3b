// `npm run test:production-install`: the built app installed as production installs it, with
// `npm ci --omit=dev`, serves pages rendered on the server. A package the server needs at run time
// that sits in devDependencies makes the page renderer fall back to the plain shell (or the server
// fail to start); this catches both.
//
// Steps: build if needed (scripts/ensure-build.mjs); copy dist/, package.json, package-lock.json and
// scripts/ensure-build.mjs (npm start's prestart) into a temporary directory, timestamps kept;
// `npm ci --omit=dev --ignore-scripts --prefer-offline` there; `npm start` on a free loopback port
// with a temporary DATA_DIR; fetch / and a course page and check the HTML inside #root was
// rendered by the server; stop the server and remove the directories.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/server-process";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const START_TIMEOUT_MS = 180_000;
const say = (line: string) => process.stdout.write(`check-production-install: ${line}\n`);

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The markup inside <div id="root">, or "" for the plain shell. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('the page has no <div id="root">');
  return html
    .slice(start + '<div id="root">'.length)
    .trimStart()
    .startsWith("</div>")
    ? ""
    : html.slice(start, start + 2000);
}

async function fetchPage(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { accept: "text/html" } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return await response.text();
}

function assertRendered(path: string, html: string, expected: RegExp): void {
  const markup = rootMarkup(html);
  if (markup === "")
    throw new Error(`GET ${path} served the plain shell: nothing was rendered on the server`);
  if (!expected.test(html)) throw new Error(`GET ${path}: the rendered page lacks ${expected}`);
  say(`GET ${path}: rendered on the server (${html.length} bytes)`);
}

async function waitForHealth(base: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  // npm start runs the server as a child of npm (and a shell): signal the whole process group.
  process.kill(-server.pid, "SIGTERM");
  const timer = setTimeout(() => server.pid !== undefined && process.kill(-server.pid, "SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<void> {
  const started = performance.now();
  execFileSync(process.execPath, [join(ROOT, "scripts/ensure-build.mjs")], { cwd: ROOT, stdio: "inherit" });

  const app = mkdtempSync(join(tmpdir(), "hc-prod-install-"));
  const dataDir = mkdtempSync(join(tmpdir(), "hc-prod-data-"));
  let server: ChildProcess | undefined;
  try {
    for (const file of ["package.json", "package-lock.json", "dist", "scripts/ensure-build.mjs"]) {
      if (file.includes("/")) mkdirSync(join(app, file, ".."), { recursive: true });
      cpSync(join(ROOT, file), join(app, file), { recursive: true, preserveTimestamps: true });
    }
    say(`copied the build into ${app}`);

    const install = performance.now();
    execFileSync(
      "npm",
      [
        "ci",
        "--omit=dev",
        "--ignore-scripts",
        "--prefer-offline",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
      ],
      { cwd: app, stdio: "inherit" },
    );
    say(`npm ci --omit=dev took ${seconds(install)}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _db, SESSION_SECRET: _secret, NODE_ENV: _env, ...inherited } = process.env;
    let output = "";
    const boot = performance.now();
    server = spawn("npm", ["start"], {
      cwd: app,
      env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    server.stdout?.on("data", keep);
    server.stderr?.on("data", keep);
    await waitForHealth(base, server, () => output);
    say(`npm start answered /api/health after ${seconds(boot)}`);

    const home = await fetchPage(base, "/");
    assertRendered("/", home, /href="\/courses\//);
    const courses = await fetchPage(base, "/courses");
    const course =
      /href="(\/courses\/[^"/?#]+)"/.exec(courses)?.[1] ?? /href="(\/courses\/[^"/?#]+)"/.exec(home)?.[1];
    if (!course) throw new Error("no course link on / or /courses");
    assertRendered(course, await fetchPage(base, course), /<h1[^>]*>[^<]+/);
    if (/<script[^>]*src="[^"]*"/.test(home) === false)
      throw new Error("/ links no script: not the app's page");
    say(`ok in ${seconds(started)}`);
  } finally {
    if (server) await stop(server);
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `check-production-install: FAILED: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
