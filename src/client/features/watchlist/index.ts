// The watchlist's public file: what other features may use from it (the import rules allow no
// deeper import, src/architecture/import-rules.ts). The Follow box of the course and creator pages
// loads on first render (wrap it in <Suspense>).
export { FollowBox } from "./components/lazy-widgets";
