// The editorial desk's use cases for creators: list, read, create, edit, archive, a change of status
// (which rescores the creator's courses and tells their watchers), and the link between a creator and
// a member's account, with the lookup of a member by e-mail address that comes before it. Each is a
// function of the desk's dependencies and its input, so it can be called without HTTP.
import { asc, count, eq, sql } from "drizzle-orm";
import {
  CLAIM_MESSAGES,
  type ClaimBody,
  type ClaimResponse,
  type MemberLookupResponse,
} from "../../../shared/contracts/creator-claims";
import {
  ADMIN_PAGE_SIZE,
  type AdminCreator,
  type AdminCreatorList,
  type AdminListQuery,
  type CreatorCreateBody,
  type CreatorStatusBody,
  EDITORIAL_MESSAGES,
} from "../../../shared/contracts/editorial";
import { normalizeEmail } from "../../../shared/domain/auth-rules";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { creators } from "../../db/schema/creators";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";
import { lockExisting } from "../../lib/lock-row";
import { paged } from "../../lib/paged";
import { fullName, MEMBER_NAME } from "../account/member-name";
import { rescoreCreatorCourses } from "../trust/trust-engine";
import { insertCreator, updateAudited } from "./catalogue-writes";
import { type CreatorColumns, courseCount, creatorColumns } from "./editorial-columns";
import {
  adminCreator,
  archiveItem,
  changeItem,
  createItem,
  creatorDesk,
  type EditorialDeps,
  listFilter,
  nowOf,
  updateItem,
} from "./editorial-desk";
import { CREATOR_STATUS_CHANGED } from "./editorial-events";

const creatorListSelection = {
  id: creators.id,
  slug: creators.slug,
  name: creators.name,
  verificationStatus: creators.verificationStatus,
  editorialStatus: creators.editorialStatus,
  updatedAt: creators.updatedAt,
  courseCount,
};

export async function listCreators(deps: EditorialDeps, query: AdminListQuery): Promise<AdminCreatorList> {
  const { db } = deps;
  const where = listFilter(query, creators.editorialStatus, [creators.name]);
  return paged(
    query.page,
    ADMIN_PAGE_SIZE,
    db.select({ n: count() }).from(creators).where(where),
    db
      .select(creatorListSelection)
      .from(creators)
      .where(where)
      .orderBy(asc(creators.name), asc(creators.id))
      .$dynamic(),
    (row) => ({ ...row, courseCount: Number(row.courseCount), updatedAt: row.updatedAt.toISOString() }),
  );
}

export function getCreator(deps: EditorialDeps, id: number): Promise<AdminCreator> {
  return adminCreator(deps, id);
}

export function createCreator(
  deps: EditorialDeps,
  actorId: string,
  body: CreatorCreateBody,
): Promise<AdminCreator> {
  return createItem(deps, creatorDesk, (tx, at) =>
    insertCreator(tx, creatorColumns(body) as CreatorColumns, { actorId, action: "created", at }),
  );
}

/** The fields the body names, audited; the reason stays out of the columns. */
export function updateCreator(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  body: Partial<CreatorCreateBody> & { reason?: string },
): Promise<AdminCreator> {
  return updateItem(deps, creatorDesk, { actorId, id, reason: body.reason }, async () =>
    creatorColumns(body),
  );
}

export function archiveCreator(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  reason: string,
): Promise<AdminCreator> {
  return archiveItem(deps, creatorDesk, actorId, id, reason);
}

