// <link rel="modulepreload"> tags for the page asked for, worked out once from Vite's manifest.
// Without them a first visit loads its JavaScript as a chain: the entry, then the chunks it
// imports, then the screen, then the screen's imports, one round trip each (Lighthouse's
// "network dependency tree": eight levels deep on Home). With them the browser fetches
// the whole set for that screen at once, alongside the entry. Screens not listed here still get
// the entry's own imports; they fetch the rest when they run, as before.

/** One chunk in dist/client/.vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The screens most visits start on, by path, with the source modules they render at once (Home's
 * verified-course list is its own lazy chunk but is on screen straight away). Keep in step with
 * src/client/app/router.tsx; client-preload.test.ts checks every module is in a real build.
 */
export const FIRST_SCREENS: { path: RegExp; modules: string[] }[] = [
  {
    path: /^\/$/,
    modules: [
      "src/client/features/home/pages/home-page.tsx",
      "src/client/features/home/components/verified-course-list.tsx",
    ],
  },
  {
    path: /^\/(courses|course-discovery)\/?$/,
    modules: ["src/client/features/courses/pages/course-browser-page.tsx"],
  },
  { path: /^\/courses\/[^/]+\/?$/, modules: ["src/client/features/courses/pages/course-detail-page.tsx"] },
  { path: /^\/creators\/?$/, modules: ["src/client/features/creators/pages/creators-page.tsx"] },
  {
    path: /^\/creators\/[^/]+\/?$/,
    modules: ["src/client/features/creators/pages/creator-profile-page.tsx"],
  },
  { path: /^\/(login|signin|sign-in)\/?$/, modules: ["src/client/features/auth/pages/login-page.tsx"] },
  { path: /^\/(signup|sign-up)\/?$/, modules: ["src/client/features/auth/pages/signup-page.tsx"] },
  { path: /^\/categories\/?$/, modules: ["src/client/features/categories/pages/categories-page.tsx"] },
  { path: /^\/about\/?$/, modules: ["src/client/features/content/pages/about-page.tsx"] },
  { path: /^\/how-it-works\/?$/, modules: ["src/client/features/content/pages/how-it-works-page.tsx"] },
  { path: /^\/pricing\/?$/, modules: ["src/client/features/billing/pages/pricing-page.tsx"] },
  { path: /^\/leaderboard\/?$/, modules: ["src/client/features/community/pages/leaderboard-page.tsx"] },
  { path: /^\/interactive-quiz\/?$/, modules: ["src/client/features/community/pages/quiz-page.tsx"] },
];

/** The files of `keys` and everything they import statically, minus `skip`, in a stable order. */
function closure(manifest: ViteManifest, keys: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!skip.has(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const tags = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");

/**
 * The screen's own modules as module scripts after the entry: the browser runs them, in order,
 * before the DOMContentLoaded event, so when the router asks for the screen its code has already
 * run, and the app takes the page over without waiting for another task. A module runs once, so the
 * router's own import of it only reads it.
 */
const scripts = (files: string[]) =>
  files.map((file) => `<script type="module" crossorigin src="/${file}"></script>`).join("");

/**
 * A function from a page path to the preload tags for it ("" without a manifest). Every page gets
 * the entry's static imports (the app); a listed screen also gets its own chunks, and its own
 * modules as scripts.
 */
export function createModulePreloads(manifest: ViteManifest | null): (path: string) => string {
  if (manifest === null) return () => "";
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) return () => "";
  const [entryKey, entryChunk] = entry;
  // The entry itself is the page's <script type="module">; it is never preloaded twice.
  const entryFiles = closure(manifest, [entryKey], new Set([entryChunk.file]));
  const common = tags(entryFiles);
  const skip = new Set([entryChunk.file, ...entryFiles]);
  const screens = FIRST_SCREENS.map((screen) => {
    const own = screen.modules.flatMap((module) => manifest[module]?.file ?? []);
    const imports = closure(manifest, screen.modules, skip).filter((file) => !own.includes(file));
    return { path: screen.path, tags: common + tags(imports) + scripts(own) };
  });
  return (path) => screens.find((screen) => screen.path.test(path))?.tags ?? common;
}
