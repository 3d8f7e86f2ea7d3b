// What a form shows in its place once it has been sent (a contact message, a course submission): a
// panel announced as a status and focused when it appears, so the answer is read out and a keyboard
// user is not left on a vanished button, and a button to fill the form in again.
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "./button";
import { cn } from "./cn";

export function SentPanel({
  className,
  again,
  onAgain,
  children,
}: {
  /** The panel's border and colours. */
  className: string;
  /** The button's label ("Send another message"). */
  again: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={cn("rounded-xl border p-6 outline-none", className)}
    >
      {children}
      <Button variant="outline" className="mt-4" onClick={onAgain}>
        {again}
      </Button>
    </div>
  );
}
