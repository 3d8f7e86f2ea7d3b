// The watchlist's widgets that other screens show below their first screen, each loaded when it is
// first rendered, so a guest's course or creator page carries neither the form nor its contract.
import { lazy } from "react";

export const FollowBox = /* @__PURE__ */ lazy(() =>
  import("./follow-box").then((module) => ({ default: module.FollowBox })),
);
