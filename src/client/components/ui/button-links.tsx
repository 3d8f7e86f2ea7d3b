// A row of links drawn as buttons, where a page ends by offering the next steps: the first link is
// the main way on (filled), the others are outlined.
import { Link } from "react-router";
import { buttonClasses } from "./button";

export interface ButtonLink {
  to: string;
  label: string;
}

export function ButtonLinks({
  links,
  size,
  className,
}: {
  links: readonly ButtonLink[];
  size?: "md" | "lg";
  /** The row's layout: its spacing, wrapping and alignment. */
  className: string;
}) {
  return (
    <div className={className}>
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={buttonClasses({ size, variant: index === 0 ? "primary" : "outline" })}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
