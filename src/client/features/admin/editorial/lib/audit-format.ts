// How an audit row reads: the action in words, each changed field by its label, and its values
// "from → to" as text (prices in their currency, lists joined, nothing as "(none)").
import { fromMinor } from "../../../../../shared/domain/money";
import { formatDate, formatPrice } from "../../../../lib/format";

const ACTIONS: Record<string, string> = {
  created: "Created",
  updated: "Edited",
  archived: "Archived",
  verified: "Verification recorded",
  "verification-revoked": "Verification revoked",
  status: "Status changed",
  claimed: "Account linked",
  unclaimed: "Account unlinked",
  "review-moderated": "Review moderated",
  "review-proof": "Proof of enrolment decided",
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** The audit names fields after the stored columns; these are the labels the forms use. */
const FIELDS: Record<string, string> = {
  title: "Title",
  description: "Description",
  creatorId: "Creator",
  categoryId: "Category",
  priceCents: "Price",
  currency: "Currency",
  billing: "Billing",
  installmentCount: "Instalments",
  anchorPriceCents: "Anchor price",
  refundDays: "Refund days",
  refundKind: "Refund",
  recurring: "Renews automatically",
  facts: "Page facts",
  canonicalUrl: "Address key",
  originalUrl: "Sales page",
  affiliateUrl: "Affiliate link",
  level: "Level",
  durationHours: "Duration (hours)",
  studentCount: "Students",
  salesCopy: "Sales copy",
  incomeClaims: "Income claims",
  actualStudentOutcomes: "Actual student outcomes",
  redFlags: "Red flags",
  editorialStatus: "Editorial status",
  isVerified: "Verified",
  verifiedSource: "Verified by",
  verificationNotes: "Verification notes",
  verificationEvidence: "Evidence",
  verificationDate: "Verified on",
  name: "Name",
  slug: "Address name",
  bio: "Bio",
  background: "Background",
  websiteUrl: "Website",
  avatarUrl: "Avatar",
  youtubeUrl: "YouTube",
  instagramUrl: "Instagram",
  xUrl: "X",
  specialties: "Specialties",
  socialMediaPlatform: "Main platform",
  claimedBy: "Linked account",
  followerCount: "Followers",
  verificationStatus: "Creator status",
};

export function fieldLabel(field: string): string {
  // Review decisions are audited on their course, one field per review ("review 42").
  const review = /^review (\d+)$/.exec(field);
  if (review) return `Review #${review[1]}`;
  return FIELDS[field] ?? field;
}

/** Long texts are cut in the list; the whole value is in the item's own field. */
const MAX_LENGTH = 160;

/** Columns holding minor units of the course's currency. */
const MONEY_FIELDS = new Set(["priceCents", "anchorPriceCents"]);

/**
 * One side of a change as text; an amount in minor units is formatted in `currency` (the one the
 * same change set, else the course's).
 */
export function formatAuditValue(field: string, value: unknown, currency = "USD"): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(String).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (MONEY_FIELDS.has(field) && typeof value === "number")
    return formatPrice(fromMinor(value, currency), currency);
  if (field === "facts") return "read from the sales page";
  if ((field === "creatorId" || field === "categoryId") && typeof value === "number") return `#${value}`;
  if (field.endsWith("Date") && typeof value === "string") return formatDate(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
