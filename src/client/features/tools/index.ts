// The tools' public file, what other features may use (the import rules allow no deeper import,
// src/architecture/import-rules.ts): the ad-sighting box, loaded on first render (wrap it in
// <Suspense>).
export { AdSightingBox } from "./components/lazy-widgets";
