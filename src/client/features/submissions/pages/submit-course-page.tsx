// /submit-course: a member suggests a course by its sales-page address (?url= fills it in, as the
// course search and the URL analyzer link here). A new page becomes an unreviewed course at once; a
// page already in the catalogue answers with that course; a page that cannot be read, a bad address
// or too many submissions today are refused with the server's own words. Guests see how to sign in.
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Info, LogIn, SendHorizontal } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  SUBMISSION_MESSAGES,
  SUBMISSIONS_PER_DAY,
  SubmissionBody,
} from "../../../../shared/contracts/submissions";
import { ToolPage, WithSignInState } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardTitle } from "../../../components/ui/card";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input, Textarea } from "../../../components/ui/input";
import { SentPanel } from "../../../components/ui/sent-panel";
import { useFormSend } from "../../../components/ui/use-form-send";
import { invalidateCourseReads } from "../../../lib/api/courses";
import { type SubmitOutcome, submitCourse } from "../../../lib/api/submissions";
import { isHttpError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";

const PATH = "/submit-course";
const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function SubmitCoursePage() {
  const [searchParams] = useSearchParams();
  const prefilled = (searchParams.get("url") ?? "").trim().slice(0, 2000);
  return (
    <ToolPage
      icon={SendHorizontal}
      kicker="Community"
      title="Submit a course"
      intro="Can't find a course in our catalogue? Give us its sales page. We read the page, score it from what it says and add it as not yet reviewed; our editors then check it."
    >
      <div className="mt-8 max-w-2xl">
        <WithSignInState>
          {(user) =>
            user === null ? <GuestPrompt url={prefilled} /> : <SubmitForm initialUrl={prefilled} />
          }
        </WithSignInState>
      </div>
    </ToolPage>
  );
}

function GuestPrompt({ url }: { url: string }) {
  const next = encodeURIComponent(url ? `${PATH}?url=${encodeURIComponent(url)}` : PATH);
  return (
    <Card>
      <CardContent className="space-y-3">
        <CardTitle>Sign in to submit a course</CardTitle>
        <p className="text-slate-700 dark:text-slate-300">
          Submissions come from members, up to {SUBMISSIONS_PER_DAY} a day, so that we can tell you what our
          editors decided.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={`/login?next=${next}`} className={buttonClasses()}>
            <LogIn aria-hidden="true" className="h-4 w-4" />
            Sign in
          </Link>
          <Link to={`/signup?next=${next}`} className={buttonClasses({ variant: "outline" })}>
            Create a free account
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** "in about 3 hours (Nov 22, 2026, 1:05 PM)" from a Retry-After in seconds. */
function retryText(seconds: number): string {
  const at = formatDateTime(new Date(Date.now() + seconds * 1000).toISOString());
  if (seconds < 90) return `Try again in a minute (${at}).`;
  if (seconds < 90 * 60) return `Try again in about ${Math.ceil(seconds / 60)} minutes (${at}).`;
  return `Try again in about ${Math.ceil(seconds / 3600)} hours (${at}).`;
}

type Values = { url: string; note: string; creatorName: string };

function SubmitForm({ initialUrl }: { initialUrl: string }) {
  const queryClient = useQueryClient();
  const form = useContractForm(SubmissionBody, { url: initialUrl, note: "", creatorName: "" });
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const { pending, onSubmit } = useFormSend({
    form,
    input: () => withoutEmpty(form.values),
    send: async (body) => {
      const answer = await submitCourse(body, { expectedStatuses: [400, 422, 429] });
      if (answer.created) void invalidateCourseReads(queryClient);
      setOutcome(answer);
    },
    fail: (error) => {
      const message = serverErrorOr(error);
      if (isHttpError(error) && error.status === 400 && message === SUBMISSION_MESSAGES.badUrl) {
        form.fail("url", message);
      } else if (isHttpError(error) && error.status === 429 && error.retryAfterSeconds !== undefined) {
        form.setFormError(`${message} ${retryText(error.retryAfterSeconds)}`);
      } else {
        form.setFormError(message);
      }
    },
  });

  if (outcome) {
    const { course, created } = outcome;
    return (
      <SentPanel
        className={
          created
            ? "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40"
            : "border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950/40"
        }
        again="Submit another course"
        onAgain={() => {
          form.reset({ url: "", note: "", creatorName: "" });
          setOutcome(null);
        }}
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {created ? (
            <CircleCheck aria-hidden="true" className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
          ) : (
            <Info aria-hidden="true" className="h-5 w-5 text-indigo-700 dark:text-indigo-300" />
          )}
          {created ? "Added to the catalogue as not yet reviewed" : "Already in our catalogue"}
        </h2>
        <p className="mt-2 text-slate-800 dark:text-slate-200">
          {created
            ? "We read the page and scored it from what it says. Our editors will check it; we will tell you what they decide."
            : "This sales page is already a course in our catalogue."}
        </p>
        <p className="mt-3 break-words">
          <Link to={`/courses/${course.id}`} className={linkClasses}>
            {course.title}
          </Link>
        </p>
      </SentPanel>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Submit a course">
      <FormField
        form={form}
        name="url"
        label="Sales page address"
        hint="The page where the course is sold, starting with http:// or https://."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={2000}
            placeholder="https://example.com/course"
          />
        )}
      </FormField>
      <FormField
        form={form}
        name="creatorName"
        label="Creator (optional)"
        hint="Who sells it, if the page does not say. Our editors confirm who it is before it counts toward any creator."
      >
        {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
      </FormField>
      <FormField form={form} name="note" label="Note for our editors (optional)">
        {(control) => <Textarea {...control} rows={4} maxLength={1000} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SubmitButton
        pending={pending}
        pendingLabel="Reading the page…"
        icon={SendHorizontal}
        className="w-full sm:w-auto"
      >
        Submit course
      </SubmitButton>
    </form>
  );
}

/** The body: the optional fields are sent only when filled in. */
function withoutEmpty({ url, note, creatorName }: Values): SubmissionBody {
  return {
    url,
    ...(note.trim() ? { note } : {}),
    ...(creatorName.trim() ? { creatorName } : {}),
  };
}
