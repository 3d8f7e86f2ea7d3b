import { Archive, CircleCheck, Hourglass } from "lucide-react";
import type { EditorialStatus } from "../../../../../shared/contracts/catalog-constants";
import { Badge, type BadgeTone } from "../../../../components/ui/badge";

const STATUS: Record<EditorialStatus, { tone: BadgeTone; label: string; icon: typeof Archive }> = {
  published: { tone: "indigo", label: "Published", icon: CircleCheck },
  unreviewed: { tone: "yellow", label: "Unreviewed", icon: Hourglass },
  archived: { tone: "grey", label: "Archived", icon: Archive },
};

export const STATUS_LABELS: Record<EditorialStatus | "all", string> = {
  all: "All statuses",
  published: "Published",
  unreviewed: "Unreviewed",
  archived: "Archived",
};

/** Where an item stands with the desk, in words and colour. */
export function EditorialStatusBadge({ status }: { status: EditorialStatus }) {
  const { tone, label, icon: Icon } = STATUS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </Badge>
  );
}
