// The creator the signed-in member speaks for (an admin linked them), or null: the Reply buttons
// show for that creator's items, and their own courses' review form gives way to a note.
import { useQuery } from "@tanstack/react-query";
import { replyRoutes } from "../../../../shared/contracts/replies.routes";
import { repliesApi } from "../../../lib/api/replies";

export function useMyCreator(enabled = true) {
  return useQuery({
    queryKey: [replyRoutes.myCreator.path],
    queryFn: ({ signal }) => repliesApi.myCreator({ signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
