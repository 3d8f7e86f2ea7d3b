// Archiving a course or creator: out of the catalogue and search, its page and history kept. Two
// steps: "Archive…" opens the form, whose reason is required, and the red button confirms.
import { Archive } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { EditorialStatus } from "../../../../../shared/contracts/catalog-constants";
import { ArchiveBody } from "../../../../../shared/contracts/editorial";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useContractForm } from "../../../../components/ui/contract-form";
import { formatDateTime } from "../../../../lib/format";
import { DeskForm, ReasonField } from "./desk-form";

interface Archivable {
  editorialStatus: EditorialStatus;
  /** Null on items archived before the time was recorded: their last change is when. */
  archivedAt: string | null;
  updatedAt: string;
}

export function ArchivePanel({
  noun,
  item,
  pending,
  onArchive,
}: {
  noun: "course" | "creator";
  item: Archivable;
  pending: boolean;
  onArchive: (reason: string) => Promise<unknown>;
}) {
  const archivedAt = item.editorialStatus === "archived" ? (item.archivedAt ?? item.updatedAt) : null;
  const openerId = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ArchiveBody, { reason: "" });
  const reasonId = form.idOf("reason");

  useEffect(() => {
    if (open) document.getElementById(reasonId)?.focus();
  }, [open, reasonId]);

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
          <DeskForm
            form={form}
            pending={pending}
            send={(body) => onArchive(body.reason)}
            sent={() => {
              setOpen(false);
              form.reset();
            }}
            submit={`Yes, archive this ${noun}`}
            icon={Archive}
            destructive
            className="space-y-4"
            actions={
              <Button
                variant="outline"
                onClick={() => {
                  setOpen(false);
                  form.reset(form.values);
                  requestAnimationFrame(() => document.getElementById(openerId)?.focus());
                }}
              >
                Cancel
              </Button>
            }
          >
            <ReasonField
              form={form}
              label="Reason for archiving"
              hint="Recorded in the audit and shown in the public history."
              required
            />
          </DeskForm>
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
