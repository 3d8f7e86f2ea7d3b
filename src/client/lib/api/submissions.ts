// Course submissions (members) and the admins' queue, derived from their contracts
// (lib/endpoint-client.ts). The member's submission also says whether the page was new (201) or
// already in the catalogue (200), which the typed call does not tell apart: `submitCourse` does.
import type { SubmissionBody, SubmissionResponse } from "../../../shared/contracts/submissions";
import { submissionRoutes } from "../../../shared/contracts/submissions.routes";
import { apiRequest, type RequestOptions } from "../api-client";
import { endpointClient, endpointUrl } from "../endpoint-client";

const load = async () => (await import("../../../shared/contracts/submissions")).submissionEndpoints;

export const submissionsApi = endpointClient(submissionRoutes, load);

export interface SubmitOutcome extends SubmissionResponse {
  /** true: a new, unreviewed course (201); false: the page was already in the catalogue (200). */
  created: boolean;
}

/** POST the submission; the answer checked with the contract's schema for its own status. */
export async function submitCourse(
  body: SubmissionBody,
  options: RequestOptions = {},
): Promise<SubmitOutcome> {
  const route = submissionRoutes.submit;
  const [response, endpoints] = await Promise.all([
    apiRequest(route.method, endpointUrl({ route }), body, options),
    load(),
  ]);
  const schema = endpoints.submit.responses[response.status === 201 ? 201 : 200];
  return { ...schema.parse(await response.json()), created: response.status === 201 };
}
