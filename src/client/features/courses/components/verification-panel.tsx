import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { formatDate } from "../../../lib/format";

/** Verified by, verified on and the notes, or an honest "Not verified yet". */
export function VerificationPanel({
  course,
}: {
  course: Pick<CourseDetail, "isVerified" | "verifiedSource" | "verificationDate" | "verificationNotes">;
}) {
  const { isVerified, verifiedSource, verificationDate, verificationNotes } = course;
  const anyRecord = verifiedSource !== null || verificationDate !== null;
  return (
    <div className="space-y-3">
      {isVerified ? null : (
        <p>
          <span className="font-semibold">Not verified yet.</span>{" "}
          <span className="text-slate-600 dark:text-slate-400">
            We have not checked this course's claims against evidence. That is not a verdict either way.
          </span>
        </p>
      )}
      {anyRecord ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">Verified by</dt>
          <dd className="font-medium">{verifiedSource ?? "Not recorded"}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Verified on</dt>
          <dd className="font-medium">{verificationDate ? formatDate(verificationDate) : "Not recorded"}</dd>
        </dl>
      ) : isVerified ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No verification record is attached.</p>
      ) : null}
      {verificationNotes ? (
        <div className="text-sm">
          <p className="text-slate-600 dark:text-slate-400">Notes</p>
          <p className="mt-1 whitespace-pre-line">{verificationNotes}</p>
        </div>
      ) : null}
    </div>
  );
}
