// Every field of a creator: a new one (CreatorCreateBody) or an edit, which sends only the changed
// fields with the reason. Checked with the shared schema before it is sent.
import { LoaderCircle, Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type {
  AdminCreator,
  CreatorCreateBody,
  CreatorUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { Button } from "../../../../components/ui/button";
import {
  buildCreatorCreateBody,
  buildCreatorUpdateBody,
  CREATOR_FIELDS,
  type CreatorField,
  type CreatorFormValues,
  creatorValues,
  emptyCreatorValues,
} from "../lib/creator-form";
import { type FormErrors, serverErrors } from "../lib/form-errors";
import { FormAlert, focusFirstError, TextAreaField, TextField } from "./form-fields";

type Props =
  | { mode: "create"; pending: boolean; onSubmit: (body: CreatorCreateBody) => Promise<unknown> }
  | {
      mode: "edit";
      creator: AdminCreator;
      pending: boolean;
      onSubmit: (body: CreatorUpdateBody) => Promise<unknown>;
    };

export function CreatorForm(props: Props) {
  const formId = useId();
  const [values, setValues] = useState<CreatorFormValues>(() =>
    props.mode === "edit" ? creatorValues(props.creator) : emptyCreatorValues(),
  );
  const [errors, setErrors] = useState<FormErrors>({});

  const field = (name: CreatorField) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  function fail(next: FormErrors) {
    setErrors(next);
    focusFirstError(formId, next, CREATOR_FIELDS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    setErrors({});
    try {
      if (props.mode === "create") {
        const built = buildCreatorCreateBody(values);
        if (!built.ok) return fail(built.errors);
        await props.onSubmit(built.body);
      } else {
        const built = buildCreatorUpdateBody(values, props.creator);
        if (!built.ok) return fail(built.errors);
        await props.onSubmit(built.body);
        setValues((current) => ({ ...current, reason: "" }));
      }
    } catch (error) {
      fail(serverErrors(error, CREATOR_FIELDS));
    }
  }

  const url = { type: "url", inputMode: "url", placeholder: "https://", optional: true } as const;
  return (
    <form method="post" noValidate onSubmit={handleSubmit} className="space-y-6">
      <FormAlert errors={errors} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">The creator</legend>
        <TextField label="Name" maxLength={120} autoComplete="off" {...field("name")} />
        <TextAreaField label="Bio" rows={3} maxLength={5000} optional {...field("bio")} />
        <TextAreaField
          label="Background"
          rows={3}
          maxLength={5000}
          optional
          hint="What is known of their track record."
          {...field("background")}
        />
        <TextAreaField label="Specialties" rows={3} optional hint="One per line." {...field("specialties")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Main platform"
            maxLength={60}
            optional
            hint="Such as YouTube."
            {...field("socialMediaPlatform")}
          />
          <TextField
            label="Followers"
            inputMode="numeric"
            optional={props.mode === "create"}
            {...field("followerCount")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Website" {...url} {...field("website")} />
          <TextField label="Avatar image" {...url} {...field("avatarUrl")} />
          <TextField label="YouTube" {...url} {...field("youtube")} />
          <TextField label="Instagram" {...url} {...field("instagram")} />
          <TextField label="X" {...url} {...field("x")} />
        </div>
      </fieldset>
      {props.mode === "edit" ? (
        <TextAreaField
          label="Reason for the change"
          rows={2}
          optional
          maxLength={1000}
          hint="Shown in the audit with the change."
          {...field("reason")}
        />
      ) : null}
      <Button type="submit" disabled={props.pending}>
        {props.pending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Save aria-hidden="true" className="h-4 w-4" />
        )}
        {props.mode === "create" ? "Create creator" : "Save changes"}
      </Button>
    </form>
  );
}
