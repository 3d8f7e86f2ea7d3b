import { Hourglass } from "lucide-react";
import { Badge } from "../ui/badge";

/** A course in the catalogue that HypeCheck has not reviewed yet: its trust score is provisional. */
export function UnreviewedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="yellow" className={className}>
      <Hourglass aria-hidden="true" className="h-3.5 w-3.5" />
      Not yet reviewed by HypeCheck
    </Badge>
  );
}
