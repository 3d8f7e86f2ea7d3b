// The course form's creator: a search box narrowing the desk's creator list (25 names at most) and a
// native select of the matches, so it works with the keyboard and phones' own pickers. The chosen
// creator stays in the list whatever is searched.
import { useEffect, useState } from "react";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Spinner } from "../../../../components/ui/spinner";
import { useAdminCreator, useAdminCreators } from "../api/creators";
import { SelectField } from "./form-fields";

const SEARCH_DELAY_MS = 250;

export function CreatorPicker({
  id,
  value,
  currentName,
  error,
  onChange,
}: {
  /** The select's id (the search box gets `${id}-search`). */
  id: string;
  value: string;
  /** The chosen creator's name, when known before the list arrives. */
  currentName?: string;
  error?: string;
  onChange: (creatorId: string, name: string) => void;
}) {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const creators = useAdminCreators({ q, status: "all", page: 1 });
  const items = creators.data?.items ?? [];
  const chosenListed = value === "" || items.some((creator) => String(creator.id) === value);
  // A creator chosen elsewhere (a link from their editor) and not among the names listed: their name.
  const chosenId = Number(value);
  const chosen = useAdminCreator(
    !chosenListed && currentName === undefined && Number.isInteger(chosenId) && chosenId > 0
      ? chosenId
      : null,
  );
  const chosenName = currentName ?? chosen.data?.name;

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-search`}>Find a creator</Label>
        <div className="relative">
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="Type part of a name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-search-hint`}
          />
          {creators.isFetching ? (
            <Spinner label="Finding creators…" className="absolute top-2.5 right-3" />
          ) : null}
        </div>
        <p id={`${id}-search-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {creators.isError
            ? "The creator list could not be loaded."
            : creators.data
              ? creators.data.total > items.length
                ? `${items.length} of ${creators.data.total} creators listed: type to narrow the list.`
                : `${items.length} ${items.length === 1 ? "creator" : "creators"} listed.`
              : "Loading creators…"}
        </p>
      </div>
      <SelectField
        id={id}
        label="Creator"
        error={error}
        value={value}
        onChange={(event) => {
          const option = event.target.selectedOptions[0];
          onChange(event.target.value, option?.text ?? "");
        }}
      >
        <option value="">Choose a creator…</option>
        {chosenListed ? null : <option value={value}>{chosenName ?? `Creator #${value}`}</option>}
        {items.map((creator) => (
          <option key={creator.id} value={creator.id}>
            {creator.name}
            {creator.editorialStatus === "archived" ? " (archived)" : ""}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
