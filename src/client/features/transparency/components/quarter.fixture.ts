// Test data shared by the transparency tests: a closed quarter (2026 Q3) in which nothing came in and
// nothing was decided, with the figures a test names put in its place.
import type { QuarterFigures } from "../../../../shared/contracts/transparency";

type Areas = Omit<QuarterFigures, "label" | "start" | "end" | "current">;

export function quarterFigures(
  over: Partial<Pick<QuarterFigures, "label" | "current">> & { [A in keyof Areas]?: Partial<Areas[A]> } = {},
): QuarterFigures {
  const { reviews, reports, disputes, verifications, submissions, ...when } = over;
  return {
    label: "2026 Q3",
    start: "2026-07-01T00:00:00.000Z",
    end: "2026-10-01T00:00:00.000Z",
    current: false,
    ...when,
    reviews: {
      received: 0,
      approved: 0,
      rejected: 0,
      rejectedByReason: [],
      byRating: [],
      medianHoursToDecision: null,
      ...reviews,
    },
    reports: { received: 0, confirmed: 0, rejected: 0, medianHoursToDecision: null, ...reports },
    disputes: { opened: 0, upheld: 0, rejected: 0, ...disputes },
    verifications: { given: 0, revoked: 0, ...verifications },
    submissions: { received: 0, accepted: 0, merged: 0, rejected: 0, ...submissions },
  };
}
