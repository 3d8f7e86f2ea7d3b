// Writing records: an import's records are upserted by source id in one transaction (all or
// nothing). A record that changes is told field by field in the transaction's events
// (IMPORTED_RECORD_CHANGED, audited by editorial/audit.ts), so nothing in a record changes
// silently; an unchanged one is skipped. Names an admin accepted from the review queue survive a
// re-import. Every name, alias and domain is kept as a lookup key (names.ts) for matching.
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  publicRecordDatasets,
  publicRecordKeys,
  publicRecordNameReviews,
  publicRecordNames,
  publicRecords,
} from "../../db/schema/public-records";
import type { Emit } from "../../lib/domain-events";
import { rowsPerKey } from "../../lib/rows-per-key";
import { diff } from "../editorial/audit";
import { nameKey, siteKey } from "./names";
import { type ParsedFile, type ParsedName, type ParsedRecord, recordStatement } from "./parsed-record";
import { IMPORTED_RECORD_CHANGED } from "./record-events";

export interface ImportReport {
  imported: number;
  updated: number;
  skipped: number;
  errors: string[];
  namesToReview: number;
}

/** A name as compared between imports: sorted aliases and domains, so order does not count. */
function canonicalNames(names: readonly ParsedName[]) {
  return names
    .map((n) => ({
      name: n.name,
      kind: n.kind,
      role: n.role,
      aliases: [...n.aliases].sort(),
      domains: [...n.domains].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind));
}

/** Writes a record's names and their lookup keys (after any old ones were removed). */
export async function writeNames(
  tx: Executor,
  recordId: number,
  names: readonly ParsedName[],
): Promise<void> {
  for (const name of names) {
    const [row] = await tx
      .insert(publicRecordNames)
      .values({
        recordId,
        name: name.name,
        kind: name.kind,
        role: name.role,
        aliases: name.aliases,
        domains: name.domains,
      })
      .returning({ id: publicRecordNames.id });
    const keys = new Map<string, "name" | "alias" | "domain">();
    const main = nameKey(name.name);
    if (main !== "") keys.set(main, "name");
    for (const alias of name.aliases) {
      const key = nameKey(alias);
      if (key !== "" && !keys.has(key)) keys.set(key, "alias");
    }
    for (const domain of name.domains) {
      const key = siteKey(domain);
      if (key !== null) keys.set(`site:${key}`, "domain");
    }
    if (keys.size > 0) {
      await tx
        .insert(publicRecordKeys)
        .values([...keys].map(([key, via]) => ({ recordId, nameId: row!.id, key, via })));
    }
  }
}

/** The names admins accepted from the review queue, per record: kept whatever a re-import says. */
function acceptedNames(tx: Executor, recordIds: readonly number[]): Promise<Map<number, ParsedName[]>> {
  return rowsPerKey(
    recordIds,
    (ids) =>
      tx
        .select({
          recordId: publicRecordNameReviews.recordId,
          name: publicRecordNameReviews.name,
          kind: publicRecordNameReviews.kind,
        })
        .from(publicRecordNameReviews)
        .where(
          and(inArray(publicRecordNameReviews.recordId, ids), eq(publicRecordNameReviews.status, "accepted")),
        ),
    (row) => row.recordId,
    (row): ParsedName => ({ name: row.name, kind: row.kind, role: null, aliases: [], domains: [] }),
  );
}

function recordFields(record: ParsedRecord, datasetId: number) {
  return {
    datasetId,
    ...recordStatement(record),
    topics: record.topics,
  };
}

/**
 * Upserts the dataset, then every record; returns what happened. Run inside the caller's transaction
 * `tx`, whose events `emit` tells each changed record (IMPORTED_RECORD_CHANGED).
 */
export async function storeParsedFile(
  tx: Executor,
  emit: Emit,
  file: ParsedFile,
  options: { actorId: string | null; at: Date; reason: string },
): Promise<ImportReport> {
  const { at } = options;
  const [dataset] = await tx
    .insert(publicRecordDatasets)
    .values({ ...file.dataset, updatedAt: at })
    .onConflictDoUpdate({
      target: publicRecordDatasets.slug,
      set: {
        title: file.dataset.title,
        format: file.dataset.format,
        sourceUrl: file.dataset.sourceUrl,
        licence: file.dataset.licence,
        refreshedAt: file.dataset.refreshedAt,
        updatedAt: at,
      },
    })
    .returning({ id: publicRecordDatasets.id });
  const datasetId = dataset!.id;

  const report: ImportReport = {
    imported: 0,
    updated: 0,
    skipped: file.skipped,
    errors: file.notes,
    namesToReview: 0,
  };
  const sourceIds = file.records.map((r) => r.sourceId);
  const existing = new Map<string, typeof publicRecords.$inferSelect>();
  for (let i = 0; i < sourceIds.length; i += 1000) {
    const rows = await tx
      .select()
      .from(publicRecords)
      .where(inArray(publicRecords.sourceId, sourceIds.slice(i, i + 1000)));
    for (const row of rows) existing.set(row.sourceId, row);
  }
  const oldIds = [...existing.values()].map((r) => r.id);
  const accepted = await acceptedNames(tx, oldIds);
  const oldNames = await rowsPerKey(
    oldIds,
    (ids) => tx.select().from(publicRecordNames).where(inArray(publicRecordNames.recordId, ids)),
    (row) => row.recordId,
    (row): ParsedName => ({
      name: row.name,
      kind: row.kind,
      role: row.role,
      aliases: row.aliases,
      domains: row.domains,
    }),
  );

  for (const record of file.records) {
    const fields = recordFields(record, datasetId);
    const before = existing.get(record.sourceId);
    let recordId: number;
    if (!before) {
      const [row] = await tx
        .insert(publicRecords)
        .values({ sourceId: record.sourceId, ...fields, createdAt: at, updatedAt: at })
        .returning({ id: publicRecords.id });
      recordId = row!.id;
      await writeNames(tx, recordId, record.names);
      report.imported += 1;
    } else {
      recordId = before.id;
      const names = [...record.names, ...(accepted.get(recordId) ?? [])];
      const changes = diff(
        { ...before, names: canonicalNames(oldNames.get(recordId) ?? []) },
        { ...fields, names: canonicalNames(names) },
      );
      if (Object.keys(changes).length === 0) {
        report.skipped += 1;
      } else {
        await tx
          .update(publicRecords)
          .set({ ...fields, updatedAt: at })
          .where(eq(publicRecords.id, recordId));
        if (changes.names) {
          await tx.delete(publicRecordNames).where(eq(publicRecordNames.recordId, recordId));
          await writeNames(tx, recordId, names);
        }
        await emit(IMPORTED_RECORD_CHANGED, {
          recordId,
          actorId: options.actorId,
          changes,
          reason: options.reason,
          at,
        });
        report.updated += 1;
      }
    }
    if (record.unsure.length > 0) {
      const inserted = await tx
        .insert(publicRecordNameReviews)
        .values(
          record.unsure.map((u) => ({
            recordId,
            name: u.name.slice(0, 300),
            kind: u.kind,
            context: u.context.slice(0, 500),
            reason: u.reason,
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: publicRecordNameReviews.id });
      report.namesToReview += inserted.length;
    }
  }
  return report;
}
