// The /contact form and its admin list: the form's fields, their limits and the
// messages shown under each field. The browser checks a message with CreateContactBody exactly as the
// server does, so both say the same thing.
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX } from "../domain/auth-limits";
import { Count, endpointKind, listOf, Timestamp } from "./common";
import { contactRoutes } from "./contact.routes";

/** Support replies within 24 hours; creator disputes are reviewed within 5 business days. */
export const SUPPORT_REPLY_HOURS = 24;
export const CREATOR_DISPUTE_BUSINESS_DAYS = 5;

export const CONTACT_TOPICS = ["general", "problem", "creator-dispute", "billing", "privacy"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "General question",
  problem: "Report a problem",
  "creator-dispute": "Creator dispute / right of response",
  billing: "Billing",
  privacy: "Privacy request",
};

export const CONTACT_STATUSES = ["new", "read", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  read: "Read",
  answered: "Answered",
};

export const CONTACT_NAME_MAX = NAME_MAX;
export const CONTACT_EMAIL_MAX = EMAIL_MAX;
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;

/** Messages one client address may send per hour (route rate limit). */
export const CONTACT_POSTS_PER_HOUR_PER_CLIENT = 10;
/** Messages one e-mail address may send per rolling 24 hours (counted from the stored messages). */
export const CONTACT_POSTS_PER_DAY_PER_EMAIL = 5;

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name can be at most ${CONTACT_NAME_MAX} characters long.`,
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  emailTooLong: `The e-mail address can be at most ${CONTACT_EMAIL_MAX} characters long.`,
  topicRequired: "Please choose a topic.",
  messageRequired: "Please write your message.",
  messageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters long.`,
  messageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters long.`,
  sent: `Thank you. Your message has reached us; we usually reply within ${SUPPORT_REPLY_HOURS} hours.`,
  sendFailed: "Your message could not be sent. Please try again.",
  perEmailLimit: `This e-mail address has sent ${CONTACT_POSTS_PER_DAY_PER_EMAIL} messages in the last 24 hours. We have them all and will reply; please wait before sending more.`,
  notFound: "Contact message not found.",
  badId: "That is not a contact message id.",
} as const;

/** Something before the @, a domain with a dot after it, and no spaces (a shape check, not a mailbox check). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

const requiredText = (message: string) =>
  z.string({ error: () => message }).transform((value) => value.trim());

export const CreateContactBody = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired).pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.nameRequired)
      .max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong)
      .transform((value) => value.replace(/\s+/g, " ")),
  ),
  email: requiredText(CONTACT_MESSAGES.emailRequired).pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(CONTACT_EMAIL_MAX, CONTACT_MESSAGES.emailTooLong)
      .refine(isEmailShape, CONTACT_MESSAGES.emailInvalid),
  ),
  topic: z.enum(CONTACT_TOPICS, { error: () => CONTACT_MESSAGES.topicRequired }),
  message: requiredText(CONTACT_MESSAGES.messageRequired).pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.messageRequired)
      .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
      .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  ),
});
export type CreateContactBody = z.input<typeof CreateContactBody>;

export const ContactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.string(),
    /** The topic's label ("Billing"); the stored id when the topic is no longer offered. */
    topicLabel: z.string(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    /** Sent while signed in: the account's id; null for a guest (or a since-deleted account). */
    userId: z.string().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof ContactMessage>;

export const CreateContactResponse = z.object({
  id: z.string(),
  message: z.string(),
});
export type CreateContactResponse = z.infer<typeof CreateContactResponse>;

export const CONTACT_PAGE_SIZES = [25, 50, 100] as const;
export type ContactPageSize = (typeof CONTACT_PAGE_SIZES)[number];
export const DEFAULT_CONTACT_PAGE_SIZE: ContactPageSize = 50;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const ContactListQuery = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(CONTACT_STATUSES, { error: () => "The status must be new, read or answered." }).optional(),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(CONTACT_PAGE_SIZES[CONTACT_PAGE_SIZES.length - 1] ?? 100)
      .default(DEFAULT_CONTACT_PAGE_SIZE),
  ),
});

/** Newest first, at most `limit`. */
export const ContactListResponse = listOf(ContactMessage, {
  /** How many messages there are in each status (all of them, not only this page). */
  counts: z.object({
    new: Count,
    read: Count,
    answered: Count,
  }),
});
export type ContactListResponse = z.infer<typeof ContactListResponse>;

export const ContactIdParams = z.object({
  id: z.uuid({ error: () => CONTACT_MESSAGES.badId }),
});

export const ContactStatusBody = z.object({
  status: z.enum(CONTACT_STATUSES, { error: () => "The status must be new, read or answered." }),
});

export const ContactStatusResponse = z.object({ item: ContactMessage, message: z.string() });
export type ContactStatusResponse = z.infer<typeof ContactStatusResponse>;

// ---- Endpoints ----

const openCreate = endpointKind({ tags: ["contact"], status: 201, errors: [400, 415, 429] });
const admin = endpointKind({ tags: ["contact", "admin"], status: 200, errors: [400, 401, 403] });

/** Every endpoint of the contact form and its admin list, keyed as in contact.routes.ts. */
export const contactEndpoints = {
  create: openCreate(contactRoutes.create, CreateContactResponse, {
    summary: "Send a message to the HypeCheck team (stored for admins; signed-in senders are linked)",
    description:
      `At most ${CONTACT_POSTS_PER_HOUR_PER_CLIENT} messages an hour from one client address and ` +
      `${CONTACT_POSTS_PER_DAY_PER_EMAIL} per e-mail address in 24 hours (429 with Retry-After).`,
    body: CreateContactBody,
  }),
  list: admin(contactRoutes.list, ContactListResponse, {
    summary: "Admin: contact messages, newest first, optionally of one status, with counts per status",
    query: ContactListQuery,
  }),
  setStatus: admin(contactRoutes.setStatus, ContactStatusResponse, {
    summary: "Admin: mark a contact message new, read or answered",
    params: ContactIdParams,
    body: ContactStatusBody,
    errors: [404, 415],
  }),
};
