// Accessible tabs (arrow keys, Home/End, roving focus) from Radix, in the house style.
import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "./cn";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800", className)}
      {...props}
    />
  );
}

const TRIGGER =
  "-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800 dark:text-slate-400 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-200";

/**
 * A tab that is also a link to the address showing it (`?tab=reviews`): before the app has started
 * the browser follows it and the server renders that tab; once it has, the tab switches in place
 * (the Tabs' onValueChange keeps the address in step) and a modified click still opens a new tab.
 */
export function TabsLinkTrigger({
  href,
  className,
  children,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { href: string }) {
  return (
    <TabsPrimitive.Trigger asChild className={cn(TRIGGER, className)} {...props}>
      <a href={href} onClick={handleLinkTabClick}>
        {children}
      </a>
    </TabsPrimitive.Trigger>
  );
}

function handleLinkTabClick(event: MouseEvent<HTMLAnchorElement>) {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plain) event.preventDefault();
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("pt-6", className)} {...props} />;
}
