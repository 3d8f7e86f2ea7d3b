// The editorial desk's use cases called as functions, without HTTP: each takes the desk's
// dependencies and its input, and writes to a real test database.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/editorial";
import { ConflictError } from "../../lib/errors";
import { appEventsClearing } from "../../test/app-events";
import { createCourse, createCreator, createMember } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { createCourseService } from "../courses/courses.service";
import { archiveCourse } from "./editorial-courses";
import { claimCreator, setCreatorStatus } from "./editorial-creators";
import type { EditorialDeps } from "./editorial-desk";

const t = sharedTestDatabase();
const AT = new Date("2026-11-29T09:00:00Z");
let told = 0;
let deps: EditorialDeps;

beforeAll(() => {
  deps = {
    db: t.db,
    courses: createCourseService(t.db),
    reader: {
      analysis: {
        analyzePage: () => {
          throw new Error("these use cases read no page");
        },
      },
      allowPrivate: false,
    },
    events: appEventsClearing(() => {
      told += 1;
    }),
    now: () => AT,
  };
});

const auditOf = (subjectType: "course" | "creator", id: number) =>
  t.db
    .select({ action: auditEvents.action, reason: auditEvents.reason, isPublic: auditEvents.isPublic })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, id)));

describe("setCreatorStatus", () => {
  it("sets the status with a public audit row and tells the caches once; the same status again is a 409", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db, { verificationStatus: "unverified" });
    told = 0;
    const changed = await setCreatorStatus(deps, admin.id, creator.id, {
      status: "suspicious",
      reason: "Fictional reason: the income screenshots were edited.",
    });
    expect(changed.verificationStatus).toBe("suspicious");
    expect(told).toBe(1);
    expect(await auditOf("creator", creator.id)).toEqual([
      { action: "status", reason: "Fictional reason: the income screenshots were edited.", isPublic: true },
    ]);

    const again = setCreatorStatus(deps, admin.id, creator.id, {
      status: "suspicious",
      reason: "Once more.",
    });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    expect(told).toBe(1);
    expect(await auditOf("creator", creator.id)).toHaveLength(1);
  });
});

describe("archiveCourse", () => {
  it("takes the course out of the catalogue with its reason, dated by the deps' clock; a second archive is a 409", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const course = await createCourse(t.db);
    told = 0;
    const archived = await archiveCourse(deps, admin.id, course.id, "Fictional reason: the course closed.");
    expect(archived.editorialStatus).toBe("archived");
    expect(told).toBe(1);
    await expect(archiveCourse(deps, admin.id, course.id, "Again.")).rejects.toBeInstanceOf(ConflictError);
    expect(told).toBe(1);
    const [event] = await t.db
      .select({ action: auditEvents.action, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "course"), eq(auditEvents.subjectId, course.id)));
    expect(event).toEqual({ action: "archived", at: AT });
  });
});

describe("claimCreator", () => {
  it("links one member to one creator, and refuses a second creator for the same member", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const member = await createMember(t.db);
    const [first, second] = [await createCreator(t.db), await createCreator(t.db)];
    const how = "Fictional check: a code posted on the creator's own site.";
    const linked = await claimCreator(deps, admin.id, first.id, { userId: member.id, how });
    expect(linked).toMatchObject({ creatorId: first.id, claim: { userId: member.id } });
    await expect(claimCreator(deps, admin.id, second.id, { userId: member.id, how })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});
