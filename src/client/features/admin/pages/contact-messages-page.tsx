import { useState } from "react";
import {
  CONTACT_PAGE_SIZES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactPageSize,
  type ContactStatus,
  DEFAULT_CONTACT_PAGE_SIZE,
  SUPPORT_REPLY_HOURS,
} from "../../../../shared/contracts/contact";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useContactMessages } from "../api/contact-messages";
import { AdminPage } from "../components/admin-nav";
import { ContactMessageCard } from "../components/contact-message-card";
import { CountedListState, ListToolbar, usePageSize } from "../components/list-controls";

export function ContactMessagesPage() {
  useDocumentTitle("Contact messages · Admin · HypeCheck");
  const [status, setStatus] = useState<ContactStatus | "">("");
  const size = usePageSize<ContactPageSize>(CONTACT_PAGE_SIZES, DEFAULT_CONTACT_PAGE_SIZE);
  const limit = size.pageSize;
  const messages = useContactMessages(status, limit);
  const counts = messages.data?.counts;

  return (
    <AdminPage
      title="Contact messages"
      width="max-w-4xl"
      intro={
        <>
          Messages sent through the contact form, newest first. The site promises a reply within{" "}
          {SUPPORT_REPLY_HOURS} hours; reply by e-mail, then mark the message answered.
        </>
      }
    >
      {counts ? (
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {CONTACT_STATUSES.map((s) => `${counts[s]} ${CONTACT_STATUS_LABELS[s].toLowerCase()}`).join(" · ")}
        </p>
      ) : null}

      <ListToolbar
        status={{
          options: CONTACT_STATUSES,
          labels: CONTACT_STATUS_LABELS,
          value: status,
          onChange: setStatus,
        }}
        size={size}
        query={messages}
      />

      <div className="mt-6">
        <CountedListState
          query={{ ...messages, data: messages.data?.items }}
          loadingLabel="Loading contact messages…"
          failedText="Failed to load contact messages"
          emptyText={status ? `No messages are '${CONTACT_STATUS_LABELS[status]}'.` : "No messages yet."}
          summary={(items) => `${plural(items.length, "message")} shown (newest ${limit} at most)`}
          label="Contact messages"
        >
          {(message) => <ContactMessageCard message={message} />}
        </CountedListState>
      </div>
    </AdminPage>
  );
}
