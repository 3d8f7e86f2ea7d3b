// Sends a message to the team (anyone; linked to the account when signed in).
import { useMutation } from "@tanstack/react-query";
import type { CreateContactBody } from "../../../../shared/contracts/contact";
import { contactApi } from "../../../lib/api/contact";

export function sendContact(body: CreateContactBody) {
  // 400 (validation) and 429 (limits) are answers the form shows, not failures to log.
  return contactApi.create({ body, expectedStatuses: [400, 429] });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
