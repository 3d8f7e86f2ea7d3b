import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";

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

/** The e-mail address field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(
  props: Omit<ComponentProps<typeof Field>, "id" | "label" | "type" | "autoComplete">,
) {
  return <Field id="email" label="Email" type="email" autoComplete="email" {...props} />;
}

/** The password field of the sign-in form (the current password) and the sign-up form (a new one). */
export function AuthPasswordField(
  props: Omit<ComponentProps<typeof Field>, "id" | "label" | "type" | "autoComplete"> & {
    autoComplete: "current-password" | "new-password";
  },
) {
  return <Field id="password" label="Password" type="password" {...props} />;
}
