// A <section> named by its own heading (aria-labelledby), with an optional line under the heading:
// the boxed explainers and panels of the catalogue, analysis and guide screens.
import type { ReactNode } from "react";

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
