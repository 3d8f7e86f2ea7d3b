// Admin: GET /api/admin/contact-messages (newest first, optionally one status, with counts per status)
// and POST /api/admin/contact-messages/{id}/status. After a change the list is asked again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ContactListResponse,
  type ContactPageSize,
  type ContactStatus,
  ContactStatusResponse,
} from "../../../../shared/contracts/contact";
import { getJson, sendJson } from "../../../lib/api-client";

export const CONTACT_MESSAGES_KEY = ["/api/admin/contact-messages"] as const;

export function contactMessagesQueryOptions(status: ContactStatus | "", limit: ContactPageSize) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status !== "") params.set("status", status);
  return queryOptions({
    queryKey: [...CONTACT_MESSAGES_KEY, { status, limit }],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/contact-messages?${params}`, ContactListResponse, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useContactMessages(status: ContactStatus | "", limit: ContactPageSize) {
  return useQuery(contactMessagesQueryOptions(status, limit));
}

export function setContactStatus(id: string, status: ContactStatus) {
  return sendJson("POST", `/api/admin/contact-messages/${id}/status`, { status }, ContactStatusResponse, {
    expectedStatuses: [404],
  });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) => setContactStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY }),
  });
}
