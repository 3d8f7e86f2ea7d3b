// The admins' CSV import of ad sightings, streamed (?progress=ndjson): the server reports progress
// after every batch it checks and writes, then the report. A file refused before the stream starts
// (a 400) is an HttpError, as for any call; an import that stops part way is an ImportStopped with
// the server's words.
import {
  AdImportStreamLine,
  type ImportAdSightingsBody,
  type ImportAdSightingsResponse,
} from "../../../../shared/contracts/ad-sightings";
import { adSightingRoutes } from "../../../../shared/contracts/ad-sightings.routes";
import { apiRequest } from "../../../lib/api-client";
import { endpointUrl } from "../../../lib/endpoint-client";

export interface ImportProgress {
  done: number;
  total: number;
}

/** The server stopped the import part way; the message says what was kept. */
export class ImportStopped extends Error {
  override name = "ImportStopped";
}

const STREAM_ENDED =
  "The connection closed before the import finished. Check the Ad Fatigue Detector before importing the file again.";

/** Yields the answer's lines as they arrive. */
async function* linesOf(response: Response): AsyncGenerator<string> {
  const reader = response.body?.getReader();
  if (!reader) {
    yield* (await response.text()).split("\n");
    return;
  }
  const decoder = new TextDecoder();
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    yield* lines;
    if (done) break;
  }
  if (pending) yield pending;
}

export async function importAdSightings(
  body: ImportAdSightingsBody,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportAdSightingsResponse> {
  const url = endpointUrl({ route: adSightingRoutes.importCsv }, { query: { progress: "ndjson" } });
  const response = await apiRequest("POST", url, body, { expectedStatuses: [400] });
  for await (const text of linesOf(response)) {
    if (!text.trim()) continue;
    const line = AdImportStreamLine.parse(JSON.parse(text));
    if (line.kind === "progress") onProgress({ done: line.done, total: line.total });
    else if (line.kind === "report") return line.report;
    else throw new ImportStopped(line.error);
  }
  throw new ImportStopped(STREAM_ENDED);
}
