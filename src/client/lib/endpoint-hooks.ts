// Query options and mutation hooks for calls of the typed client (lib/endpoint-client.ts) that take
// nothing but their request options, or only a body: a query cached under the endpoint's path, a
// mutation that sends its variables as the body.
import { queryOptions, useMutation } from "@tanstack/react-query";
import type { RequestOptions } from "./api-client";

/** A GET without params or query, cached under its path (`staleTime` for answers that never change). */
export function endpointQuery<T>(
  path: string,
  call: (options: RequestOptions) => Promise<T>,
  options: { staleTime?: number } = {},
) {
  return queryOptions({ queryKey: [path], queryFn: ({ signal }) => call({ signal }), ...options });
}

/** `expectedStatuses`: the refusals the screen shows itself (so they are not logged as failures). */
export function useBodyMutation<B, T>(
  call: (args: { body: B } & RequestOptions) => Promise<T>,
  expectedStatuses: readonly number[],
) {
  return useMutation({ mutationFn: (body: B) => call({ body, expectedStatuses }) });
}
