// POST /api/ai/search-creator {name}: the creator background check (SPEC.md section 3 "Creator
// search result"), built by the server from the catalogue, reviews, community reports and the detector.
import { useMutation } from "@tanstack/react-query";
import { CreatorSearchResponse } from "../../../../shared/contracts/ai";
import { sendJson } from "../../../lib/api-client";

export function searchCreator(name: string) {
  return sendJson("POST", "/api/ai/search-creator", { name }, CreatorSearchResponse);
}

export function useSearchCreator() {
  return useMutation({ mutationFn: searchCreator });
}
