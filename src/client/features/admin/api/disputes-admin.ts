// Admin: the disputes waiting (open and under review, oldest first), starting one and deciding
// it. After a change the queue is asked again, and so are the lists that show dispute states.
import { useQuery } from "@tanstack/react-query";
import type { DecisionBody } from "../../../../shared/contracts/disputes";
import { disputeRoutes } from "../../../../shared/contracts/disputes.routes";
import { disputesApi } from "../../../lib/api/disputes";
import { adminListOptions, useAdminChange } from "./admin-list";

export const DISPUTE_QUEUE_KEY = [disputeRoutes.queue.path] as const;

export function useDisputeQueue() {
  return useQuery(adminListOptions(DISPUTE_QUEUE_KEY, ({ signal }) => disputesApi.queue({ signal })));
}

function useQueueChange<A, R>(change: (args: A) => Promise<R>) {
  return useAdminChange(change, { lists: [DISPUTE_QUEUE_KEY], after: "settled" });
}

export function useStartReview() {
  return useQueueChange((id: number) =>
    disputesApi.startReview({ params: { id }, body: {}, expectedStatuses: [404, 409] }),
  );
}

export function useDecideDispute() {
  return useQueueChange(({ id, body }: { id: number; body: DecisionBody }) =>
    disputesApi.decide({ params: { id }, body, expectedStatuses: [400, 404, 409] }),
  );
}
