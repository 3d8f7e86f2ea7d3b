// A link to a page outside HypeCheck (a sales page, an official record): it opens in a new tab,
// gives that page neither our window nor the address it came from, and vouches for nothing
// (nofollow: the pages we link to are often the ones under review).
import type { ReactNode } from "react";

export function OutsideLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
    </a>
  );
}
