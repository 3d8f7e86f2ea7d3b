// Public enforcement records: the public file, what other features may use (the import rules allow
// no deeper import, src/architecture/import-rules.ts). The record list and the "searched" note of
// the analyzer's and background check's results; and, loaded on first render (wrap them in
// <Suspense>), the course page's panel and the creator profile's list.
export { LazyPublicRecordList, PublicRecordsPanel } from "./components/lazy-widgets";
export { PublicRecordList, RecordsSearchedNote } from "./components/public-records";
