import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CreateReportBody,
  CreateReportResponse,
  REPORT_MESSAGES,
  REPORTS_PER_DAY,
  ReportIdParams,
  ReportListQuery,
  ReportListResponse,
  ReportStatusBody,
  ReportStatusResponse,
  ScamAnalyticsResponse,
  TREND_CHANGE,
  TREND_MIN_REPORTS,
  TREND_WINDOW_DAYS,
  VoteBody,
  VoteResponse,
} from "../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS } from "../../../shared/domain/community";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser, roleOnly, signedInOnly } from "../../plugins/auth";
import { catalogueChanged } from "../courses/catalogue-changed";
import { createCommunityReportService } from "./community-reports.service";

// Route chain (STYLE.md): rate limit (onRequest) -> auth (preValidation) -> validation -> handler,
// so a guest gets 401 (and a member 403 on admin calls) whatever the body holds.
const signedIn = signedInOnly;
const adminOnly = roleOnly("admin");

/** Community reports, votes, admin status changes and scam analytics (issue 6). */
export async function registerCommunityReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const reports = createCommunityReportService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" };

  r.get(
    "/api/community-reports",
    {
      config: { rateLimit },
      schema: {
        tags: ["community"],
        summary: "Community scam reports, newest first, with vote counts (and the viewer's own vote)",
        querystring: ReportListQuery,
        response: { 200: ReportListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      reply.header("cache-control", "no-store");
      return reports.list(request.query, viewer?.id ?? null);
    },
  );

  r.post(
    "/api/community-reports",
    {
      preValidation: signedIn,
      schema: {
        tags: ["community"],
        summary: "File a community scam report (signed-in members; new reports are 'Pending Review')",
        description:
          `At most ${REPORTS_PER_DAY} reports per member in 24 hours (429). A creator name matching a ` +
          "listed creator's name exactly (any case) links the report to them, and their courses are rescored.",
        body: CreateReportBody,
        response: {
          201: CreateReportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { report, rescored } = await reports.create(user.id, request.body);
      catalogueChanged(deps, { rescoredCourses: rescored });
      return reply.code(201).send({ report, message: REPORT_MESSAGES.submitted });
    },
  );

  r.put(
    "/api/community-reports/:id/vote",
    {
      preValidation: signedIn,
      schema: {
        tags: ["community"],
        summary: "Vote on a report: 1 up, -1 down, 0 withdraws (one changeable vote per member per report)",
        description:
          "A vote earns its member 1 leaderboard point while it stands. Members cannot vote on their own reports (403).",
        params: ReportIdParams,
        body: VoteBody,
        response: {
          200: VoteResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return reports.vote(request.params.id, user.id, request.body.value);
    },
  );

  r.get(
    "/api/admin/community-reports",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["community", "admin"],
        summary: "Admin: community reports, newest first, optionally of one status",
        querystring: ReportListQuery,
        response: { 200: ReportListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const admin = await requireUser(request);
      reply.header("cache-control", "no-store");
      return reports.list(request.query, admin.id);
    },
  );

  r.post(
    "/api/admin/community-reports/:id/status",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["community", "admin"],
        summary: "Admin: move a report to another status",
        description:
          "pending -> investigating, verified ('Scam Confirmed') or rejected; investigating -> verified, " +
          "rejected or back to pending; a verified or rejected report can be reopened (investigating). " +
          "Anything else, or the same status, is a 409. Confirming awards the reporter 20 leaderboard " +
          "points (removed again if it is reopened); the named creator's courses are rescored.",
        params: ReportIdParams,
        body: ReportStatusBody,
        response: {
          200: ReportStatusResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      const { report, rescored } = await reports.setStatus(request.params.id, request.body.status, admin.id);
      // Trust scores on the list pages may have moved.
      catalogueChanged(deps, { rescoredCourses: rescored });
      return {
        report,
        rescoredCourses: rescored,
        message: `Report #${report.id} is now '${REPORT_STATUS_LABELS[report.status]}'.`,
      };
    },
  );

  r.get(
    "/api/scam-analytics",
    {
      config: { rateLimit },
      schema: {
        tags: ["community"],
        summary: "Per-platform scam analytics, computed live from creators and community reports",
        description:
          `Trend: non-rejected reports filed in the last ${TREND_WINDOW_DAYS} days against the ` +
          `${TREND_WINDOW_DAYS} days before; fewer than ${TREND_MIN_REPORTS} in both together is 'stable', ` +
          `otherwise 'up' or 'down' when the change is at least ${Math.round(TREND_CHANGE * 100)}%.`,
        response: { 200: ScamAnalyticsResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return reports.analytics();
    },
  );
}
