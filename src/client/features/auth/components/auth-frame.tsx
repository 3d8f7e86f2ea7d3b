import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";

/** A text link on the sign-in and sign-up screens. */
export const authLinkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

/** The centred card every sign-in and sign-up screen uses; the title is the page's h1. */
export function AuthFrame({
  title,
  description,
  children,
  aside,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {aside}
    </div>
  );
}
