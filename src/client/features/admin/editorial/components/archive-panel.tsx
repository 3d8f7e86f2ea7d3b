// Archiving a course or creator: out of the catalogue and search, its page and history kept. Two
// steps: "Archive…" opens the form, whose reason is required, and the red button confirms; a toast
// then says what archiving did.
import { Archive } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { EditorialStatus } from "../../../../../shared/contracts/catalog-constants";
import { ArchiveBody } from "../../../../../shared/contracts/editorial";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useContractForm } from "../../../../components/ui/contract-form";
import { useToast } from "../../../../components/ui/toast";
import { formatDateTime } from "../../../../lib/format";
import { DeskForm, ReasonField } from "./desk-form";

interface Archivable {
  editorialStatus: EditorialStatus;
  /** Null on items archived before the time was recorded: their last change is when. */
  archivedAt: string | null;
  updatedAt: string;
}

/** Where an archived item no longer shows, in the panel's words, and the toast once it is archived. */
const GONE = {
  course: {
    where: "the catalogue and search",
    toast: { title: "Course archived", description: "It is no longer in the catalogue or search." },
  },
  creator: {
    where: "the creator directory and search",
    toast: { title: "Creator archived", description: "They are no longer in the directory or search." },
  },
};

export function ArchivePanel({
  noun,
  item,
  archive,
}: {
  noun: "course" | "creator";
  item: Archivable;
  /** The item's archive mutation (useArchiveCourse, useArchiveCreator), sent the reason. */
  archive: { isPending: boolean; mutateAsync: (reason: string) => Promise<unknown> };
}) {
  const { toast } = useToast();
  const archivedAt = item.editorialStatus === "archived" ? (item.archivedAt ?? item.updatedAt) : null;
  const openerId = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ArchiveBody, { reason: "" });
  const reasonId = form.idOf("reason");

  useEffect(() => {
    if (open) document.getElementById(reasonId)?.focus();
  }, [open, reasonId]);

  const { where } = GONE[noun];
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
            pending={archive.isPending}
            send={(body) => archive.mutateAsync(body.reason)}
            sent={() => {
              setOpen(false);
              form.reset();
              toast(GONE[noun].toast);
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
