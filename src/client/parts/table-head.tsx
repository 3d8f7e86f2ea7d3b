// A table's column headings from a list, for the hand-built tables of the account, legal and
// community screens. Kept out of components/ so the first screens' shared chunk does not carry it.

/** One heading: its text and the classes of its cell (padding, alignment). */
export type Column = readonly [label: string, className?: string];

export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly Column[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map(([label, cellClassName]) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
