// The frame the course and creator editors share: a new item's form sends the whole body, an edit's
// the changed fields with an optional reason for the audit, cleared once saved.
import { Save } from "lucide-react";
import type { ReactNode } from "react";
import type { ContractForm } from "../../../../components/ui/contract-form";
import type { Candidate } from "../lib/desk-form";
import { DeskForm, ReasonField } from "./desk-form";

/** A new item's form (its create body) or an edit of `Item` (its update body). */
export type EditorProps<Create, Update, Item> = { pending: boolean } & (
  | { mode: "create"; onSubmit: (body: Create) => Promise<unknown> }
  | ({ mode: "edit"; onSubmit: (body: Update) => Promise<unknown> } & Item)
);

export function EditorForm<V extends { reason: string }, Out>({
  form,
  mode,
  pending,
  onSubmit,
  noun,
  build,
  reasonHint,
  describedBy,
  children,
}: {
  /** Checked with the mode's contract, whose body `onSubmit` takes. */
  form: ContractForm<V, Out>;
  mode: "create" | "edit";
  pending: boolean;
  onSubmit: (body: never) => Promise<unknown>;
  noun: "course" | "creator";
  build: () => Candidate<V>;
  reasonHint: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <DeskForm
      form={form}
      pending={pending}
      build={build}
      send={onSubmit as (body: Out) => Promise<unknown>}
      sent={() => form.setValues((current) => ({ ...current, reason: "" }))}
      submit={mode === "create" ? `Create ${noun}` : "Save changes"}
      icon={Save}
      describedBy={describedBy}
      className="space-y-6"
    >
      {children}
      {mode === "edit" ? <ReasonField form={form} optional hint={reasonHint} /> : null}
    </DeskForm>
  );
}