/** A new verification status with a public reason; the creator's courses are rescored (CREATOR_STATUS_CHANGED: their watchers told). */
export function setCreatorStatus(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  body: CreatorStatusBody,
): Promise<AdminCreator> {
  return changeItem(deps, creatorDesk, id, async (tx, row, at, emit) => {
    if (row.verificationStatus === body.status) throw new ConflictError(EDITORIAL_MESSAGES.sameStatus);
    await updateAudited(
      tx,
      "creator",
      id,
      { verificationStatus: body.status },
      { verificationStatus: { from: row.verificationStatus, to: body.status } },
      { actorId, action: "status", reason: body.reason, isPublic: true, at },
    );
    await rescoreCreatorCourses(tx, emit, id, at);
    await emit(CREATOR_STATUS_CHANGED, { creatorId: id, from: row.verificationStatus, to: body.status, at });
    return true;
  });
}

/** The creator locked for a change of its linked account: the account linked now, or null. */
async function lockedClaim(tx: Executor, id: number): Promise<string | null> {
  const row = await lockExisting(tx, creators, id, EDITORIAL_MESSAGES.creatorNotFound, {
    claimedBy: creators.claimedBy,
  });
  return row.claimedBy;
}

/**
 * The creator's linked account set to `userId` (null: unlinked) in one transaction with its audit
 * row, after `check` saw the account linked now; answers the link as it then stands. Nothing the
 * catalogue shows changes, so the caches are not told.
 */
async function relink(
  deps: EditorialDeps,
  id: number,
  link: { actorId: string; userId: string | null; action: string; reason: string },
  check: (tx: Executor, claimedBy: string | null) => Promise<void>,
): Promise<ClaimResponse> {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const claimedBy = await lockedClaim(tx, id);
    await check(tx, claimedBy);
    await updateAudited(
      tx,
      "creator",
      id,
      { claimedBy: link.userId, claimedAt: link.userId === null ? null : at },
      { claimedBy: { from: claimedBy, to: link.userId } },
      { actorId: link.actorId, action: link.action, reason: link.reason, at },
    );
  });
  return { creatorId: id, claim: (await adminCreator(deps, id)).claim };
}

/**
 * Links a member to the creator after an admin checked who they are: one creator per account
 * (the unique index) and one account per creator. How identity was checked is the audit's
 * reason.
 */
export function claimCreator(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  body: ClaimBody,
): Promise<ClaimResponse> {
  const link = { actorId, userId: body.userId, action: "claimed", reason: body.how };
  return relink(deps, id, link, async (tx, claimedBy) => {
    if (claimedBy) throw new ConflictError(CLAIM_MESSAGES.alreadyLinked);
    // One link at a time per member: the check below then holds until the commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creator-claim:${body.userId}`}))`);
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!member) throw new BadRequestError(CLAIM_MESSAGES.unknownMember);
    const [taken] = await tx
      .select({ id: creators.id })
      .from(creators)
      .where(eq(creators.claimedBy, body.userId));
    if (taken) throw new ConflictError(CLAIM_MESSAGES.memberTaken);
  });
}

/** Unlinks the creator's account, with a reason; the replies already written stay. */
export function unclaimCreator(
  deps: EditorialDeps,
  actorId: string,
  id: number,
  reason: string,
): Promise<ClaimResponse> {
  return relink(deps, id, { actorId, userId: null, action: "unclaimed", reason }, async (_tx, claimedBy) => {
    if (!claimedBy) throw new ConflictError(CLAIM_MESSAGES.notLinked);
  });
}

/** A member account by its e-mail address, for linking it to a creator. */
export async function findMember(deps: EditorialDeps, email: string): Promise<MemberLookupResponse> {
  const [row] = await deps.db
    .select({
      id: users.id,
      ...MEMBER_NAME,
      email: users.email,
      role: users.role,
      creatorId: creators.id,
      creatorName: creators.name,
    })
    .from(users)
    .leftJoin(creators, eq(creators.claimedBy, users.id))
    .where(eq(users.email, normalizeEmail(email)));
  if (!row) throw new NotFoundError(CLAIM_MESSAGES.memberNotFound);
  return {
    member: {
      id: row.id,
      name: fullName(row),
      email: row.email,
      role: row.role,
      claimedCreator: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? "" },
    },
  };
}
