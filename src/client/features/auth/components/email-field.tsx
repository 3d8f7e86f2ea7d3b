import type { ComponentProps } from "react";
import { Field } from "../../../components/ui/field";

/** The e-mail address field of the sign-in, sign-up and forgot-password forms. */
export function EmailField(
  props: Omit<ComponentProps<typeof Field>, "id" | "label" | "type" | "autoComplete">,
) {
  return <Field id="email" label="Email" type="email" autoComplete="email" {...props} />;
}
