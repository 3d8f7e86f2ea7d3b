// Archiving a course or creator: out of the catalogue and search, its page and history kept. Two
// steps: "Archive…" opens the form, whose reason is required, and the red button confirms.
import { Archive, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { formatDateTime } from "../../../../lib/format";
import { type FormErrors, serverErrors } from "../lib/form-errors";
import { FormAlert, TextAreaField } from "./form-fields";

const REASON_MIN = 5;

export function ArchivePanel({
  noun,
  archivedAt,
  pending,
  onArchive,
}: {
  noun: "course" | "creator";
  archivedAt: string | null;
  pending: boolean;
  onArchive: (reason: string) => Promise<unknown>;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const reasonId = `${formId}-reason`;
  const openerId = `${formId}-open`;

  useEffect(() => {
    if (open) document.getElementById(reasonId)?.focus();
  }, [open, reasonId]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setErrors({ reason: "Give a reason of at least 5 characters." });
      document.getElementById(reasonId)?.focus();
      return;
    }
    setErrors({});
    try {
      await onArchive(text);
      setOpen(false);
      setReason("");
    } catch (error) {
      setErrors(serverErrors(error, ["reason"]));
    }
  }

  const where = noun === "course" ? "the catalogue and search" : "the creator directory and search";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Archive</CardTitle>
        <CardDescription>
          {archivedAt
            ? `Archived on ${formatDateTime(archivedAt)}: out of ${where}. Its page and history are kept.`
            : `Takes the ${noun} out of ${where}. Its page, reviews and history are kept.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {archivedAt ? null : open ? (
          <form method="post" noValidate onSubmit={handleSubmit} className="space-y-4">
            <FormAlert errors={errors} />
            <TextAreaField
              id={reasonId}
              name="reason"
              label="Reason for archiving"
              hint="Recorded in the audit and shown in the public history."
              rows={2}
              maxLength={1000}
              required
              value={reason}
              error={errors.reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? (
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <Archive aria-hidden="true" className="h-4 w-4" />
                )}
                Yes, archive this {noun}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  setErrors({});
                  requestAnimationFrame(() => document.getElementById(openerId)?.focus());
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button id={openerId} variant="outline" onClick={() => setOpen(true)}>
            <Archive aria-hidden="true" className="h-4 w-4" />
            Archive this {noun}…
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
