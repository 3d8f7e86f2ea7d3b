// The dispute tools other screens show, each loaded when it is first rendered, so guests never load
// them: a course's disputes about its score and findings, under the score's workings, and the
// member's own disputes on the account page (one module with the Reply and Dispute buttons); the
// dispute form of a public record, opened by "Dispute this record".
import { lazy } from "react";

export const CourseDisputes = /* @__PURE__ */ lazy(() =>
  import("./verdict-tools").then((module) => ({ default: module.CourseDisputes })),
);
export const DisputeForm = /* @__PURE__ */ lazy(() =>
  import("./dispute-form").then((module) => ({ default: module.DisputeForm })),
);
export const MyDisputes = /* @__PURE__ */ lazy(() =>
  import("./verdict-tools").then((module) => ({ default: module.MyDisputes })),
);
