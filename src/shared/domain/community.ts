// Community rules shared by the server and the browser (docs/decisions/0057-community-rules.md):
// leaderboard points and badge levels, and the community report form's options.

/** Points per contribution type. */
export const CONTRIBUTION_POINTS = {
  /** Once per member per quiz. */
  quiz_completion: 5,
  review_approved: 10,
  /** To the member who filed the report, when an admin confirms it. */
  scam_confirmed: 20,
  /** One per member per report (votes are changeable; withdrawing removes the point). */
  report_vote: 1,
} as const;

export type ContributionType = keyof typeof CONTRIBUTION_POINTS;

/** The quiz's id (the contribution's targetId). */
export const FAKE_GURU_QUIZ_ID = "fake-guru-quiz";

/** Badge levels by points, lowest first. */
export const BADGE_LEVELS = [
  { level: "bronze", label: "Bronze", minPoints: 0 },
  { level: "silver", label: "Silver", minPoints: 50 },
  { level: "gold", label: "Gold", minPoints: 150 },
  { level: "platinum", label: "Platinum", minPoints: 300 },
  { level: "diamond", label: "Diamond", minPoints: 500 },
] as const;

export type BadgeLevel = (typeof BADGE_LEVELS)[number]["level"];

export function badgeLevelFor(points: number): BadgeLevel {
  let level: BadgeLevel = "bronze";
  for (const badge of BADGE_LEVELS) if (points >= badge.minPoints) level = badge.level;
  return level;
}

/** The community report form's options. */
export const REPORT_PLATFORMS = ["Instagram", "TikTok", "YouTube", "Facebook", "Other"] as const;
export const SCAM_TYPES = [
  "Unrealistic Income Claims",
  "Fake Trading Signals",
  "Fake Lifestyle Props",
  "Pyramid Scheme",
  "Fake Student Testimonials",
  "Other",
] as const;

export const REPORT_STATUSES = ["pending", "investigating", "verified", "rejected"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How each report status is shown. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: "Pending Review",
  investigating: "Investigating",
  verified: "Scam Confirmed",
  rejected: "Rejected",
};
