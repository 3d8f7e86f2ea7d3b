import { BadgeCheck } from "lucide-react";
import { Badge } from "../ui/badge";

/** The course's Verified badge: shown only when the evidence was checked; it is never for sale. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="green" className={className}>
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      Verified
    </Badge>
  );
}
