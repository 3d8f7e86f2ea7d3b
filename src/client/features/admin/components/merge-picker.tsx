// Merge's target course: a search box on the catalogue's own search (GET /api/courses?q=) and a
// native select of the courses it finds, each with its title, creator and price, so the admin picks
// the duplicate by what it is rather than by typing an id. Native controls keep the keyboard rules
// and phones' own pickers.
import { useEffect, useState } from "react";
import type { CourseSummary } from "../../../../shared/contracts/catalog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { type ContractForm, FormField } from "../../../form/contract-form";
import { formatCoursePrice } from "../../../lib/format";
import { useMergeCandidates } from "../api/submissions";

const SEARCH_DELAY_MS = 250;

export interface MergeValues {
  intoCourseId: string;
}

/** "Title — Creator · $497 · #42": what tells two courses apart in the list. */
export function candidateLabel(course: CourseSummary): string {
  return `${course.title} — ${course.instructorName} · ${formatCoursePrice(course)} · #${course.id}`;
}

export function MergePicker({
  form,
  ownCourseId,
}: {
  form: ContractForm<MergeValues, unknown>;
  /** The submission's own course, never a target. */
  ownCourseId: number;
}) {
  const id = form.idOf("intoCourseId");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useMergeCandidates(q);
  const items = q.length >= 2 ? (found.data?.items ?? []).filter((course) => course.id !== ownCourseId) : [];
  // The chosen course stays in the list whatever is searched next.
  const [chosen, setChosen] = useState<CourseSummary | null>(null);
  const value = form.values.intoCourseId;
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
            : `${items.length} ${items.length === 1 ? "course matches" : "courses match"}.`;

  return (
    <div className="grid min-w-0 grow gap-2 sm:grid-cols-2">
      <div className="min-w-0">
        <Label htmlFor={`${id}-search`}>Find the course it duplicates</Label>
        <div className="relative">
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="Title or creator"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-search-hint`}
          />
          {found.isFetching ? (
            <Spinner label="Searching the catalogue…" className="absolute top-2.5 right-3" />
          ) : null}
        </div>
        <p id={`${id}-search-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <FormField form={form} name="intoCourseId" label="Merge into" className="min-w-0">
        {(control) => (
          <NativeSelect
            {...control}
            value={value}
            onChange={(event) => {
              control.onChange(event);
              setChosen(listed.find((course) => String(course.id) === event.target.value) ?? null);
            }}
          >
            <option value="">
              {listed.length === 0 ? "Search for the course first" : "Choose a course…"}
            </option>
            {listed.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {candidateLabel(course)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
