// Disputes and the creator's right of reply: the public file, what other features may use (the
// import rules allow no deeper import, src/architecture/import-rules.ts). A review's or report's
// reply, dispute state and buttons; the dispute states' names (the admin queue); the creator a
// member speaks for (the review form gives way for their own courses); and, loaded on first render
// (wrap them in <Suspense>), a course's disputes, the member's own and the dispute form (the public
// records' "Dispute this record").
export { useMyCreator } from "./api/my-creator";
export { DISPUTE_STATUS_LABELS } from "./components/dispute-labels";
export { CreatorReply, disputeSentence, ItemFeedbackView } from "./components/item-feedback";
export { CourseDisputes, DisputeForm, MyDisputes } from "./components/lazy-widgets";
