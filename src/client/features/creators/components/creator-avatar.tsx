import { useState } from "react";
import { cn } from "../../../components/ui/cn";
import { initials } from "../lib/initials";

/** The creator's picture, or their initials when there is none (or it fails to load). */
export function CreatorAvatar({
  name,
  src,
  size = "md",
}: {
  name: string;
  src: string | null;
  size?: "md" | "lg";
}) {
  const [failed, setFailed] = useState(false);
  const box = size === "lg" ? "h-20 w-20 text-2xl" : "h-14 w-14 text-lg";
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={cn("shrink-0 rounded-full object-cover", box)}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
        box,
      )}
    >
      {initials(name)}
    </span>
  );
}
