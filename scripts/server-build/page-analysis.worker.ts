// The analysis pool's worker entry in the built server (dist/server/page-analysis.worker.js).
// From source, src/server/analysis/page-analysis.worker.mjs loads the TypeScript through tsx; the
// build points the pool at this file instead (scripts/build-server.ts), which is bundled like the
// rest of the server and needs no tsx.
import {
  analyzePage,
  type PageAnalysis,
  type PageAnalysisInput,
} from "../../src/server/analysis/page-analysis";

/** One task: a fetched page in, its text and findings out (structured-cloned back). */
export default function run(input: PageAnalysisInput): PageAnalysis | Promise<PageAnalysis> {
  return analyzePage(input);
}
