// What a review or a community report shows beneath itself: the creator's reply and the state of a
// dispute about it; for signed-in members the Reply and Dispute buttons follow, loaded with their
// forms (verdict-tools.tsx) so guests load none of it.
import { lazy, Suspense } from "react";
import type { DisputeState, ItemReply } from "../../../../shared/contracts/item-feedback";
import type { ReplyTargetType } from "../../../../shared/contracts/replies";
import { formatDate } from "../../../lib/format";

const ItemActions = /* @__PURE__ */ lazy(() =>
  import("./verdict-tools").then((module) => ({ default: module.ItemActions })),
);

/** "A dispute about this review is under review (opened Dec 3, 2026)." */
export function disputeSentence(dispute: DisputeState, noun: string): string {
  if (dispute.status === "upheld")
    return `A dispute about this ${noun} was upheld on ${formatDate(dispute.decidedAt ?? dispute.openedAt)}.`;
  const state = dispute.status === "open" ? "is open" : "is under review";
  return `A dispute about this ${noun} ${state} (opened ${formatDate(dispute.openedAt)}).`;
}

export function CreatorReply({ reply }: { reply: ItemReply }) {
  const edited = reply.updatedAt !== reply.createdAt;
  return (
    <div className="mt-3 rounded-lg border-l-4 border-indigo-400 bg-indigo-50 p-3 dark:border-indigo-500 dark:bg-indigo-950/40">
      <p className="text-sm">
        <span className="font-semibold">Reply from {reply.creatorName}</span>{" "}
        <span className="text-slate-600 dark:text-slate-400">
          (the creator) · <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
          {edited ? (
            <>
              {" "}
              · edited <time dateTime={reply.updatedAt}>{formatDate(reply.updatedAt)}</time>
            </>
          ) : null}
        </span>
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {reply.text}
      </p>
    </div>
  );
}

/** The reply and dispute state of one item, then (signed in) its buttons and whichever form is open. */
export function ItemFeedbackView({
  targetType,
  targetId,
  creatorId,
  reply,
  dispute,
  signedIn,
}: {
  targetType: ReplyTargetType;
  targetId: number;
  /** The creator the item is about: the member linked to them may reply. */
  creatorId: number | null;
  reply: ItemReply | null | undefined;
  dispute: DisputeState | null | undefined;
  signedIn: boolean;
}) {
  return (
    <>
      {reply ? <CreatorReply reply={reply} /> : null}
      {dispute ? (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-300">
          {disputeSentence(dispute, targetType)}
        </p>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <ItemActions
            targetType={targetType}
            targetId={targetId}
            creatorId={creatorId}
            reply={reply ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
