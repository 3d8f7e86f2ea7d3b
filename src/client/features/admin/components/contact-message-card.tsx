// One contact message on the admin screen: who sent it, the topic, the text, its status, a mailto
// reply link and buttons to mark it read or answered (or new again). Changes are announced by toast.
import { LoaderCircle, Mail } from "lucide-react";
import {
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
} from "../../../../shared/contracts/contact";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { RecordCard } from "../../../components/ui/record-card";
import { formatDateTime } from "../../../lib/format";
import { useSetContactStatus } from "../api/contact-messages";
import { useStatusToasts } from "../lib/use-status-toasts";

const TONES: Record<ContactStatus, BadgeTone> = { new: "yellow", read: "grey", answered: "green" };

const ACTIONS: Record<ContactStatus, string> = {
  new: "Mark as new",
  read: "Mark as read",
  answered: "Mark as answered",
};

function replyLink(message: ContactMessage): string {
  const subject = `Re: ${message.topicLabel} (HypeCheck)`;
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hello ${message.name},\n\n\n\nOn ${formatDateTime(message.createdAt)} you wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const change = useSetContactStatus();
  const toasts = useStatusToasts();
  const pending = change.isPending ? change.variables?.status : undefined;

  function mark(status: ContactStatus) {
    change.mutate({ id: message.id, status }, toasts);
  }

  return (
    <RecordCard
      label={`Message from ${message.name}`}
      heading="h2"
      title={message.topicLabel}
      meta={
        <>
          {message.name} &lt;{message.email}&gt;
          {message.userId ? " · member" : " · guest"} · {formatDateTime(message.createdAt)}
        </>
      }
      badge={<Badge tone={TONES[message.status]}>{CONTACT_STATUS_LABELS[message.status]}</Badge>}
    >
      <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={replyLink(message)} className={buttonClasses({ size: "sm" })}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          Reply by e-mail
        </a>
        {CONTACT_STATUSES.filter((status) => status !== message.status).map((status) => (
          <Button
            key={status}
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={() => mark(status)}
          >
            {pending === status ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {ACTIONS[status]}
          </Button>
        ))}
      </div>
    </RecordCard>
  );
}
