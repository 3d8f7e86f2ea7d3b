// One course's read for its page (the course, its trust evidence, its History, its snapshots): keyed
// by the route's path and the course id, so a change elsewhere can ask it again by that key; fresh
// on every visit; a 404 is the page's "not found" state, not a failure to log.
import { useQuery } from "@tanstack/react-query";
import type { RequestOptions } from "../../../lib/api-client";
import { freshOnEveryVisit } from "../../../lib/query-client";

type Read<T> = (args: { params: { id: number } } & RequestOptions) => Promise<T>;

export function useCourseRead<T>(path: string, read: Read<T>, id: number) {
  return useQuery({
    queryKey: [path, id],
    queryFn: ({ signal }) => read({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}
