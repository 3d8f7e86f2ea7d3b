// The moderation queues (course submissions, pending reviews, community reports, disputes, contact
// messages) as one lazily loaded chunk: only admins open them, they share their cards and list
// controls, and one chunk name in the router, which every visitor's first load carries, costs less
// than five.
export { CommunityReportsAdminPage } from "./community-reports-admin-page";
export { ContactMessagesPage } from "./contact-messages-page";
export { DisputesPage } from "./disputes-page";
export { PendingReviewsPage } from "./pending-reviews-page";
export { SubmissionsPage } from "./submissions-page";
