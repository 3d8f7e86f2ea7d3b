// Admin: the contact messages (newest first, optionally one status, with counts per status) and a
// message's status change. After a change the list is asked again.
import { useQuery } from "@tanstack/react-query";
import type { ContactPageSize, ContactStatus } from "../../../../shared/contracts/contact";
import { contactRoutes } from "../../../../shared/contracts/contact.routes";
import { contactApi } from "../../../lib/api/contact";
import { adminListOptions, useAdminChange } from "./admin-list";

export const CONTACT_MESSAGES_KEY = [contactRoutes.list.path] as const;

export function contactMessagesQueryOptions(status: ContactStatus | "", limit: ContactPageSize) {
  // An empty status is left out of the address: every status.
  return adminListOptions([...CONTACT_MESSAGES_KEY, { status, limit }], ({ signal }) =>
    contactApi.list({ query: { limit, status }, signal }),
  );
}

export function useContactMessages(status: ContactStatus | "", limit: ContactPageSize) {
  return useQuery(contactMessagesQueryOptions(status, limit));
}

export function setContactStatus(id: string, status: ContactStatus) {
  return contactApi.setStatus({ params: { id }, body: { status }, expectedStatuses: [404] });
}

export function useSetContactStatus() {
  return useAdminChange(
    ({ id, status }: { id: string; status: ContactStatus }) => setContactStatus(id, status),
    { lists: [CONTACT_MESSAGES_KEY], after: "settled" },
  );
}
