// Confirming that a public record is about a creator, or taking that back. A confirmation is the only
// way a record attaches to a creator; each change rescores the creator's courses in its transaction
// and emits RECORD_LINK_CHANGED (record-events.ts): audited on the creator (publicly) and on the
// record, and a confirmation tells the members who follow the creator or one of their courses (a
// notice, the watch row's latest change, e-mail if they asked). The catalogue's caches are told
// after the commit (CATALOGUE_CHANGED).
import { and, eq, isNull, type SQL } from "drizzle-orm";
import {
  type ConfirmedPublicRecord,
  describeRecord,
  PUBLIC_RECORD_MESSAGES,
  type PublicRecordMatchBy,
} from "../../../shared/contracts/public-records";
import type { Db } from "../../db/client";
import { creators } from "../../db/schema/creators";
import { publicRecordLinks, publicRecords } from "../../db/schema/public-records";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { CATALOGUE_CHANGED } from "../courses/catalogue-changed";
import { rescoreCreatorCourses } from "../trust/trust-engine";
import { creatorBy, eventsOf, nowOf, type PublicRecordServiceDeps } from "./public-record-deps";
import { confirmedRecords, matchRecords } from "./public-records.read";
import { RECORD_LINK_CHANGED } from "./record-events";

/** How a record matches a creator on our own evidence, before an admin confirms it. */
async function matchedBy(
  db: Db,
  creator: { name: string; website: string | null },
  recordId: number,
): Promise<PublicRecordMatchBy> {
  const matches = await matchRecords(db, { name: creator.name, site: creator.website });
  return matches.find((m) => m.id === recordId)?.match.by ?? "name";
}

/** The record's link to the creator while it stands (not taken back): at most one at a time. */
function activeLink(creatorId: number, recordId: number): SQL | undefined {
  return and(
    eq(publicRecordLinks.creatorId, creatorId),
    eq(publicRecordLinks.recordId, recordId),
    isNull(publicRecordLinks.removedAt),
  );
}

/** Confirms a record is about a creator, with the evidence (audited, rescored, followers told). */
export async function linkRecord(
  deps: PublicRecordServiceDeps,
  adminId: string,
  creatorId: number,
  body: { recordId: number; evidence: string },
): Promise<{ record: ConfirmedPublicRecord; rescored: number }> {
  const { db } = deps;
  const at = nowOf(deps);
  const creator = await creatorBy(db, eq(creators.id, creatorId));
  if (!creator) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.creatorNotFound);
  const record = await findExisting(db, publicRecords, body.recordId, PUBLIC_RECORD_MESSAGES.recordNotFound, {
    id: publicRecords.id,
    title: publicRecords.title,
    authority: publicRecords.authority,
    kind: publicRecords.kind,
    outcome: publicRecords.outcome,
  });
  const by = await matchedBy(db, creator, record.id);
  const { linkId, rescored } = await eventsOf(deps).transaction(db, async (tx, emit) => {
    const [already] = await tx
      .select({ id: publicRecordLinks.id })
      .from(publicRecordLinks)
      .where(activeLink(creatorId, record.id));
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
    const scored = await rescoreCreatorCourses(tx, emit, creatorId, at);
    await emit(RECORD_LINK_CHANGED, {
      creatorId,
      recordId: record.id,
      adminId,
      action: "public-record-linked",
      reason: body.evidence,
      onCreator: { from: null, to: entry },
      onRecord: { from: null, to: { creatorId, name: creator.name } },
      linked: { linkId: link.id, description: entry.description },
      at,
    });
    await emit(CATALOGUE_CHANGED, { rescoredCourses: scored });
    return { linkId: link.id, rescored: scored };
  });
  const confirmed = (await confirmedRecords(db, creatorId)).find((r) => r.linkId === linkId);
  return { record: confirmed!, rescored };
}

/** Takes a confirmed record off a creator, with the reason (audited, rescored). */
export async function unlinkRecord(
  deps: PublicRecordServiceDeps,
  adminId: string,
  creatorId: number,
  recordId: number,
  reason: string,
): Promise<{ removed: true; rescored: number }> {
  const at = nowOf(deps);
  const rescored = await eventsOf(deps).transaction(deps.db, async (tx, emit) => {
    const [removed] = await tx
      .update(publicRecordLinks)
      .set({ removedAt: at, removedBy: adminId, removalReason: reason })
      .where(activeLink(creatorId, recordId))
      .returning({ id: publicRecordLinks.id });
    if (!removed) throw new NotFoundError(PUBLIC_RECORD_MESSAGES.notLinked);
    const scored = await rescoreCreatorCourses(tx, emit, creatorId, at);
    await emit(RECORD_LINK_CHANGED, {
      creatorId,
      recordId,
      adminId,
      action: "public-record-unlinked",
      reason,
      onCreator: { from: { recordId }, to: null },
      onRecord: { from: { creatorId }, to: null },
      linked: null,
      at,
    });
    await emit(CATALOGUE_CHANGED, { rescoredCourses: scored });
    return scored;
  });
  return { removed: true as const, rescored };
}
