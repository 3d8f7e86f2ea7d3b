import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "./card";

const TONES = {
  warning: "h-7 w-7 text-amber-600 dark:text-amber-400",
  brand: "h-6 w-6 text-indigo-700 dark:text-indigo-400",
} as const;

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: keyof typeof TONES;
  /** The heading level that fits the page's outline. */
  heading: "h2" | "h3";
}

/** A card with an icon, a short heading and a sentence or two: one item of an IconCardList. */
function IconCard({ icon: Icon, title, text, tone, heading: Heading }: IconCardProps) {
  return (
    <Card className="h-full">
      <CardContent className="space-y-3">
        <Icon aria-hidden="true" className={TONES[tone]} />
        <Heading className="font-semibold">{title}</Heading>
        <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
      </CardContent>
    </Card>
  );
}

/** Feature and warning-sign lists: an icon card for each item, in a list laid out by `className`. */
export function IconCardList({
  items,
  tone,
  heading,
  className,
}: {
  items: readonly Pick<IconCardProps, "icon" | "title" | "text">[];
  tone: IconCardProps["tone"];
  heading: IconCardProps["heading"];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard {...item} tone={tone} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
