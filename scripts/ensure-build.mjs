// Builds the client (dist/client) and the server (dist/server) when either is missing or older than
// its sources, so `npm start` and the e2e suite always run what is in the tree. Fast when nothing
// changed. Where the build tools are not installed (`npm ci --omit=dev`), an up-to-date dist/ is
// used as it is, and a missing or stale one is an error that says what to do.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

const parts = [
  {
    name: "client",
    script: "build:client",
    stamp: "dist/client/index.html",
    inputs: ["index.html", "vite.config.ts", "package-lock.json", "public", "src/client", "src/shared"],
  },
  {
    name: "server",
    script: "build:server",
    stamp: "dist/server/main.js",
    // The server renders pages with the client's modules, so src/client is one of its inputs.
    inputs: [
      "package.json",
      "package-lock.json",
      "tsconfig.json",
      "migrations",
      "scripts/build-server.ts",
      "scripts/server-build",
      "src/server",
      "src/shared",
      "src/client",
    ],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const stale = parts.filter((part) => {
  const stamp = join(root, part.stamp);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return built === 0 || built < Math.max(...part.inputs.map((input) => newestMtime(join(root, input))));
});

if (stale.length === 0) {
  process.stdout.write("build is up to date\n");
  process.exit(0);
}
const names = stale.map((part) => part.name).join(" and ");
if (!existsSync(join(root, "node_modules/vite")) || !existsSync(join(root, "node_modules/esbuild"))) {
  process.stderr.write(
    `The ${names} build is missing or older than its sources, and the build tools (devDependencies) ` +
      "are not installed. Run `npm ci && npm run build` first, or install with devDependencies.\n",
  );
  process.exit(1);
}
for (const part of stale) {
  process.stdout.write(`building the ${part.name}...\n`);
  const result = spawnSync("npm", ["run", part.script], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
