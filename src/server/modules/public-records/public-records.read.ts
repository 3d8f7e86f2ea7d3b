// Reading records: as people see them (with their names and the dataset's freshness), the sources
// searched, the records confirmed for a creator, and matching a name (with a site or a company)
// against every record's names, aliases and domains (docs/public-records.md, "Matching").
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  type ConfirmedPublicRecord,
  type MatchedPublicRecord,
  PUBLIC_RECORD_CONFIDENCE,
  type PublicRecord,
  type PublicRecordMatchBy,
  type RecordsSearched,
} from "../../../shared/contracts/public-records";
import type { Executor } from "../../db/client";
import {
  publicRecordDatasets,
  publicRecordKeys,
  publicRecordLinks,
  publicRecordNames,
  publicRecords,
} from "../../db/schema/public-records";
import { nameKey, siteKey } from "./names";
import { recordStatement } from "./parsed-record";

/** The most records one name's matches list (newest first). */
export const MATCHES_MAX = 25;

/** Records by id, as people see them, in the order of `ids`. */
export async function readRecords(db: Executor, ids: readonly number[]): Promise<PublicRecord[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, names] = await Promise.all([
    db
      .select({
        record: publicRecords,
        datasetTitle: publicRecordDatasets.title,
        refreshedAt: publicRecordDatasets.refreshedAt,
      })
      .from(publicRecords)
      .innerJoin(publicRecordDatasets, eq(publicRecordDatasets.id, publicRecords.datasetId))
      .where(inArray(publicRecords.id, unique)),
    db
      .select()
      .from(publicRecordNames)
      .where(inArray(publicRecordNames.recordId, unique))
      .orderBy(asc(publicRecordNames.id)),
  ]);
  const byId = new Map(
    rows.map(({ record, datasetTitle, refreshedAt }) => [
      record.id,
      {
        id: record.id,
        ...recordStatement(record),
        names: names
          .filter((n) => n.recordId === record.id)
          .map((n) => ({ name: n.name, kind: n.kind, role: n.role, aliases: n.aliases, domains: n.domains })),
        source: { title: datasetTitle, updatedAt: refreshedAt?.toISOString() ?? null },
      } satisfies PublicRecord,
    ]),
  );
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Every source searched, how many records it holds and when it was last refreshed. */
export async function recordsSearched(
  db: Executor,
): Promise<
  Array<RecordsSearched & { format: "hypecheck" | "ftm" | "rss"; licence: string | null; url: string | null }>
