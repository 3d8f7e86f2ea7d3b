import { useId } from "react";
import {
  DEFAULT_OUTBOX_PAGE_SIZE,
  OUTBOX_PAGE_SIZES,
  type OutboxPageSize,
} from "../../../../shared/contracts/outbox";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useOutbox } from "../api/get-outbox";
import { useOutboxStatus } from "../api/get-outbox-status";
import { AdminPage } from "../components/admin-nav";
import { CountedListState, ListToolbar, usePageSize } from "../components/list-controls";
import { OutboxEmailCard } from "../components/outbox-email-card";

export function OutboxPage() {
  useDocumentTitle("E-mail outbox · HypeCheck");
  const _ids = useId();
  const size = usePageSize<OutboxPageSize>(OUTBOX_PAGE_SIZES, DEFAULT_OUTBOX_PAGE_SIZE);
  const { pageSize } = size;
  const outbox = useOutbox(pageSize);
  const smtp = useOutboxStatus();

  return (
    <AdminPage
      title="E-mail outbox"
      width="max-w-4xl"
      intro={
        smtp.data === undefined
          ? "These are the messages for members (price alerts), newest first."
          : smtp.data.smtpConfigured
            ? "E-mail is sent through the configured SMTP server: each message shows whether it was sent or failed. These are the messages members receive (price alerts), newest first."
            : "E-mail is not sent yet: no SMTP server is configured, so nothing here has reached anyone. These are the messages members would receive (price alerts), newest first."
      }
    >
      <ListToolbar size={size} query={outbox} />

      <div className="mt-6">
        <CountedListState
          query={outbox}
          loadingLabel="Loading the outbox…"
          failedText="Failed to load the outbox"
          emptyText="No e-mail yet."
          summary={(emails) => `${plural(emails.length, "message")} (newest ${pageSize} at most)`}
          label="E-mail outbox"
        >
          {(email) => <OutboxEmailCard email={email} />}
        </CountedListState>
      </div>
    </AdminPage>
  );
}
