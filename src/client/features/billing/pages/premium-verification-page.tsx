// Stub registered ahead of its implementation (issue 6): shows the 404 screen until then.
export { NotFoundPage as PremiumVerificationPage } from "../../not-found/pages/not-found-page";
