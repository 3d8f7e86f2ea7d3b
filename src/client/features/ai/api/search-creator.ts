// The creator background check, built by the server from the catalogue, reviews, community reports
// and the detector.
import { useMutation } from "@tanstack/react-query";
import { aiApi } from "../../../lib/api/ai";

export function searchCreator(name: string) {
  return aiApi.searchCreator({ body: { name } });
}

export function useSearchCreator() {
  return useMutation({ mutationFn: searchCreator });
}
