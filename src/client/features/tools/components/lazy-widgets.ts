// The tools' widgets other screens show below their first screen, loaded when first rendered: the
// "Seen an ad for this course?" box of the course page (the ad-fatigue check's sightings).
import { lazy } from "react";

export const AdSightingBox = /* @__PURE__ */ lazy(() =>
  import("./ad-sighting-box").then((module) => ({ default: module.AdSightingBox })),
);
