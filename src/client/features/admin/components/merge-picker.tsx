// Merge's target course: a search box on the catalogue's own search (GET /api/courses?q=) and a
// native select of the courses it finds, each with its title, creator and price, so the admin picks
// the duplicate by what it is rather than by typing an id. Native controls keep the keyboard rules
// and phones' own pickers. The search sits above the choice, which sits beside the Merge button.
import { useState } from "react";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { type ContractForm, FormField } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { formatCoursePrice } from "../../../lib/format";
import { useSettledText } from "../../../lib/use-settled-text";
import { useMergeCandidates } from "../api/submissions";

const SEARCH_DELAY_MS = 250;

export interface MergeValues {
  intoCourseId: string;
}

/** "Title — Creator · $497 · #42": what tells two courses apart in the list. */
export function candidateLabel(course: CourseSummary): string {
  return `${course.title} — ${course.instructorName} · ${formatCoursePrice(course)} · #${course.id}`;
}

/** The search's state, shared by the search box and the choice. */
export function useMergeSearch(ownCourseId: number) {
  const { text: search, setText: setSearch, settled: q } = useSettledText(SEARCH_DELAY_MS);
  const found = useMergeCandidates(q);
  // The submission's own course is never a target.
  const items = q.length >= 2 ? (found.data?.items ?? []).filter((course) => course.id !== ownCourseId) : [];
  // The chosen course stays in the list whatever is searched next.
  const [chosen, setChosen] = useState<CourseSummary | null>(null);
  const listed = chosen && !items.some((course) => course.id === chosen.id) ? [chosen, ...items] : items;
  const hint =
    q.length < 2
      ? "Type at least 2 characters of the title or the creator's name."
      : found.isError
        ? "The search failed. Try again."
        : found.isFetching && found.data === undefined
          ? "Searching…"
          : items.length === 0
            ? "No catalogue course matches."
            : `${items.length} ${items.length === 1 ? "course matches" : "courses match"}: choose it under Merge into.`;
  return { search, setSearch, fetching: found.isFetching, listed, setChosen, hint };
}

type MergeSearch = ReturnType<typeof useMergeSearch>;

export function MergeSearchField({ id, state }: { id: string; state: MergeSearch }) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>Find the course it duplicates</Label>
      <div className="relative">
        <Input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="Title or creator"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        {state.fetching ? (
          <Spinner label="Searching the catalogue…" className="absolute top-2.5 right-3" />
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {state.hint}
      </p>
    </div>
  );
}

export function MergeChoiceField({
  form,
  state,
}: {
  form: ContractForm<MergeValues, unknown>;
  state: MergeSearch;
}) {
  const { listed } = state;
  return (
    <FormField form={form} name="intoCourseId" label="Merge into" className="min-w-0 grow">
      {(control) => (
        <NativeSelect
          {...control}
          onChange={(event) => {
            control.onChange(event);
            state.setChosen(listed.find((course) => String(course.id) === event.target.value) ?? null);
          }}
        >
          <option value="">{listed.length === 0 ? "Search for the course first" : "Choose a course…"}</option>
          {listed.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {candidateLabel(course)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
