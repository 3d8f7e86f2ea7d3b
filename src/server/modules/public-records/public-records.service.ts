// Public enforcement records (docs/public-records.md): importing files, the sources and the records
// confirmed for a creator, the admins' search, the review queue of names a feed reader was unsure
// of, and confirming (or taking back) that a record is about a creator. A confirmation is the only
// way a record attaches to a creator; it is audited on the creator and the record, rescores the
// creator's courses in the same transaction and tells the members who follow the creator or one of
// their courses (notifyWatchers: a notice, the watch row's latest change, e-mail if they asked).
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import {
  type ConfirmedPublicRecord,
  type ConfirmedRecordsResponse,
  type DecideNameReviewBody,
  describeRecord,
  type ImportPublicRecordsBody,
  type MatchedPublicRecord,
  type NameReview,
  PUBLIC_RECORD_MESSAGES,
  PUBLIC_RECORD_SEARCH_MAX,
  type PublicRecordMatchBy,
  type PublicRecordSearchQuery,
  type PublicRecordSearchResponse,
  type PublicRecordSourcesResponse,
  type RecordsSearched,
} from "../../../shared/contracts/public-records";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import {
  publicRecordLinks,
  publicRecordNameReviews,
  publicRecordNames,
  publicRecords,
} from "../../db/schema/public-records";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { recordAudit } from "../editorial/audit";
import { rescoreCreatorCourses } from "../trust/trust-engine";
import { notifyWatchers } from "../watchlist/notify-watchers";
import { parseFtmLines } from "./import-ftm";
import { parseHypeCheckFile } from "./import-hypecheck";
import { parseRssFeed } from "./import-rss";
import { siteKey } from "./names";
import type { ParsedFile } from "./parsed-record";
import {
  confirmedRecords,
  type MatchInput,
  matchRecords,
  readRecords,
  recordsOfSite,
  recordsSearched,
} from "./public-records.read";
import {
  type ImportReport,
  PUBLIC_RECORD_SUBJECT,
  storeParsedFile,
  writeNames,
} from "./public-records.store";

export interface PublicRecordServiceDeps {
  db: Db;
  /** After a commit that rescored courses (the catalogue's caches). */
  catalogueChanged?: (rescored: number) => void;
  now?: () => Date;
}

/** Reads a file in one of the three formats; throws ImportRefused with every reason. */
export function parseRecordsFile(body: ImportPublicRecordsBody): ParsedFile {
  switch (body.format) {
    case "hypecheck":
      return parseHypeCheckFile(body.content);
    case "ftm":
      return parseFtmLines(body.content);
    case "rss":
      return parseRssFeed(body.content);
  }
}

/** What the background check adds: the records naming a name, and the sources searched. */
export interface RecordsCheck {
  publicRecords: MatchedPublicRecord[];
  recordsSearched: RecordsSearched[];
}

