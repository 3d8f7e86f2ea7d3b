// Fictional creators: 40% verified, 40% unverified, 20% suspicious, each with a primary category,
// a bio and background in a register that fits their status, and links on .example hosts only.
import { CATEGORY_SLUGS } from "../../../shared/contracts/catalog";
import { type CreatorStatus, daysBefore, slugify } from "./helpers";
import type { Rng } from "./prng";
import type { CreatorSeed } from "./types";
import { CATEGORY_WORDS, type CategorySlug } from "./vocabulary/categories";
import { CREATOR_BACKGROUNDS, CREATOR_BIOS, fill } from "./vocabulary/copy";
import {
  BRAND_FIRST,
  BRAND_HYPE,
  BRAND_SOBER,
  BRAND_SUFFIX,
  FIRST_NAMES,
  PROFESSIONS,
  SOCIAL_PLATFORMS,
  SURNAMES,
} from "./vocabulary/people";

/** The status split of the issue: 40% verified, 40% unverified, 20% suspicious. */
export function creatorStatuses(count: number, rng: Rng): CreatorStatus[] {
  const verified = Math.round(count * 0.4);
  const suspicious = Math.round(count * 0.2);
  const statuses: CreatorStatus[] = [
    ...Array<CreatorStatus>(verified).fill("verified"),
    ...Array<CreatorStatus>(count - verified - suspicious).fill("unverified"),
    ...Array<CreatorStatus>(suspicious).fill("suspicious"),
  ];
  return rng.sample(statuses, statuses.length);
}

/** A name nobody else in `taken` has: a person's name most of the time, else an invented brand. */
export function creatorName(rng: Rng, status: CreatorStatus, taken: Set<string>): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const name = rng.chance(0.7)
      ? `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
      : `${rng.pick(BRAND_FIRST)} ${rng.pick(
          status === "suspicious"
            ? BRAND_HYPE
            : status === "verified"
              ? BRAND_SOBER
              : [...BRAND_SOBER, ...BRAND_HYPE],
        )} ${rng.pick(BRAND_SUFFIX)}`;
    if (!taken.has(name) && !taken.has(slugify(name))) {
      taken.add(name);
      taken.add(slugify(name));
      return name;
    }
  }
  throw new Error("Ran out of creator names: add words to vocabulary/people.ts");
}

const FOLLOWERS: Record<CreatorStatus, [number, number]> = {
  verified: [2_000, 180_000],
  unverified: [500, 60_000],
  suspicious: [40_000, 1_400_000],
};

export function generateCreator(
  rng: Rng,
  status: CreatorStatus,
  primaryCategory: CategorySlug,
  identity: { name: string; slug: string },
  anchor: Date,
): CreatorSeed {
  const { name, slug } = identity;
  const words = CATEGORY_WORDS[primaryCategory];
  // 2-6 specialties, mostly from the creator's own category, sometimes one from another.
  const borrow = rng.chance(0.25);
  const own = rng.sample(words.specialties, rng.int(2, 6) - (borrow ? 1 : 0));
  if (borrow) {
    const other = CATEGORY_WORDS[rng.pick(CATEGORY_SLUGS.filter((c) => c !== primaryCategory))];
    const extra = rng.pick(other.specialties);
    if (!own.includes(extra)) own.push(extra);
  }
  const specialty = own[0] ?? words.specialties[0] ?? "Online business";
  const anchorYear = anchor.getUTCFullYear();
  const vars = {
    profession: rng.pick(PROFESSIONS),
    specialty,
    specialtyLower: specialty.toLowerCase(),
    year: anchorYear - rng.int(2, 12),
    years: rng.int(4, 15),
    age: rng.int(19, 24),
  };
  const handle = slug.replace(/-/g, "");
  const youtubeUrl = rng.chance(0.6) ? `https://youtube.example/@${handle}` : null;
  const instagramUrl = rng.chance(status === "suspicious" ? 0.9 : 0.55)
    ? `https://instagram.example/${handle}`
    : null;
  const xUrl = rng.chance(0.4) ? `https://x.example/${handle}` : null;
  const present = [
    ...(youtubeUrl ? ["YouTube"] : []),
    ...(instagramUrl ? ["Instagram"] : []),
    ...(xUrl ? ["X"] : []),
  ];
  const [low, high] = FOLLOWERS[status];
  // Log-uniform: most accounts are small, a few are large.
  const followerCount = Math.round(Math.exp(Math.log(low) + rng.float() * (Math.log(high) - Math.log(low))));
  return {
    slug,
    name,
    bio: fill(rng.pick(CREATOR_BIOS[status]), vars),
    background: fill(rng.pick(CREATOR_BACKGROUNDS[status]), vars),
    specialties: own,
    websiteUrl: `https://${slug}.example`,
    youtubeUrl,
    instagramUrl,
    xUrl,
    verificationStatus: status,
    socialMediaPlatform:
      present.length > 0 && rng.chance(0.8) ? rng.pick(present) : rng.pick(SOCIAL_PLATFORMS),
    followerCount,
    primaryCategory,
    createdAt: daysBefore(anchor, rng.int(400, 900), rng),
  };
}

export function generateCreators(rng: Rng, count: number, anchor: Date): CreatorSeed[] {
  const statuses = creatorStatuses(count, rng.fork("statuses"));
  const taken = new Set<string>();
  return statuses.map((status, i) => {
    const name = creatorName(rng, status, taken);
    const category = CATEGORY_SLUGS[i % CATEGORY_SLUGS.length] as CategorySlug;
    return generateCreator(rng, status, category, { name, slug: slugify(name) }, anchor);
  });
}
