// The background check's name field (trimmed; an empty name gives 'Please enter a creator name.').
// The shared SearchCreatorBody schema checks it, as the server does.
import { UserSearch } from "lucide-react";
import { CREATOR_NAME_MAX_LENGTH, SearchCreatorBody } from "../../../../shared/contracts/ai";
import { cn } from "../../../components/ui/cn";
import { useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { ToolFieldForm } from "./tool-field-form";

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
  const form = useContractForm(SearchCreatorBody, { name: initialName });
  const error = form.errors.name;
  const hintId = form.hintIdOf("name");

  function search() {
    const body = form.validate();
    if (body !== null) onSearch(body.name);
  }

  return (
    <ToolFieldForm
      label="Creator name"
      fieldId={form.idOf("name")}
      field={
        <Input
          id={form.idOf("name")}
          type="text"
          autoComplete="off"
          placeholder="e.g. the name on the course's sales page"
          maxLength={CREATOR_NAME_MAX_LENGTH}
          {...form.bind("name")}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className={cn("h-12 text-base sm:flex-1", error && "border-red-600 dark:border-red-400")}
        />
      }
      pending={pending}
      disabledReason={disabledReason}
      onSubmit={search}
      button={{
        text: "Run background check",
        pendingLabel: "Checking…",
        icon: UserSearch,
        className: "sm:min-w-48",
      }}
      hint={
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
            "We check our catalogue, member reviews, community reports and public enforcement records for this name and show the sources."}
        </p>
      }
    />
  );
}