export function createPublicRecordService(deps: PublicRecordServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function importParsed(
    file: ParsedFile,
    actorId: string | null,
    reason: string,
  ): Promise<ImportReport> {
    const at = now();
    return db.transaction((tx) => storeParsedFile(tx, file, { actorId, at, reason }));
  }

  async function creatorBy(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ id: creators.id, slug: creators.slug, name: creators.name, website: creators.websiteUrl })
      .from(creators)
      .where(where);
    return row ?? null;
  }

  /** How a record matches a creator on our own evidence, before an admin confirms it. */
  async function matchedBy(
    creator: { name: string; website: string | null },
    recordId: number,
  ): Promise<PublicRecordMatchBy> {
    const matches = await matchRecords(db, { name: creator.name, site: creator.website });
    return matches.find((m) => m.id === recordId)?.match.by ?? "name";
  }

  return {
    parse: parseRecordsFile,
    importParsed,

    /** Imports a file; a file that cannot be read throws ImportRefused (nothing stored). */
    async importFile(actorId: string | null, body: ImportPublicRecordsBody): Promise<ImportReport> {
      return importParsed(parseRecordsFile(body), actorId, `Imported (${body.format})`);
    },

    async sources(): Promise<PublicRecordSourcesResponse> {
      return { sources: await recordsSearched(db) };
    },

    async ofCreator(slug: string): Promise<ConfirmedRecordsResponse> {
      const creator = await creatorBy(eq(creators.slug, slug));
      if (!creator) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.creatorNotFound);
      return {
        creator: { id: creator.id, slug: creator.slug, name: creator.name },
        items: await confirmedRecords(db, creator.id),
      };
    },

    async ofCourse(courseId: number): Promise<ConfirmedRecordsResponse> {
      const [course] = await db
        .select({ creatorId: courses.creatorId })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!course) throw new NotFoundError("Course not found");
      const creator = await creatorBy(eq(creators.id, course.creatorId));
      if (!creator) return { creator: null, items: [] };
      return {
        creator: { id: creator.id, slug: creator.slug, name: creator.name },
        items: await confirmedRecords(db, creator.id),
      };
    },

    /** The records confirmed for a creator (their profile). */
    confirmedFor(creatorId: number): Promise<ConfirmedPublicRecord[]> {
      return confirmedRecords(db, creatorId);
    },

    /** Records naming a seller, for the URL analyzer's seller matching (docs/public-records.md). */
    matchSeller(input: { sellerName: string; site?: string | null }): Promise<MatchedPublicRecord[]> {
      return matchRecords(db, { name: input.sellerName, site: input.site });
    },

    /**
     * The background check: records naming the name (confirmed ones for a catalogue creator first,
     * marked "confirmed"), and every source searched with its freshness.
     */
    async check(input: MatchInput & { creatorId?: number | null }): Promise<RecordsCheck> {
      const [confirmed, matched, searched] = await Promise.all([
        input.creatorId ? confirmedRecords(db, input.creatorId) : Promise.resolve([]),
        matchRecords(db, input),
        recordsSearched(db),
      ]);
      const confirmedIds = new Set(confirmed.map((r) => r.id));
      return {
        publicRecords: [
          ...confirmed.map(({ linkId: _l, evidence: _e, confirmedAt: _c, ...record }) => record),
          ...matched.filter((r) => !confirmedIds.has(r.id)),
        ],
        recordsSearched: searched.map(({ source, records, updatedAt }) => ({ source, records, updatedAt })),
      };
    },

    async search(query: PublicRecordSearchQuery): Promise<PublicRecordSearchResponse> {
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
    },

    async reviews(): Promise<{ items: NameReview[]; total: number }> {
      const rows = await db
        .select({
          review: publicRecordNameReviews,
          title: publicRecords.title,
          url: publicRecords.url,
          authority: publicRecords.authority,
        })
        .from(publicRecordNameReviews)
        .innerJoin(publicRecords, eq(publicRecords.id, publicRecordNameReviews.recordId))
        .where(eq(publicRecordNameReviews.status, "pending"))
        .orderBy(asc(publicRecordNameReviews.createdAt), asc(publicRecordNameReviews.id))
        .limit(200);
      const [total] = await db
        .select({ n: count() })
        .from(publicRecordNameReviews)
        .where(eq(publicRecordNameReviews.status, "pending"));
      return {
        items: rows.map(({ review, title, url, authority }) => ({
          id: review.id,
          recordId: review.recordId,
          recordTitle: title,
          recordUrl: url,
          authority,
          name: review.name,
          kind: review.kind,
          context: review.context,
          reason: review.reason,
          createdAt: review.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    /** Accepts a name into its record (audited; kept through re-imports) or rejects it. */
    async decideReview(adminId: string, id: number, body: DecideNameReviewBody) {
      const at = now();
      return db.transaction(async (tx) => {
        const review = await lockExisting(
          tx,
          publicRecordNameReviews,
          id,
          PUBLIC_RECORD_MESSAGES.reviewNotFound,
          {
            status: publicRecordNameReviews.status,
            recordId: publicRecordNameReviews.recordId,
            name: publicRecordNameReviews.name,
            kind: publicRecordNameReviews.kind,
          },
        );
        if (review.status !== "pending") throw new ConflictError(PUBLIC_RECORD_MESSAGES.alreadyDecided);
        const status = body.decision === "accept" ? "accepted" : "rejected";
        const name = body.name ?? review.name;
        const kind = body.kind ?? review.kind;
        await tx
          .update(publicRecordNameReviews)
          .set({ status, name, kind, decidedBy: adminId, decidedAt: at })
          .where(eq(publicRecordNameReviews.id, id));
        if (status === "accepted") {
          await writeNames(tx, review.recordId, [{ name, kind, role: null, aliases: [], domains: [] }]);
          await tx.update(publicRecords).set({ updatedAt: at }).where(eq(publicRecords.id, review.recordId));
          await recordAudit(tx, {
            subjectType: PUBLIC_RECORD_SUBJECT,
            subjectId: review.recordId,
            actorId: adminId,
            action: "public-record-name-accepted",
            changes: { name: { from: null, to: { name, kind } } },
            reason: `Accepted from the review queue (read as “${review.name}”)`,
            at,
          });
        }
        return { id, status } as const;
      });
    },

    /** Confirms a record is about a creator, with the evidence (audited, rescored, followers told). */
    async link(adminId: string, creatorId: number, body: { recordId: number; evidence: string }) {
      const at = now();
      const creator = await creatorBy(eq(creators.id, creatorId));
      if (!creator) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.creatorNotFound);
      const [record] = await db
        .select({
          id: publicRecords.id,
          title: publicRecords.title,
          authority: publicRecords.authority,
          kind: publicRecords.kind,
          outcome: publicRecords.outcome,
        })
        .from(publicRecords)
        .where(eq(publicRecords.id, body.recordId));
      if (!record) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.recordNotFound);
      const by = await matchedBy(creator, record.id);
      const { linkId, rescored } = await db.transaction(async (tx) => {
        const [already] = await tx
          .select({ id: publicRecordLinks.id })
          .from(publicRecordLinks)
          .where(
            and(
              eq(publicRecordLinks.creatorId, creatorId),
              eq(publicRecordLinks.recordId, record.id),
              isNull(publicRecordLinks.removedAt),
            ),
          );
        if (already) throw new ConflictError(PUBLIC_RECORD_MESSAGES.alreadyLinked);
        const [link] = await tx
          .insert(publicRecordLinks)
          .values({
            creatorId,
            recordId: record.id,
            matchedBy: by,
            evidence: body.evidence,
            confirmedBy: adminId,
            confirmedAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: publicRecordLinks.id });
        if (!link) throw new ConflictError(PUBLIC_RECORD_MESSAGES.alreadyLinked);
        const entry = {
          recordId: record.id,
          title: record.title,
          description: describeRecord(record),
          matchedBy: by,
        };
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: creatorId,
          actorId: adminId,
          action: "public-record-linked",
          changes: { publicRecord: { from: null, to: entry } },
          reason: body.evidence,
          isPublic: true,
          at,
        });
        await recordAudit(tx, {
          subjectType: PUBLIC_RECORD_SUBJECT,
          subjectId: record.id,
          actorId: adminId,
          action: "public-record-linked",
          changes: { creator: { from: null, to: { creatorId, name: creator.name } } },
          reason: body.evidence,
          at,
        });
        const scored = await rescoreCreatorCourses(tx, creatorId, at);
        // The creator's and their courses' followers: a notice each, e-mail for those who asked.
        await notifyWatchers(tx, {
          kind: "public-record",
          creatorId,
          linkId: link.id,
          description: describeRecord(record),
          at,
        });
        return { linkId: link.id, rescored: scored };
      });
      if (rescored > 0) deps.catalogueChanged?.(rescored);
      const confirmed = (await confirmedRecords(db, creatorId)).find((r) => r.linkId === linkId);
      return { record: confirmed!, rescored };
    },

    /** Takes a confirmed record off a creator, with the reason (audited, rescored). */
    async unlink(adminId: string, creatorId: number, recordId: number, reason: string) {
      const at = now();
      const rescored = await db.transaction(async (tx) => {
        const [removed] = await tx
          .update(publicRecordLinks)
          .set({ removedAt: at, removedBy: adminId, removalReason: reason })
          .where(
            and(
              eq(publicRecordLinks.creatorId, creatorId),
              eq(publicRecordLinks.recordId, recordId),
              isNull(publicRecordLinks.removedAt),
            ),
          )
          .returning({ id: publicRecordLinks.id });
        if (!removed) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.notLinked);
        await recordAudit(tx, {
          subjectType: "creator",
          subjectId: creatorId,
          actorId: adminId,
          action: "public-record-unlinked",
          changes: { publicRecord: { from: { recordId }, to: null } },
          reason,
          isPublic: true,
          at,
        });
        await recordAudit(tx, {
          subjectType: PUBLIC_RECORD_SUBJECT,
          subjectId: recordId,
          actorId: adminId,
          action: "public-record-unlinked",
          changes: { creator: { from: { creatorId }, to: null } },
          reason,
          at,
        });
        return rescoreCreatorCourses(tx, creatorId, at);
      });
      if (rescored > 0) deps.catalogueChanged?.(rescored);
      return { removed: true as const, rescored };
    },

    /** Names in a record (for tests and the admin screen). */
    async namesOf(recordId: number) {
      return db.select().from(publicRecordNames).where(eq(publicRecordNames.recordId, recordId));
    },
  };
}

export type PublicRecordService = ReturnType<typeof createPublicRecordService>;
