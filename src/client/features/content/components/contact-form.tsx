// The /contact form: name, e-mail, topic and message, checked here with the same contract the server
// uses (each problem under its field), then POST /api/contact. A server refusal is shown under its
// field when it names one, else above the button; success replaces the form and raises a toast.
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
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
import { Button } from "../../../components/ui/button";
import { Input, Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { useSendContact } from "../api/send-contact";

type FieldName = "name" | "email" | "topic" | "message";
const FIELDS: readonly FieldName[] = ["name", "email", "topic", "message"];
const EMPTY: Record<FieldName, string> = { name: "", email: "", topic: "", message: "" };

/** Which field a server message is about, when it is one of the contract's field messages. */
function fieldOf(message: string): FieldName | null {
  const m = CONTACT_MESSAGES;
  if ([m.nameRequired, m.nameTooLong].includes(message as never)) return "name";
  if ([m.emailRequired, m.emailInvalid, m.emailTooLong].includes(message as never)) return "email";
  if (message === m.topicRequired) return "topic";
  if ([m.messageRequired, m.messageTooShort, m.messageTooLong].includes(message as never)) return "message";
  return null;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

export function ContactForm({ initialTopic }: { initialTopic?: string }) {
  const ids = useId();
  const me = useMe();
  const [values, setValues] = useState<Record<FieldName, string>>({
    ...EMPTY,
    topic: CONTACT_TOPICS.includes(initialTopic as never) ? (initialTopic as string) : "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContact();
  const { toast } = useToast();
  const sentRef = useRef<HTMLDivElement>(null);

  // A signed-in member's name and address fill the empty fields once.
  const user = me.data;
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || `${user.firstName} ${user.lastName}`.trim(),
      email: v.email || user.email,
    }));
  }, [user]);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const set = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const describedBy = (name: FieldName, hint?: string) =>
    [errors[name] ? `${ids}-${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const focusField = (name: FieldName) => document.getElementById(`${ids}-${name}`)?.focus();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setFormError(null);
    const parsed = CreateContactBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((name) => found[name]);
      if (first) focusField(first);
      return;
    }
    try {
      const answer = await send.mutateAsync(values as Parameters<typeof send.mutateAsync>[0]);
      setErrors({});
      setSent(answer.message);
      toast({ title: "Message sent", description: answer.message });
    } catch (error) {
      const message =
        isHttpError(error) && error.serverError ? error.serverError : CONTACT_MESSAGES.sendFailed;
      const field = isHttpError(error) && error.status === 400 ? fieldOf(message) : null;
      if (field) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
      toast({ title: "Message not sent", description: message, variant: "destructive" });
    }
  }

  if (sent) {
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 outline-none dark:border-emerald-800 dark:bg-emerald-950/40"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900 dark:text-emerald-200">
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
          Message sent
        </h2>
        <p className="mt-2 text-emerald-900 dark:text-emerald-100">{sent}</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            setValues((v) => ({ ...v, topic: "", message: "" }));
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Contact us">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${ids}-name`}>Name</Label>
          <Input
            id={`${ids}-name`}
            value={values.name}
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            onChange={(event) => set("name", event.target.value)}
          />
          <FieldError id={`${ids}-name-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor={`${ids}-email`}>E-mail</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            value={values.email}
            maxLength={CONTACT_EMAIL_MAX}
            autoComplete="email"
            placeholder="name@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            onChange={(event) => set("email", event.target.value)}
          />
          <FieldError id={`${ids}-email-error`} message={errors.email} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${ids}-topic`}>Topic</Label>
        <NativeSelect
          id={`${ids}-topic`}
          value={values.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy("topic")}
          onChange={(event) => set("topic", event.target.value)}
        >
          <option value="">Choose a topic…</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${ids}-topic-error`} message={errors.topic} />
      </div>
      <div>
        <Label htmlFor={`${ids}-message`}>Message</Label>
        <Textarea
          id={`${ids}-message`}
          rows={7}
          value={values.message}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", `${ids}-message-hint`)}
          onChange={(event) => set("message", event.target.value)}
        />
        <p id={`${ids}-message-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {CONTACT_MESSAGE_MIN} to {CONTACT_MESSAGE_MAX.toLocaleString("en-US")} characters (
          {values.message.trim().length} so far). For a creator dispute, include the course and your evidence.
        </p>
        <FieldError id={`${ids}-message-error`} message={errors.message} />
      </div>
      {formError ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-4 w-4" />
        )}
        Send message
      </Button>
    </form>
  );
}