> {
  const rows = await db
    .select({
      source: publicRecordDatasets.title,
      // Qualified by hand: an interpolated column renders unqualified, and "id" would bind to r.
      records: sql<number>`(select count(*)::int from ${publicRecords} r where r.dataset_id = public_record_datasets.id)`,
      updatedAt: publicRecordDatasets.refreshedAt,
      format: publicRecordDatasets.format,
      licence: publicRecordDatasets.licence,
      url: publicRecordDatasets.sourceUrl,
    })
    .from(publicRecordDatasets)
    .orderBy(asc(publicRecordDatasets.title));
  return rows.map((row) => ({
    ...row,
    records: Number(row.records),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
}

/** The records an admin confirmed are about a creator (active links), newest record first. */
export async function confirmedRecords(db: Executor, creatorId: number): Promise<ConfirmedPublicRecord[]> {
  const links = await db
    .select({
      linkId: publicRecordLinks.id,
      recordId: publicRecordLinks.recordId,
      evidence: publicRecordLinks.evidence,
      confirmedAt: publicRecordLinks.confirmedAt,
    })
    .from(publicRecordLinks)
    .innerJoin(publicRecords, eq(publicRecords.id, publicRecordLinks.recordId))
    .where(and(eq(publicRecordLinks.creatorId, creatorId), isNull(publicRecordLinks.removedAt)))
    .orderBy(desc(publicRecords.date), desc(publicRecords.id));
  const records = new Map(
    (
      await readRecords(
        db,
        links.map((l) => l.recordId),
      )
    ).map((r) => [r.id, r]),
  );
  return links.flatMap((link) => {
    const record = records.get(link.recordId);
    if (!record) return [];
    return [
      {
        ...record,
        match: { by: "confirmed", confidence: PUBLIC_RECORD_CONFIDENCE.confirmed, name: "" },
        linkId: link.linkId,
        evidence: link.evidence,
        confirmedAt: link.confirmedAt.toISOString(),
      },
    ];
  });
}

export interface MatchInput {
  /** A person's or company's name. */
  name: string;
  /** The seller's site (a host or an address). */
  site?: string | null | undefined;
  /** A company the person trades as. */
  company?: string | null | undefined;
}

const STRENGTH: Record<PublicRecordMatchBy, number> = {
  confirmed: 3,
  "name+site": 2,
  "name+company": 2,
  name: 1,
};

/**
 * Records naming this name (its normalised key equals a name's or an alias's), each saying how the
 * match was made: "name+site" when the record names the site among its domains, "name+company"
 * when it also names the company, else "name". Strongest first, then newest. A name-only match
 * may be another person of the same name: it is shown with that warning and never attached.
 */
export async function matchRecords(db: Executor, input: MatchInput): Promise<MatchedPublicRecord[]> {
  const key = nameKey(input.name);
  if (key === "") return [];
  const hits = await db
    .select({ recordId: publicRecordKeys.recordId, nameId: publicRecordKeys.nameId })
    .from(publicRecordKeys)
    .innerJoin(publicRecords, eq(publicRecords.id, publicRecordKeys.recordId))
    .where(and(eq(publicRecordKeys.key, key), inArray(publicRecordKeys.via, ["name", "alias"])))
    .orderBy(desc(publicRecords.date), desc(publicRecords.id))
    .limit(MATCHES_MAX * 4);
  if (hits.length === 0) return [];
  const records = await readRecords(db, [...new Set(hits.map((h) => h.recordId))]);
  const site = input.site ? siteKey(input.site) : null;
  const company = input.company ? nameKey(input.company) : "";
  const matchedNameIds = new Set(hits.map((h) => h.nameId));
  const nameRows = await db
    .select({ id: publicRecordNames.id, name: publicRecordNames.name })
    .from(publicRecordNames)
    .where(inArray(publicRecordNames.id, [...matchedNameIds]));
  const nameOf = new Map(nameRows.map((n) => [n.id, n.name]));
  const matched = records.map((record): MatchedPublicRecord => {
    const hit = hits.find((h) => h.recordId === record.id)!;
    const domains = new Set(record.names.flatMap((n) => n.domains.map((d) => siteKey(d) ?? d)));
    const companies = new Set(
      record.names.flatMap((n) => [n.name, ...n.aliases].map(nameKey)).filter((k) => k !== key),
    );
    const by: PublicRecordMatchBy =
      site !== null && domains.has(site)
        ? "name+site"
        : company !== "" && company !== key && companies.has(company)
          ? "name+company"
          : "name";
    return {
      ...record,
      match: { by, confidence: PUBLIC_RECORD_CONFIDENCE[by], name: nameOf.get(hit.nameId) ?? input.name },
    };
  });
  return matched
    .map((record, index) => ({ record, index }))
    .sort((a, b) => STRENGTH[b.record.match.by] - STRENGTH[a.record.match.by] || a.index - b.index)
    .slice(0, MATCHES_MAX)
    .map(({ record }) => record);
}

/** Records naming a site among their domains (the admins' search by site). */
export async function recordsOfSite(db: Executor, site: string): Promise<number[]> {
  const key = siteKey(site);
  if (key === null) return [];
  const rows = await db
    .selectDistinct({ recordId: publicRecordKeys.recordId, date: publicRecords.date })
    .from(publicRecordKeys)
    .innerJoin(publicRecords, eq(publicRecords.id, publicRecordKeys.recordId))
    .where(eq(publicRecordKeys.key, `site:${key}`))
    .orderBy(desc(publicRecords.date))
    .limit(MATCHES_MAX * 2);
  return rows.map((r) => r.recordId);
}

/** How many records the store holds. */
export async function recordCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(publicRecords);
  return row?.n ?? 0;
}
