// Builds the client when dist/ is missing or older than its sources, so `npm start` and the e2e
// suite always serve what is in the tree. Fast when nothing changed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const stamp = join(root, "dist/client/index.html");
const inputs = ["index.html", "vite.config.ts", "package-lock.json", "public", "src/client", "src/shared"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (built >= changed) {
  process.stdout.write("client build is up to date\n");
} else {
  process.stdout.write("building the client...\n");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
