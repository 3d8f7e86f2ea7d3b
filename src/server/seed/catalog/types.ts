// The demo catalogue as plain data: what the generator returns and the seeder inserts. Rows point at
// each other by natural key (creator slug, course key, reviewer index), never by database id.
import type { Detection } from "../../../shared/contracts/analysis";
import type { TrustBreakdown } from "../../../shared/contracts/catalog";
import type { CreatorStatus, Level } from "./helpers";
import type { CategorySlug } from "./vocabulary/categories";
import type { Register } from "./vocabulary/copy";

export interface CreatorSeed {
  slug: string;
  name: string;
  bio: string;
  background: string;
  specialties: string[];
  websiteUrl: string;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  xUrl: string | null;
  verificationStatus: CreatorStatus;
  socialMediaPlatform: string;
  followerCount: number;
  primaryCategory: CategorySlug;
  createdAt: Date;
}

export interface PricePoint {
  priceCents: number;
  recordedAt: Date;
}

export interface CourseSeed {
  /** The course's slug: unique, used in its URLs and to join reviews and sightings to it. */
  key: string;
  title: string;
  description: string;
  salesCopy: string;
  creatorSlug: string;
  categorySlug: CategorySlug;
  register: Register;
  level: Level;
  durationHours: number;
  studentCount: number;
  priceCents: number;
  originalUrl: string;
  affiliateUrl: string | null;
  isVerified: boolean;
  verifiedSource: string | null;
  verificationDate: Date | null;
  verificationNotes: string | null;
  incomeClaims: string | null;
  actualStudentOutcomes: string | null;
  redFlags: string[];
  /** Oldest first; the last entry is the current price. */
  priceHistory: PricePoint[];
  createdAt: Date;
  /** From the approved reviews below (2 decimals, as stored), null with none. */
  averageRating: string | null;
  reviewCount: number;
  trustScore: number;
  trustBreakdown: TrustBreakdown;
  /** The red-flag detector over title, description, sales copy and income claims (stored for the score's evidence). */
  detectorFindings: Detection;
}

export interface ReviewerSeed {
  email: string;
  firstName: string;
  lastName: string;
}

export interface ReviewSeed {
  courseKey: string;
  reviewerIndex: number;
  rating: number;
  text: string;
  proofUrl: string | null;
  status: "approved" | "pending" | "rejected";
  createdAt: Date;
  moderatedAt: Date | null;
}

export interface AdSightingSeed {
  /** Exactly one of courseKey and creatorSlug is set. */
  courseKey: string | null;
  creatorSlug: string | null;
  platform: string;
  seenAt: Date;
  adText: string | null;
}

export interface CommunityReportSeed {
  creatorSlug: string;
  creatorName: string;
  platform: string;
  scamType: string;
  description: string;
  evidence: string | null;
  status: "pending" | "investigating" | "verified" | "rejected";
  /** A seeded reviewer who filed it, or null for an anonymous report. */
  reporterIndex: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoCatalogue {
  seed: number;
  anchor: Date;
  creators: CreatorSeed[];
  courses: CourseSeed[];
  reviewers: ReviewerSeed[];
  reviews: ReviewSeed[];
  adSightings: AdSightingSeed[];
  communityReports: CommunityReportSeed[];
}
