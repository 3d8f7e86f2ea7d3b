// What HypeCheck has on record about a sales page, for the browser extension (docs/extension.md):
// the catalogue course at the page's address key, its score, verification, reviews and price
// history, and the public records naming its creator (or, for a page not in the catalogue, the
// seller the page names). The address and the seller's name are used for the query and dropped:
// nothing of the request is written anywhere (the one write here fills catalogue rows' own address
// keys, as every address lookup does first: submissions/canonical-urls.ts).
import type { CourseDetail } from "../../../shared/contracts/catalog";
import type { LookupCourse, LookupQuery, LookupResponse } from "../../../shared/contracts/lookup";
import type { PriceHistoryResponse } from "../../../shared/contracts/price-alerts";
import { courseUrlKey } from "../../../shared/domain/canonical-url";
import { trustBand } from "../../../shared/domain/trust-bands";
import type { Db } from "../../db/client";
import type { CourseService } from "../courses/courses.service";
import type { PriceAlertService } from "../price-alerts/price-alerts.service";
import type { PublicRecordService } from "../public-records/public-records.service";
import { courseIdAtKey } from "../submissions/canonical-urls";

export interface LookupDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  priceAlerts: Pick<PriceAlertService, "history">;
  publicRecords: Pick<PublicRecordService, "check">;
}

/** Where the site takes a suggestion for the catalogue, with the address filled in. */
export function submitLinkFor(url: string): string {
  return `/submit-course?url=${encodeURIComponent(url)}`;
}

function lookupCourse(course: CourseDetail, history: PriceHistoryResponse): LookupCourse {
  return {
    id: course.id,
    title: course.title,
    link: `/courses/${course.id}`,
    editorialStatus: course.editorialStatus,
    trustScore: course.trustScore,
    bandLabel: course.trustScore === null ? null : trustBand(course.trustScore).label,
    verification: {
      isVerified: course.isVerified,
      source: course.verifiedSource,
      date: course.verificationDate,
    },
    creator: {
      name: course.instructorName,
      slug: course.creatorSlug,
      link: `/creators/${encodeURIComponent(course.creatorSlug)}`,
      verificationStatus: course.creatorVerificationStatus,
    },
    reviews: {
      count: course.reviewCount,
      verifiedCount: course.ratingBasis.verifiedCount,
      averageRating: course.averageRating,
    },
    price: {
      amount: course.price,
      currency: course.currency,
      billing: course.billing,
      known: course.priceKnown,
    },
    priceHistory: {
      points: history.points.length,
      currency: history.currency,
      lowest12Months: history.lowest12Months,
      highest12Months: history.highest12Months,
      goodDeal: history.goodDeal,
      goodDealReason: history.goodDealReason,
    },
  };
}

export async function lookUpPage(deps: LookupDeps, query: LookupQuery): Promise<LookupResponse> {
  const id = await courseIdAtKey(deps.db, courseUrlKey(query.url));
  const [detail, history] =
    id === null ? [null, null] : await Promise.all([deps.courses.get(id), deps.priceAlerts.history(id)]);
  const course = detail === null || history === null ? null : lookupCourse(detail, history);
  // A catalogue course's creator is who the records are about; a page not in it, the seller it names.
  const name = course?.creator.name ?? query.seller ?? null;
  const records = await deps.publicRecords.check({
    name: name ?? "",
    site: query.url,
    creatorId: detail?.creatorId ?? null,
  });
  return {
    course,
    publicRecords: records.publicRecords,
    recordsSearchedFor: name,
    recordsSearched: records.recordsSearched,
    submitLink: course === null ? submitLinkFor(query.url) : null,
  };
}
