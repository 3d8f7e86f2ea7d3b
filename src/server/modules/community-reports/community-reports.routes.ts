import type { FastifyInstance } from "fastify";
import {
  createReport,
  getScamAnalytics,
  listReports,
  listReportsForAdmin,
  REPORT_MESSAGES,
  setReportStatus,
  voteOnReport,
} from "../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS } from "../../../shared/domain/community";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { currentUser, GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

// Route chain (docs/architecture.md): rate limit (onRequest) -> auth (preValidation) -> validation
// -> handler, so a guest gets 401 (and a member 403 on admin calls) whatever the body holds.

/** Community reports, votes, admin status changes and scam analytics. */
export async function registerCommunityReportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const reports = deps.communityReports;
  const publicRead = publicCatalogueRead(deps.config);

  registerEndpoint(app, listReports, publicRead, async (request) => {
    const viewer = await currentUser(request);
    return reports.list(request.query, viewer?.id ?? null);
  });

  registerMemberEndpoint(app, createReport, async (user, request, reply) => {
    const { report } = await reports.create(user.id, request.body);
    return reply.code(201).send({ report, message: REPORT_MESSAGES.submitted });
  });

  registerMemberEndpoint(app, voteOnReport, async (user, request) => {
    return reports.vote(request.params.id, user.id, request.body.value);
  });

  registerEndpoint(app, listReportsForAdmin, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return reports.list(request.query, admin.id, "all");
  });

  registerEndpoint(app, setReportStatus, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    const { report, rescored } = await reports.setStatus(request.params.id, request.body, admin.id);
    return {
      report,
      rescoredCourses: rescored,
      message: `Report #${report.id} is now '${REPORT_STATUS_LABELS[report.status]}'.`,
    };
  });

  registerEndpoint(app, getScamAnalytics, publicRead, async () => reports.analytics());
}

export const routeModule: RouteModule = { order: 230, register: registerCommunityReportRoutes };
