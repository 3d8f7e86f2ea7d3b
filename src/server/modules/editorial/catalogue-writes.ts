// Writes to a course or creator row, each with its audit row in the caller's transaction: the
// editorial desk and the submissions queue change the catalogue through these, so an insert, an
// edit or an archive is recorded the same way whichever of them makes it.
import { and, eq, ne, or, sql } from "drizzle-orm";
import { slugify } from "../../../shared/domain/slug";
import type { Executor } from "../../db/client";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { ConflictError } from "../../lib/errors";
import { type Changes, diff, recordAudit } from "./audit";

// drizzle types a write to "one of these two tables" as taking the columns of both; the casts below
// say so, and `subject` is what ties the values to the table they are written to.
const TABLES = { course: courses, creator: creators } as const;

/** The audit subjects that are catalogue rows (the audit also records other subjects). */
export type CatalogueSubject = keyof typeof TABLES;

/** The columns a write sets; the timestamps are the write's own. */
type Columns<S extends CatalogueSubject> = Omit<
  (typeof TABLES)[S]["$inferInsert"],
  "id" | "createdAt" | "updatedAt"
>;

/** Who wrote, what the audit row calls it, when, and why. */
export interface Write {
  actorId: string | null;
  action: string;
  at: Date;
  reason?: string | null;
  isPublic?: boolean;
}

/**
 * Inserts a course or creator with its audit row (every value, or `audited` where some are too
 * long for it) and answers the new id.
 */
export async function insertAudited<S extends CatalogueSubject>(
  tx: Executor,
  subject: S,
  values: Columns<S>,
  write: Write,
  audited: object = values,
): Promise<number> {
  const table: (typeof TABLES)[CatalogueSubject] = TABLES[subject];
  const [row] = await tx
    .insert(table)
    .values({
      ...(values as Columns<"course"> & Columns<"creator">),
      createdAt: write.at,
      updatedAt: write.at,
    })
    .returning({ id: table.id });
  if (!row) throw new Error("insert returned no row");
  await recordAudit(tx, { ...write, subjectType: subject, subjectId: row.id, changes: diff({}, audited) });
  return row.id;
}

/** A creator slug no other creator has (`except`, the creator being renamed, aside): the name's, then -2, -3... */
export async function freeCreatorSlug(tx: Executor, name: string, except?: number): Promise<string> {
  const base = slugify(name) || "creator";
  const alike = or(eq(creators.slug, base), sql`${creators.slug} like ${`${base}-%`}`);
  const taken = new Set(
    (
      await tx
        .select({ slug: creators.slug })
        .from(creators)
        .where(except === undefined ? alike : and(ne(creators.id, except), alike))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A new creator under a free slug. */
export async function insertCreator(
  tx: Executor,
  values: Omit<Columns<"creator">, "slug">,
  write: Write,
): Promise<number> {
  const slug = await freeCreatorSlug(tx, values.name);
  return insertAudited(tx, "creator", { ...values, slug }, write);
}

/** Sets `set` (and updated_at) on one course or creator, with the audit row of `changes`. */
export async function updateAudited<S extends CatalogueSubject>(
  tx: Executor,
  subject: S,
  id: number,
  set: Partial<Columns<S>>,
  changes: Changes,
  write: Write,
): Promise<void> {
  const table: (typeof TABLES)[CatalogueSubject] = TABLES[subject];
  await tx
    .update(table)
    .set({ ...(set as Partial<Columns<"course"> & Columns<"creator">>), updatedAt: write.at })
    .where(eq(table.id, id));
  await recordAudit(tx, { ...write, subjectType: subject, subjectId: id, changes });
}

/**
 * Sets the fields of `values` when any differs from `before`, audited (as `audited` words the
 * changes: a long value named rather than copied); false when none does.
 */
export async function updateChanged<S extends CatalogueSubject>(
  tx: Executor,
  subject: S,
  id: number,
  before: object,
  values: Partial<Columns<S>>,
  write: Write,
  audited: (changes: Changes) => Changes = (changes) => changes,
): Promise<boolean> {
  const changes = diff(before, values);
  if (Object.keys(changes).length === 0) return false;
  await updateAudited(tx, subject, id, values, audited(changes), write);
  return true;
}

/** Takes a course or creator out of the catalogue (a public audit row); `conflict` when it is out already. */
export async function archiveAudited(
  tx: Executor,
  subject: CatalogueSubject,
  id: number,
  from: string,
  conflict: string,
  write: Omit<Write, "action" | "isPublic">,
): Promise<void> {
  if (from === "archived") throw new ConflictError(conflict);
  await updateAudited(
    tx,
    subject,
    id,
    { editorialStatus: "archived", archivedAt: write.at },
    { editorialStatus: { from, to: "archived" } },
    { ...write, action: "archived", isPublic: true },
  );
}
