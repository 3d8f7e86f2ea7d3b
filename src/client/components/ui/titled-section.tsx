// Blocks named by their own heading: a titled section and a titled card.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";

// A <section> named by its own heading (aria-labelledby), with an optional line under the heading:
// the boxed explainers and panels of the catalogue, analysis and guide screens.
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  titleClassName = "font-semibold",
  description,
  descriptionClassName,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {description ? <p className={descriptionClassName}>{description}</p> : null}
      {children}
    </section>
  );
}

// A card with a heading (an icon before it, when given), an optional line under it, then its content.

export function TitledCard({
  title,
  icon: Icon,
  iconClassName,
  description,
  className,
  contentClassName,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  /** The icon's colour. */
  iconClassName?: string;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className={Icon ? "flex items-center gap-2" : undefined}>
          {Icon ? <Icon aria-hidden="true" className={`h-5 w-5 ${iconClassName}`} /> : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
