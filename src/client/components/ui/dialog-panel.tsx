// The open state of a modal dialog with a close button: the dimmed page, the centred panel, its
// title and description, then the dialog's own content. Its own module: only the screens with a
// dialog load Radix's.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";

const SIZES = {
  md: "max-w-md",
  /** Taller content (a file picker with a preview) scrolls inside the panel. */
  lg: "max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto",
} as const;

export function DialogPanel({
  title,
  description,
  size = "md",
  children,
}: {
  title: string;
  description: ReactNode;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] ${SIZES[size]} -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-950`}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close className={buttonClasses({ variant: "ghost", size: "icon" })}>
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
