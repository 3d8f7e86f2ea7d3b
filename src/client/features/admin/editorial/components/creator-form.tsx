// Every field of a creator: a new one (CreatorCreateBody) or an edit, which sends only the changed
// fields with the reason. Checked with the shared contract before it is sent.
import {
  type AdminCreator,
  CreatorCreateBody,
  CreatorUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { useContractForm } from "../../../../components/ui/contract-form";
import {
  type CreatorFormValues,
  creatorCreateInput,
  creatorUpdateInput,
  creatorValues,
  emptyCreatorValues,
} from "../lib/creator-form";
import { InputField, TextAreaField, WEB_ADDRESS } from "./desk-form";
import { EditorForm, type EditorProps } from "./editor-form";

const LINKS = [
  ["website", "Website"],
  ["avatarUrl", "Avatar image"],
  ["youtube", "YouTube"],
  ["instagram", "Instagram"],
  ["x", "X"],
] as const;

export function CreatorForm(
  props: EditorProps<CreatorCreateBody, CreatorUpdateBody, { creator: AdminCreator }>,
) {
  const form = useContractForm<CreatorFormValues, CreatorCreateBody | CreatorUpdateBody>(
    props.mode === "create" ? CreatorCreateBody : CreatorUpdateBody,
    () => (props.mode === "edit" ? creatorValues(props.creator) : emptyCreatorValues()),
  );
  return (
    <EditorForm
      {...props}
      form={form}
      noun="creator"
      build={() =>
        props.mode === "edit"
          ? creatorUpdateInput(form.values, props.creator)
          : creatorCreateInput(form.values)
      }
      reasonHint="Shown in the audit with the change."
    >
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">The creator</legend>
        <InputField form={form} name="name" label="Name" maxLength={120} autoComplete="off" />
        <TextAreaField form={form} name="bio" label="Bio" rows={3} maxLength={5000} optional />
        <TextAreaField
          form={form}
          name="background"
          label="Background"
          rows={3}
          maxLength={5000}
          optional
          hint="What is known of their track record."
        />
        <TextAreaField
          form={form}
          name="specialties"
          label="Specialties"
          rows={3}
          optional
          hint="One per line."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="socialMediaPlatform"
            label="Main platform"
            maxLength={60}
            optional
            hint="Such as YouTube."
          />
          <InputField
            form={form}
            name="followerCount"
            label="Followers"
            inputMode="numeric"
            optional={props.mode === "create"}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {LINKS.map(([name, label]) => (
            <InputField key={name} form={form} name={name} label={label} optional {...WEB_ADDRESS} />
          ))}
        </div>
      </fieldset>
    </EditorForm>
  );
}
