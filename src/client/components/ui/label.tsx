import type { LabelHTMLAttributes } from "react";
import { cn } from "./cn";

export function Label({ className, htmlFor, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn("mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200", className)}
      {...props}
    >
      {children}
    </label>
  );
}
