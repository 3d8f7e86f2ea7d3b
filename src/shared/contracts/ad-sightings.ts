// Ad sightings from people: a member reports an advert they saw for a course (once per course a
// day), and admins import sightings as CSV with a line-by-line report. The ad-fatigue check counts
// these recorded sightings.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { REPORT_PLATFORMS as AD_PLATFORMS } from "../domain/community";
import { adSightingRoutes } from "./ad-sightings.routes";
import { blankAsMissing, COURSE_NOT_FOUND, errorResponses, RowIdParams, storedRow } from "./common";

/** Where adverts run: the platforms community reports name. */
export { REPORT_PLATFORMS as AD_PLATFORMS } from "../domain/community";
/** How far back a member may date a sighting. */
export const AD_SIGHTING_MAX_AGE_DAYS = 90;
export const AD_IMPORT_MAX_BYTES = 1_000_000;
export const AD_IMPORT_MAX_ROWS = 10_000;
/**
 * Lines an import checks or writes at a time: between two batches the server turns to its other
 * requests, and a streamed import reports its progress.
 */
export const AD_IMPORT_BATCH_ROWS = 500;

export const AD_SIGHTING_MESSAGES = {
  reported: "Thanks: the sighting is recorded.",
  oncePerDay: "You already reported an ad for this course today.",
  courseNotFound: COURSE_NOT_FOUND,
  archived: "This course is archived: it is no longer tracked.",
  badDate: "Enter the date you saw the ad (YYYY-MM-DD).",
  future: "The date cannot be in the future.",
  tooOld: `Report ads seen in the last ${AD_SIGHTING_MAX_AGE_DAYS} days.`,
  badLink: "Enter a full web address starting with http:// or https://, or leave it empty.",
  importFailed: "The import stopped before it finished, and nothing from this file was kept. Try again.",
  importFailedPartly:
    "The import stopped before it finished, and some lines may have been kept. Check the Ad Fatigue Detector before importing the file again.",
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AD_SIGHTING_MESSAGES.badDate);

export const ReportAdSightingBody = z.strictObject({
  platform: z.enum(AD_PLATFORMS, { error: `Choose where you saw it: ${AD_PLATFORMS.join(", ")}.` }),
  seenOn: isoDate,
  link: blankAsMissing(
    z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), AD_SIGHTING_MESSAGES.badLink)
      .optional(),
  ),
});
export type ReportAdSightingBody = z.infer<typeof ReportAdSightingBody>;

export const ReportAdSightingResponse = z.object({
  sighting: storedRow({ platform: z.string(), seenOn: z.string() }),
  message: z.string(),
});

export const ImportAdSightingsBody = z.strictObject({
  csv: z.string().min(1, "Paste or upload a CSV file.").max(AD_IMPORT_MAX_BYTES, "At most 1 MB of CSV."),
});
export type ImportAdSightingsBody = z.infer<typeof ImportAdSightingsBody>;
export const ImportAdSightingsResponse = z
  .object({
    imported: z.number().int(),
    /** Lines refused, with the line number in the file (the header is line 1) and why. */
    refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  })
  .meta({ id: "AdSightingImportReport" });
export type ImportAdSightingsResponse = z.infer<typeof ImportAdSightingsResponse>;

export const ImportAdSightingsQuery = z.object({
  /** "ndjson": answer with a stream of AdImportStreamLine, progress first and the report last. */
  progress: z.enum(["ndjson"], { error: 'progress can only be "ndjson".' }).optional(),
});

/**
 * One line of a streamed import (?progress=ndjson): progress after each batch (`done` of the
 * `total` lines read are checked and, if good, written), then the report, or why it stopped.
 */
export const AdImportStreamLine = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("progress"), done: z.number().int(), total: z.number().int() }),
  z.object({ kind: z.literal("report"), report: ImportAdSightingsResponse }),
  z.object({ kind: z.literal("error"), error: z.string() }),
]);
export type AdImportStreamLine = z.infer<typeof AdImportStreamLine>;

export const adSightingEndpoints = {
  report: endpoint(adSightingRoutes.report, {
    tags: ["tools"],
    summary: "Report an advert seen for a course (members; once per course a day)",
    params: RowIdParams,
    body: ReportAdSightingBody,
    responses: { 201: ReportAdSightingResponse, ...errorResponses(400, 401, 404, 409, 415) },
  }),
  importCsv: endpoint(adSightingRoutes.importCsv, {
    tags: ["tools", "admin"],
    summary:
      "Import ad sightings from CSV (header: course,platform,seen_at; course is an id or the sales-page address)",
    description: `Up to ${AD_IMPORT_MAX_ROWS} lines, checked and written ${AD_IMPORT_BATCH_ROWS} at a time. Without a query the answer is the report. With ?progress=ndjson, once the CSV is read (a 400 before that), the answer is application/x-ndjson: a progress line ({"kind":"progress","done","total"}) after each batch, then {"kind":"report","report"} or {"kind":"error","error"}.`,
    query: ImportAdSightingsQuery,
    body: ImportAdSightingsBody,
    responses: { 200: ImportAdSightingsResponse, ...errorResponses(400, 401, 403, 415) },
  }),
} as const;
