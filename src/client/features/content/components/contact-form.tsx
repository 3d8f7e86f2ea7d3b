// The /contact form: name, e-mail, topic and message, checked here with the same contract the server
// uses (each problem under its field), then POST /api/contact. A server refusal is shown under its
// field when it names one, else above the button; success replaces the form and raises a toast.
import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  CreateContactBody,
} from "../../../../shared/contracts/contact";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input, Textarea } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
import { SentPanel } from "../../../components/ui/sent-panel";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { serverErrorOr } from "../../../lib/server-error";
import { useSendContact } from "../api/send-contact";

type FieldName = "name" | "email" | "topic" | "message";

/** Which field a server message is about, when it is one of the contract's field messages. */
function fieldOf(message: string): FieldName | null {
  const m = CONTACT_MESSAGES;
  if ([m.nameRequired, m.nameTooLong].includes(message as never)) return "name";
  if ([m.emailRequired, m.emailInvalid, m.emailTooLong].includes(message as never)) return "email";
  if (message === m.topicRequired) return "topic";
  if ([m.messageRequired, m.messageTooShort, m.messageTooLong].includes(message as never)) return "message";
  return null;
}

export function ContactForm({ initialTopic }: { initialTopic?: string }) {
  const me = useMe();
  const form = useContractForm(CreateContactBody, {
    name: "",
    email: "",
    topic: CONTACT_TOPICS.includes(initialTopic as never) ? (initialTopic as string) : "",
    message: "",
  });
  const { values, setValues } = form;
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContact();
  const { toast } = useToast();

  // A signed-in member's name and address fill the empty fields once.
  const user = me.data;
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.firstName} ${user.lastName}`.trim(),
      email: v.email || user.email,
    }));
  }, [user, setValues]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    form.setFormError(null);
    if (form.validate() === null) return;
    try {
      const answer = await send.mutateAsync(values as Parameters<typeof send.mutateAsync>[0]);
      setSent(answer.message);
      toast({ title: "Message sent", description: answer.message });
    } catch (error) {
      const message = serverErrorOr(error, CONTACT_MESSAGES.sendFailed);
      const field = isHttpError(error) && error.status === 400 ? fieldOf(message) : null;
      if (field) form.fail(field, message);
      else form.setFormError(message);
      toast({ title: "Message not sent", description: message, variant: "destructive" });
    }
  }

  if (sent) {
    return (
      <SentPanel
        className="border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40"
        again="Send another message"
        onAgain={() => {
          setValues((v) => ({ ...v, topic: "", message: "" }));
          setSent(null);
        }}
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900 dark:text-emerald-200">
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
          Message sent
        </h2>
        <p className="mt-2 text-emerald-900 dark:text-emerald-100">{sent}</p>
      </SentPanel>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Contact us">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="name" label="Name">
          {(control) => <Input {...control} maxLength={CONTACT_NAME_MAX} autoComplete="name" />}
        </FormField>
        <FormField form={form} name="email" label="E-mail">
          {(control) => (
            <Input
              {...control}
              type="email"
              maxLength={CONTACT_EMAIL_MAX}
              autoComplete="email"
              placeholder="name@example.com"
            />
          )}
        </FormField>
      </div>
      <SelectField
        form={form}
        name="topic"
        label="Topic"
        first="Choose a topic…"
        values={CONTACT_TOPICS}
        labels={CONTACT_TOPIC_LABELS}
      />
      <FormField
        form={form}
        name="message"
        label="Message"
        hint={
          <>
            {CONTACT_MESSAGE_MIN} to {CONTACT_MESSAGE_MAX.toLocaleString("en-US")} characters (
            {values.message.trim().length} so far). For a creator dispute, include the course and your
            evidence.
          </>
        }
      >
        {(control) => <Textarea {...control} rows={7} maxLength={CONTACT_MESSAGE_MAX} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SubmitButton pending={send.isPending} icon={Send} className="w-full sm:w-auto">
        Send message
      </SubmitButton>
    </form>
  );
}
