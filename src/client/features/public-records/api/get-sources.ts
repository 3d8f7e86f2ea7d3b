// GET /api/public-records/sources: every source of public records, its size, freshness and licence.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicRecordRoutes } from "../../../../shared/contracts/public-records.routes";
import { publicRecordsApi } from "../../../lib/api/public-records";

export const recordSourcesOptions = () =>
  queryOptions({
    queryKey: [publicRecordRoutes.sources.path],
    queryFn: ({ signal }) => publicRecordsApi.sources({ signal }),
  });

export function useRecordSources() {
  return useQuery(recordSourcesOptions());
}
