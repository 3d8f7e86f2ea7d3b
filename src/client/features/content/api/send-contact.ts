// POST /api/contact: send a message to the team (anyone; linked to the account when signed in).
import { useMutation } from "@tanstack/react-query";
import { type CreateContactBody, CreateContactResponse } from "../../../../shared/contracts/contact";
import { sendJson } from "../../../lib/api-client";

export function sendContact(body: CreateContactBody) {
  // 400 (validation) and 429 (limits) are answers the form shows, not failures to log.
  return sendJson("POST", "/api/contact", body, CreateContactResponse, { expectedStatuses: [400, 429] });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
