// The creator's status on the desk, in words and colour. The desk keeps its own badge so that the
// catalogue's (components/catalog/creator-status-badge.tsx) is not shared by enough screens to
// move into the shared chunk of every first load.
import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import type { CreatorVerificationStatus } from "../../../../../shared/contracts/catalog";
import { Badge } from "../../../../components/ui/badge";

export function CreatorStatusBadge({ status }: { status: CreatorVerificationStatus }) {
  if (status === "verified") {
    return (
      <Badge tone="green">
        <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
        Verified Creator
      </Badge>
    );
  }
  if (status === "suspicious") {
    return (
      <Badge tone="red">
        <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
        Suspicious Claims
      </Badge>
    );
  }
  return (
    <Badge tone="grey">
      <ShieldQuestion aria-hidden="true" className="h-3.5 w-3.5" />
      Unverified Creator
    </Badge>
  );
}
