// The AI features' calls, derived from their contracts (lib/endpoint-client.ts). A course card's
// quick look is on first screens, so the contracts (zod) load only with an answer.
import type { QuickLook } from "../../../shared/contracts/ai";
import { aiRoutes } from "../../../shared/contracts/ai.routes";
import type { CourseAnalysis } from "../../../shared/contracts/analysis";
import type { RequestOptions } from "../api-client";
import { endpointClient } from "../endpoint-client";

export const aiApi = endpointClient(
  aiRoutes,
  async () => (await import("../../../shared/contracts/ai")).aiEndpoints,
);

// One endpoint answers both a course's quick look and a URL's analysis, each by what it was sent.

/** A catalogue course's AI quick look. */
export async function quickLook(courseId: number, options: RequestOptions = {}): Promise<QuickLook> {
  const answer = await aiApi.analyzeCourse({ body: { courseId, detail: false }, ...options });
  if (!("answer" in answer)) throw new Error(`${aiRoutes.analyzeCourse.path} answered no quick look`);
  return answer;
}

/** The AI course analyzer's report on a course page's URL. */
export async function analyzeCourseUrl(url: string, options: RequestOptions = {}): Promise<CourseAnalysis> {
  const answer = await aiApi.analyzeCourse({ body: { url }, ...options });
  if ("answer" in answer) throw new Error(`${aiRoutes.analyzeCourse.path} answered a quick look`);
  return answer;
}
