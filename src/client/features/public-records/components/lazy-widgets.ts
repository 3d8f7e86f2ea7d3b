// The public records other screens show below their first screen, loaded when first rendered (with
// the dispute button's code): the course page's panel of records about its creator, and a creator
// profile's list, shown only for creators with confirmed records (docs/public-records.md).
import { lazy } from "react";

export const PublicRecordsPanel = /* @__PURE__ */ lazy(() =>
  import("./public-records-panel").then((module) => ({ default: module.PublicRecordsPanel })),
);
export const LazyPublicRecordList = /* @__PURE__ */ lazy(() =>
  import("./public-records").then((module) => ({ default: module.PublicRecordList })),
);
