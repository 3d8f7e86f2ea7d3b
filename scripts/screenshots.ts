// Screenshots of pages at desktop and phone widths, to look at what we built (STYLE.md habit 10).
// Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /login /signup ...
//   --out DIR (default screenshots/), --widths 1280,390, --login user|admin (test-login first),
//   --full (full-page). Prints console errors per page; exits 1 if any page logged one.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium";

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
};
const flag = (name: string): boolean => {
  const index = args.indexOf(`--${name}`);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
};
const out = option("out", "screenshots");
const widths = option("widths", "1280,390").split(",").map(Number);
const login = option("login", "");
const full = flag("full");
const [base, ...paths] = args;
if (!base || paths.length === 0) {
  console.error(
    "usage: npx tsx scripts/screenshots.ts BASE_URL PATH... [--out DIR] [--widths 1280,390] [--login user|admin] [--full]",
  );
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  if (login) await (await context.newPage()).goto(`${base}/api/auth/test-login?role=${login}&next=/`);
  for (const path of paths) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: full });
    console.log(`${name}  ${page.url()}${errors.length ? `  ERRORS: ${errors.join(" | ")}` : ""}`);
    failed ||= errors.length > 0;
    await page.close();
  }
  await context.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
