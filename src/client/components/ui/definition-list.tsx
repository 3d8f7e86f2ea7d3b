// A <dl> of term/detail pairs, each pair in its own <div> (so a grid or a card can hold it): the
// figures and key facts many screens show. Only the classes differ from one screen to the next.
import type { ReactNode } from "react";

export interface Definition {
  term: ReactNode;
  detail: ReactNode;
  /** The React key; the term when it is a string. */
  key?: string;
}

export function DefinitionList({
  items,
  className,
  itemClassName,
  termClassName,
  detailClassName,
}: {
  items: readonly Definition[];
  className?: string;
  itemClassName?: string;
  termClassName?: string;
  detailClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.key ?? String(item.term)} className={itemClassName}>
          <dt className={termClassName}>{item.term}</dt>
          <dd className={detailClassName}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
