// /admin/disputes (behind RequireAuth requiredRole="admin"): the disputes waiting, oldest first.
// A creator's dispute is to be answered within the business days the creator agreement promises;
// past them it is marked Overdue and counted at the top.
import { DISPUTE_ANSWER_BUSINESS_DAYS } from "../../../../shared/contracts/disputes-constants";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useDisputeQueue } from "../api/disputes-admin";
import { AdminPage } from "../components/admin-nav";
import { DisputeAdminCard } from "../components/dispute-admin-card";
import { CountedListState } from "../components/list-controls";

export function DisputesPage() {
  useDocumentTitle("Disputes · Admin · HypeCheck");
  const queue = useDisputeQueue();
  const data = queue.data;

  return (
    <AdminPage
      title="Disputes"
      width="max-w-4xl"
      intro={
        <>
          Open and under-review disputes, oldest first. Start one to tell its opener someone is on it, then
          uphold or reject it with a reason they will read. A creator's dispute is answered within{" "}
          {DISPUTE_ANSWER_BUSINESS_DAYS} business days (weekends excluded); after that it is marked Overdue.
        </>
      }
    >
      <div className="mt-8">
        <CountedListState
          query={{ ...queue, data: data?.items }}
          loadingLabel="Loading disputes…"
          failedText="Failed to load disputes"
          emptyText="No disputes waiting."
          summary={(items) =>
            `${plural(data?.total ?? items.length, "dispute")} waiting${
              data && data.overdue > 0 ? ` · ${data.overdue} overdue` : ""
            }`
          }
        >
          {(dispute) => <DisputeAdminCard dispute={dispute} />}
        </CountedListState>
      </div>
    </AdminPage>
  );
}
