// The creator's linked member account (their right of reply): an admin finds the member by e-mail
// (sent in a request body, never in the address), says how they checked the person's identity
// (kept in the audit) and links them; a linked account can be unlinked with a reason.
import { Link2, Link2Off, type LucideIcon, Search } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import {
  ClaimBody,
  MemberLookupBody,
  type MemberLookupResponse,
  UnclaimBody,
} from "../../../../../shared/contracts/creator-claims";
import type { AdminCreator } from "../../../../../shared/contracts/editorial";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../../components/ui/contract-form";
import { Input, Textarea } from "../../../../components/ui/input";
import { useToast } from "../../../../components/ui/toast";
import { useFormSend } from "../../../../components/ui/use-form-send";
import { formatDateTime } from "../../../../lib/format";
import { serverErrorOr } from "../../../../lib/server-error";
import { findMember, useClaimCreator, useUnclaimCreator } from "../api/creators";

type Member = MemberLookupResponse["member"];

export function LinkedAccountPanel({ creator }: { creator: AdminCreator }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Linked account</CardTitle>
        <CardDescription>
          The member who speaks for this creator: they may reply to reviews of the creator's courses and to
          reports about them. Link an account only after checking who the person is.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {creator.claim ? (
          <Unlink creator={creator} claim={creator.claim} />
        ) : (
          <LinkAccount creatorId={creator.id} />
        )}
      </CardContent>
    </Card>
  );
}

function Unlink({ creator, claim }: { creator: AdminCreator; claim: NonNullable<AdminCreator["claim"]> }) {
  const { toast } = useToast();
  const unclaim = useUnclaimCreator(creator.id);
  const form = useContractForm(UnclaimBody, { reason: "" });

  const send = useFormSend({
    form,
    send: async (body) => {
      await unclaim.mutateAsync(body.reason);
      toast({ title: "Account unlinked", description: "Their replies stay; they can no longer reply." });
    },
  });

  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="font-semibold">{claim.name}</span>
        <br />
        <span className="break-all text-slate-700 dark:text-slate-300">{claim.email}</span>
        <br />
        <span className="text-slate-600 dark:text-slate-400">Linked {formatDateTime(claim.claimedAt)}</span>
      </p>
      <PanelForm name="Unlink the account" problem={form.formError} send={send} icon={Link2Off}>
        <FormField form={form} name="reason" label="Reason for unlinking">
          {(control) => <Textarea {...control} rows={2} maxLength={1000} />}
        </FormField>
      </PanelForm>
    </div>
  );
}

function LinkAccount({ creatorId }: { creatorId: number }) {
  const [member, setMember] = useState<Member | null>(null);
  return (
    <div className="space-y-4">
      <FindMember onFound={setMember} />
      {member ? <ClaimForm key={member.id} creatorId={creatorId} member={member} /> : null}
    </div>
  );
}

function FindMember({ onFound }: { onFound: (member: Member | null) => void }) {
  const form = useContractForm(MemberLookupBody, { email: "" });
  const send = useFormSend({
    form,
    clear: () => onFound(null),
    send: async (body) => onFound((await findMember(body.email)).member),
    fail: (error) => form.fail("email", serverErrorOr(error)),
  });

  return (
    <PanelForm
      name="Find a member"
      submit="Find the member"
      problem={form.formError}
      send={send}
      icon={Search}
    >
      <FormField form={form} name="email" label="Member's e-mail address">
        {(control) => <Input {...control} type="email" autoComplete="off" maxLength={254} />}
      </FormField>
    </PanelForm>
  );
}

function ClaimForm({ creatorId, member }: { creatorId: number; member: Member }) {
  const { toast } = useToast();
  const claim = useClaimCreator(creatorId);
  const form = useContractForm(ClaimBody, { how: "" });

  const send = useFormSend({
    form,
    input: () => ({ userId: member.id, how: form.values.how }),
    send: async (body) => {
      await claim.mutateAsync(body);
      toast({ title: "Account linked", description: `${member.name} can now reply as this creator.` });
    },
  });

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm">
        <span className="font-semibold">{member.name}</span>{" "}
        <span className="text-slate-600 dark:text-slate-400">({member.role})</span>
        <br />
        <span className="break-all">{member.email}</span>
      </p>
      {member.claimedCreator ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          This account already speaks for {member.claimedCreator.name}: one creator per account.
        </p>
      ) : (
        <PanelForm name="Link the account" problem={form.formError} send={send} main icon={Link2}>
          <FormField
            form={form}
            name="how"
            label="How did you check who they are?"
            hint="Kept in the audit: what you saw, and where (a video call with ID, a post from their channel…)."
          >
            {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
          </FormField>
        </PanelForm>
      )}
    </div>
  );
}

/**
 * One of the panel's forms (find, link, unlink): its field, the refusal above the button, and the
 * small button, outlined except for the `main` one (linking). `name` names the form, and the
 * button too unless `submit` says otherwise.
 */
function PanelForm({
  name,
  submit = name,
  problem,
  send,
  icon,
  main = false,
  children,
}: {
  name: string;
  submit?: string;
  problem: string | null;
  /** The form's send (useFormSend). */
  send: { pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => unknown };
  icon: LucideIcon;
  main?: boolean;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={send.onSubmit} noValidate aria-label={name} className="space-y-3">
      {children}
      <FormAlert message={problem} boxed />
      <SubmitButton pending={send.pending} icon={icon} variant={main ? undefined : "outline"} size="sm">
        {submit}
      </SubmitButton>
    </form>
  );
}
