// Ad sightings people record: a member's report from a course page (one per course a day, enforced
// by a unique index on course, member and day), and an admin's CSV import, checked line by line.
import { parse } from "csv-parse/sync";
import { eq, inArray, or } from "drizzle-orm";
import {
  AD_IMPORT_MAX_ROWS,
  AD_PLATFORMS,
  AD_SIGHTING_MAX_AGE_DAYS,
  AD_SIGHTING_MESSAGES,
  type ImportAdSightingsResponse,
  type ReportAdSightingBody,
} from "../../../shared/contracts/ad-sightings";
import type { Db } from "../../db/client";
import { adSightings, courses } from "../../db/schema/catalog";
import { BadRequestError, ConflictError, NotFoundError } from "../../lib/errors";

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_BATCH = 500;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** "2026-11-20" or a full ISO date-time, as a Date; null when it is neither or not a real day. */
function parseSeenAt(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const at = new Date(`${trimmed}T12:00:00.000Z`);
    return Number.isNaN(at.getTime()) || utcDay(at) !== trimmed ? null : at;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const at = new Date(trimmed);
  return Number.isNaN(at.getTime()) ? null : at;
}

function platformOf(text: string): (typeof AD_PLATFORMS)[number] | null {
  const lower = text.trim().toLowerCase();
  return AD_PLATFORMS.find((p) => p.toLowerCase() === lower) ?? null;
}

export function createAdSightingService(db: Db, now: () => Date = () => new Date()) {
  return {
    async report(userId: string, courseId: number, body: ReportAdSightingBody) {
      const at = now();
      const seenAt = parseSeenAt(body.seenOn);
      if (!seenAt) throw new BadRequestError(AD_SIGHTING_MESSAGES.badDate);
      if (body.seenOn > utcDay(at)) throw new BadRequestError(AD_SIGHTING_MESSAGES.future);
      if (at.getTime() - seenAt.getTime() > AD_SIGHTING_MAX_AGE_DAYS * DAY_MS) {
        throw new BadRequestError(AD_SIGHTING_MESSAGES.tooOld);
      }
      const [course] = await db
        .select({ status: courses.editorialStatus })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!course) throw new NotFoundError(AD_SIGHTING_MESSAGES.courseNotFound);
      if (course.status === "archived") throw new ConflictError(AD_SIGHTING_MESSAGES.archived);
      const [row] = await db
        .insert(adSightings)
        .values({
          courseId,
          platform: body.platform,
          seenAt,
          source: "member",
          reportedBy: userId,
          reportedOn: utcDay(at),
          link: body.link ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: adSightings.id });
      if (!row) throw new ConflictError(AD_SIGHTING_MESSAGES.oncePerDay);
      return {
        sighting: { id: row.id, platform: body.platform, seenOn: body.seenOn },
        message: AD_SIGHTING_MESSAGES.reported,
      };
    },

    /**
     * Imports `course,platform,seen_at` lines (a header line first; `course` is a catalogue id or
     * the course's sales-page address). Good lines are stored together; each refused line is
     * reported with its line number and the reason.
     */
    async importCsv(csv: string): Promise<ImportAdSightingsResponse> {
      let records: { record: Record<string, string>; line: number }[];
      try {
        const parsed = parse(csv, {
          columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
          skip_empty_lines: true,
          trim: true,
          bom: true,
          info: true,
          max_record_size: 10_000,
          to_line: AD_IMPORT_MAX_ROWS + 1,
        }) as { record: Record<string, string>; info: { lines: number } }[];
        records = parsed.map(({ record, info }) => ({ record, line: info.lines }));
      } catch (error) {
        throw new BadRequestError(
          `The CSV could not be read: ${error instanceof Error ? error.message : "unknown error"}.`,
        );
      }
      const first = records[0]?.record;
      if (first && !["course", "platform", "seen_at"].every((column) => column in first)) {
        throw new BadRequestError("The first line must name the columns: course,platform,seen_at.");
      }

      const ids = new Set<number>();
      const addresses = new Set<string>();
      for (const { record } of records) {
        const course = record.course ?? "";
        if (/^\d{1,10}$/.test(course)) ids.add(Number(course));
        else if (course) addresses.add(course.replace(/\/+$/, ""));
      }
      const known = new Map<string, { id: number; archived: boolean }>();
      if (ids.size > 0 || addresses.size > 0) {
        const addressList = [...addresses].flatMap((a) => [a, `${a}/`]);
        const rows = await db
          .select({ id: courses.id, url: courses.originalUrl, status: courses.editorialStatus })
          .from(courses)
          .where(
            or(
              ids.size > 0
                ? inArray(
                    courses.id,
                    [...ids].filter((id) => id <= 2_147_483_647),
                  )
                : undefined,
              addressList.length > 0 ? inArray(courses.originalUrl, addressList) : undefined,
            ),
          );
        for (const row of rows) {
          const value = { id: row.id, archived: row.status === "archived" };
          known.set(String(row.id), value);
          known.set(row.url.replace(/\/+$/, ""), value);
        }
      }

      const at = now();
      const refused: ImportAdSightingsResponse["refused"] = [];
      const good: (typeof adSightings.$inferInsert)[] = [];
      for (const { record, line } of records) {
        const key = (record.course ?? "").replace(/\/+$/, "");
        const course = known.get(key);
        const platform = platformOf(record.platform ?? "");
        const seenAt = parseSeenAt(record.seen_at ?? "");
        const reason = !key
          ? "No course given."
          : !course
            ? `No catalogue course is ${/^\d+$/.test(key) ? `number ${key}` : `at ${key}`}.`
            : course.archived
              ? "That course is archived."
              : !platform
                ? `Unknown platform "${record.platform ?? ""}": use ${AD_PLATFORMS.join(", ")}.`
                : !seenAt
                  ? `"${record.seen_at ?? ""}" is not a date (YYYY-MM-DD or an ISO date-time).`
                  : seenAt.getTime() > at.getTime() + DAY_MS
                    ? "The date is in the future."
                    : null;
        if (reason || !course || !platform || !seenAt) {
          refused.push({ line, reason: reason ?? "Not readable." });
          continue;
        }
        good.push({ courseId: course.id, platform, seenAt, source: "import" });
      }
      await db.transaction(async (tx) => {
        for (let i = 0; i < good.length; i += INSERT_BATCH) {
          await tx.insert(adSightings).values(good.slice(i, i + INSERT_BATCH));
        }
      });
      return { imported: good.length, refused };
    },
  };
}
