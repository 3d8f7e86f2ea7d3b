// The admins' search of public records.
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import {
  type MatchedPublicRecord,
  PUBLIC_RECORD_SEARCH_MAX,
  type PublicRecordSearchQuery,
  type PublicRecordSearchResponse,
} from "../../../shared/contracts/public-records";
import { creators } from "../../db/schema/creators";
import { publicRecordLinks, publicRecordNameReviews, publicRecords } from "../../db/schema/public-records";
import { siteKey } from "./names";
import type { PublicRecordServiceDeps } from "./public-record-deps";
import { matchRecords, readRecords, recordsOfSite, recordsSearched } from "./public-records.read";

/**
 * The admins' search: the newest records for no words, a site's records for an address, else the
 * records naming the words (with how each matched), each with its linked creators and pending names.
 */
export async function searchRecords(
  deps: PublicRecordServiceDeps,
  query: PublicRecordSearchQuery,
): Promise<PublicRecordSearchResponse> {
  const { db } = deps;
  const q = (query.q ?? "").trim();
  let ids: number[];
  let matches = new Map<number, MatchedPublicRecord["match"]>();
  if (q === "") {
    const rows = await db
      .select({ id: publicRecords.id })
      .from(publicRecords)
      .orderBy(asc(publicRecords.date))
      .limit(PUBLIC_RECORD_SEARCH_MAX);
    ids = rows.map((r) => r.id).reverse();
  } else if (!q.includes(" ") && q.includes(".") && siteKey(q) !== null) {
    ids = await recordsOfSite(db, q);
  } else {
    const matched = await matchRecords(db, { name: q, site: query.site, company: query.company });
    ids = matched.map((m) => m.id);
    matches = new Map(matched.map((m) => [m.id, m.match]));
  }
  ids = ids.slice(0, PUBLIC_RECORD_SEARCH_MAX);
  const [records, links, pending, sourceRows, searched] = await Promise.all([
    readRecords(db, ids),
    ids.length === 0
      ? []
      : db
          .select({
            recordId: publicRecordLinks.recordId,
            id: creators.id,
            slug: creators.slug,
            name: creators.name,
          })
          .from(publicRecordLinks)
          .innerJoin(creators, eq(creators.id, publicRecordLinks.creatorId))
          .where(and(inArray(publicRecordLinks.recordId, ids), isNull(publicRecordLinks.removedAt))),
    db
      .select({ recordId: publicRecordNameReviews.recordId, n: count() })
      .from(publicRecordNameReviews)
      .where(eq(publicRecordNameReviews.status, "pending"))
      .groupBy(publicRecordNameReviews.recordId),
    ids.length === 0
      ? []
      : db
          .select({ id: publicRecords.id, sourceId: publicRecords.sourceId })
          .from(publicRecords)
          .where(inArray(publicRecords.id, ids)),
    recordsSearched(db),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.recordId, p.n]));
  const sourceOf = new Map(sourceRows.map((s) => [s.id, s.sourceId]));
  return {
    items: records.map((record) => ({
      ...record,
      match: matches.get(record.id) ?? null,
      sourceId: sourceOf.get(record.id) ?? "",
      linkedCreators: links
        .filter((l) => l.recordId === record.id)
        .map(({ id, slug, name }) => ({ id, slug, name })),
      pendingNames: pendingOf.get(record.id) ?? 0,
    })),
    total: records.length,
    recordsSearched: searched.map(({ source, records: n, updatedAt }) => ({
      source,
      records: n,
      updatedAt,
    })),
  };
}
