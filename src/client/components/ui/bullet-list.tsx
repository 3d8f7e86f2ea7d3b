// A bulleted list of short lines of text, each line its own key (the lines of one list differ).
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
