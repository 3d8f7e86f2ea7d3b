// The background check's name field (SPEC.md section 5 "Creator search": trimmed, an empty name gives
// 'Please enter a creator name.'). The shared SearchCreatorBody schema checks it, as the server does.
import { LoaderCircle, UserSearch } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CREATOR_NAME_MAX_LENGTH, SearchCreatorBody } from "../../../../shared/contracts/ai";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

export function CreatorCheckForm({
  initialName,
  onSearch,
  pending,
  disabledReason,
}: {
  initialName: string;
  /** Called with the trimmed, checked name. */
  onSearch: (name: string) => void;
  pending: boolean;
  /** Set when the viewer cannot run background checks. */
  disabledReason?: string;
}) {
  const ids = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const hintId = `${ids}-hint`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabledReason || pending) return;
    const parsed = SearchCreatorBody.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a creator name.");
      return;
    }
    setError(null);
    onSearch(parsed.data.name);
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor={`${ids}-name`}>Creator name</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={`${ids}-name`}
          type="text"
          autoComplete="off"
          placeholder="e.g. the name on the course's sales page"
          maxLength={CREATOR_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className={cn("h-12 text-base sm:flex-1", error && "border-red-600 dark:border-red-400")}
        />
        <Button
          type="submit"
          size="lg"
          disabled={disabledReason !== undefined || pending}
          className="sm:min-w-48"
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <UserSearch aria-hidden="true" className="h-5 w-5" />
          )}
          {pending ? "Checking…" : "Run background check"}
        </Button>
      </div>
      <p
        id={hintId}
        role={error ? "alert" : undefined}
        className={cn(
          "text-sm",
          error
            ? "font-medium text-red-700 dark:text-red-400"
            : disabledReason
              ? "font-medium text-slate-700 dark:text-slate-300"
              : "text-slate-600 dark:text-slate-400",
        )}
      >
        {error ??
          disabledReason ??
          "We check our catalogue, member reviews and community reports for this name and show the sources."}
      </p>
    </form>
  );
}
