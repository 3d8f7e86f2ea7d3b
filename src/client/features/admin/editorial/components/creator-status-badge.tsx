// The creator's status on the desk, in words and colour. The desk keeps its own badge so that the
// catalogue's (components/catalog/creator-status-badge.tsx) is not shared by enough screens to
// move into the shared chunk of every first load.
import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import type { CreatorVerificationStatus } from "../../../../../shared/contracts/catalog";
import { Badge } from "../../../../components/ui/badge";

const LOOKS = {
  verified: { tone: "green", Icon: ShieldCheck, label: "Verified Creator" },
  suspicious: { tone: "red", Icon: ShieldAlert, label: "Suspicious Claims" },
  unverified: { tone: "grey", Icon: ShieldQuestion, label: "Unverified Creator" },
} as const;

export function CreatorStatusBadge({ status }: { status: CreatorVerificationStatus }) {
  const { tone, Icon, label } = LOOKS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </Badge>
  );
}
