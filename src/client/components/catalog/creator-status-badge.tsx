// The creator's verification status: green (verified), red (suspicious), or grey (unverified).
import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import type { CreatorVerificationStatus } from "../../../shared/contracts/catalog";
import { Badge, type BadgeTone } from "../ui/badge";

const STATUS: Record<
  CreatorVerificationStatus,
  { tone: BadgeTone; label: string; icon: typeof ShieldCheck }
> = {
  verified: { tone: "green", label: "Verified Creator", icon: ShieldCheck },
  suspicious: { tone: "red", label: "Suspicious Claims", icon: ShieldAlert },
  unverified: { tone: "grey", label: "Unverified Creator", icon: ShieldQuestion },
};

/** The creator's verification status: green, red, or grey. */
export function CreatorVerificationBadge({
  status,
  className,
  iconClassName = "h-3.5 w-3.5",
}: {
  status: CreatorVerificationStatus;
  className?: string;
  iconClassName?: string;
}) {
  const { tone, label, icon: Icon } = STATUS[status];
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      {label}
    </Badge>
  );
}
