// A page reader for use cases that must not read a page: the dependency is required, and a test
// fails at once if the use case reaches for it.
import type { PageReaderDeps } from "../modules/snapshots/read-page";

/** A reader whose every page read throws, so a use case that reads a page fails its test. */
export const NO_PAGE_READER: PageReaderDeps = {
  analysis: {
    analyzePage: () => {
      throw new Error("these use cases read no page");
    },
  },
  allowPrivate: false,
};
