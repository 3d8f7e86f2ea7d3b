// The worker thread entry of the analysis pool (lib/analysis-pool.ts). Plain JavaScript, so Node can
// start it however the server itself was started (tsx, node --import tsx, or under Vitest); it
// loads the TypeScript module through tsx's API, as the server's own code is loaded
// (docs/decisions/0185-server-built-with-esbuild.md).
import { tsImport } from "tsx/esm/api";

const { analyzePage } = await tsImport("./page-analysis.ts", import.meta.url);

/** One task: a fetched page in, its text and findings out (structured-cloned back). */
export default function run(input) {
  return analyzePage(input);
}
