// /contact messages: stored for admins (with the sender's account when signed in), a per-e-mail daily
// limit counted from the stored rows, and the admin list with its status changes.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import {
  CONTACT_MESSAGES,
  CONTACT_POSTS_PER_DAY_PER_EMAIL,
  CONTACT_STATUSES,
  CONTACT_TOPIC_LABELS,
  type ContactListResponse,
  type ContactMessage,
  type ContactStatus,
  type ContactTopic,
} from "../../../shared/contracts/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/contact";
import { NotFoundError, TooManyRequestsError } from "../../lib/errors";
import { DAY_MS } from "../../lib/time";

type Row = typeof contactMessages.$inferSelect;

function isStatus(value: string): value is ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value);
}

function toMessage(row: Row): ContactMessage {
  const label = (CONTACT_TOPIC_LABELS as Record<string, string | undefined>)[row.topic];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    topicLabel: label ?? row.topic,
    message: row.message,
    // Rows are written only through this module; anything else reads as new so an admin sees it.
    status: isStatus(row.status) ? row.status : "new",
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export function createContactService(db: Db) {
  async function create(input: NewContactMessage, userId: string | null, now: Date = new Date()) {
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await db
      .select({ createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(
        and(
          sql`lower(${contactMessages.email}) = lower(${input.email})`,
          gte(contactMessages.createdAt, since),
        ),
      )
      .orderBy(contactMessages.createdAt);
    if (recent.length >= CONTACT_POSTS_PER_DAY_PER_EMAIL) {
      const oldest = recent[0]!.createdAt.getTime();
      throw new TooManyRequestsError(
        CONTACT_MESSAGES.perEmailLimit,
        (oldest + DAY_MS - now.getTime()) / 1000,
      );
    }
    const [row] = await db
      .insert(contactMessages)
      .values({ ...input, userId, status: "new" })
      .returning({ id: contactMessages.id });
    return row!.id;
  }

  async function list(query: {
    status?: ContactStatus | undefined;
    limit: number;
  }): Promise<ContactListResponse> {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(query.status ? eq(contactMessages.status, query.status) : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit);
    const grouped = await db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    const counts = { new: 0, read: 0, answered: 0 };
    for (const group of grouped) {
      const key = isStatus(group.status) ? group.status : "new";
      counts[key] += group.n;
    }
    return { items: rows.map(toMessage), counts };
  }

  async function setStatus(id: string, status: ContactStatus): Promise<ContactMessage> {
    const [row] = await db
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new NotFoundError(CONTACT_MESSAGES.notFound);
    return toMessage(row);
  }

  return { create, list, setStatus };
}
