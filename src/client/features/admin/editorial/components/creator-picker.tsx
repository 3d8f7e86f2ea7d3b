// The course form's creator: a search box narrowing the desk's creator list (25 names at most) and a
// native select of the matches, so it works with the keyboard and phones' own pickers. The chosen
// creator stays in the list whatever is searched.
import { useState } from "react";
import { type ContractForm, FormField } from "../../../../components/ui/contract-form";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { NativeSelect } from "../../../../components/ui/select";
import { Spinner } from "../../../../components/ui/spinner";
import { useSettledText } from "../../../../lib/use-settled-text";
import { useAdminCreator, useAdminCreators } from "../api/creators";
import type { CourseFormValues } from "../lib/course-form";
import { INVALID } from "./desk-form";

const SEARCH_DELAY_MS = 250;

export function CreatorPicker({
  form,
  currentName,
}: {
  form: ContractForm<CourseFormValues, unknown>;
  /** The chosen creator's name, when known before the list arrives. */
  currentName?: string;
}) {
  const id = form.idOf("creatorId");
  const value = form.values.creatorId;
  const [name, setName] = useState(currentName);
  const { text: search, setText: setSearch, settled: q } = useSettledText(SEARCH_DELAY_MS);
  const creators = useAdminCreators({ q, status: "all", page: 1 });
  const items = creators.data?.items ?? [];
  const chosenListed = value === "" || items.some((creator) => String(creator.id) === value);
  // A creator chosen elsewhere (a link from their editor) and not among the names listed: their name.
  const chosenId = Number(value);
  const chosen = useAdminCreator(
    !chosenListed && name === undefined && Number.isInteger(chosenId) && chosenId > 0 ? chosenId : null,
  );
  const chosenName = name ?? chosen.data?.name;

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
      <FormField form={form} name="creatorId" label="Creator">
        {(control) => (
          <NativeSelect
            {...control}
            className={INVALID}
            onChange={(event) => {
              control.onChange(event);
              setName(event.target.selectedOptions[0]?.text ?? "");
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
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
