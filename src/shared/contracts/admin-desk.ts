// What the admins' desks share: the editorial desk (editorial.ts), the submissions queue
// (submissions.ts) and the page recheck (snapshots.ts). Their lists come a page at a time, filtered
// by status; their calls answer with the same errors; their fields are checked the same way (the
// member's course submission checks its address like the desk does).
import { z } from "zod";
import { emptyAsMissing, endpointKind, ITEM_WRITE_ERRORS, itemChangeKind, listOf } from "./common";

export const DESK_MESSAGES = {
  badUrl: "Enter a full web address starting with http:// or https://.",
  reasonRequired: "Give a reason of at least 5 characters.",
} as const;

// ---- Fields ----

/** Trimmed text of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** A full http:// or https:// address of at most 2000 characters. */
export const webAddress = text(2000).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}, DESK_MESSAGES.badUrl);

/** Why an admin decided as they did (archive, revoke, reject, a status change). */
export const reason = z
  .string()
  .trim()
  .min(5, DESK_MESSAGES.reasonRequired)
  .max(1000, "At most 1000 characters.");

/** A body of nothing but the reason. */
export const ReasonBody = z.strictObject({ reason });

// ---- Queues ----

/**
 * A queue's query fields: `status`, one of `statuses` or "all" (the default; an empty value counts
 * as not given), and `page`, from 1.
 */
export function queueQueryFields<const S extends readonly string[]>(statuses: S) {
  return {
    status: emptyAsMissing(z.enum(["all", ...statuses]).default("all")),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  };
}

/** A queue's answer: one page of `item`s, how many there are in all, and the page's number. */
export function queuePage<Item extends z.ZodType>(item: Item) {
  return listOf(item, { total: z.number().int(), page: z.number().int() });
}

// ---- Endpoint kinds (admins only: 401 for guests, 403 for everyone else) ----

const DESK_TAGS = ["catalogue", "admin"] as const;

/** Reading a queue or an item. */
export const deskRead = endpointKind({ tags: DESK_TAGS, status: 200, errors: [400, 401, 403] });

/**
 * Changing an item, addressed by its id in the path: also 404 (no such item), 409 (not in that
 * state) and 415 (not JSON).
 */
export const deskChange = itemChangeKind(DESK_TAGS);
export const deskCreate = endpointKind({ tags: DESK_TAGS, status: 201, errors: ITEM_WRITE_ERRORS });
