// Ad sightings people record: a member's report from a course page (one per course a day, enforced
// by a unique index on course, member and day), and an admin's CSV import, checked line by line and
// done in batches (ad-sightings-import.ts).
import {
  AD_SIGHTING_MAX_AGE_DAYS,
  AD_SIGHTING_MESSAGES,
  type ImportAdSightingsResponse,
  type ReportAdSightingBody,
} from "../../../shared/contracts/ad-sightings";
import type { Db } from "../../db/client";
import { adSightings } from "../../db/schema/ad-sightings";
import { courses } from "../../db/schema/courses";
import { BadRequestError, ConflictError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { DAY_MS } from "../../lib/time";
import {
  type ImportLine,
  type ImportProgress,
  parseSeenAt,
  readAdImport,
  writeAdImport,
} from "./ad-sightings-import";

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

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
      const course = await findExisting(db, courses, courseId, AD_SIGHTING_MESSAGES.courseNotFound, {
        status: courses.editorialStatus,
      });
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

    /** Reads an import's lines; a 400 when the file cannot be read or its header is wrong. */
    readImport: (csv: string): Promise<ImportLine[]> => readAdImport(csv),

    /** Checks and writes lines read by readImport, in batches, telling `onProgress` how far it got. */
    writeImport: (
      lines: ImportLine[],
      onProgress?: (progress: ImportProgress) => void,
    ): Promise<ImportAdSightingsResponse> => writeAdImport(db, lines, now(), onProgress),

    /** The whole import at once: the report of a file read and written. */
    async importCsv(csv: string): Promise<ImportAdSightingsResponse> {
      return writeAdImport(db, await readAdImport(csv), now());
    },
  };
}
