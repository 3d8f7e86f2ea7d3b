// The tracker's form (SPEC.md section 5 "Price alert"): a searchable course picker and a target price
// (min 0, step 0.01). The page checks the values and shows the toasts; this only collects them.
import { BellPlus, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatPrice } from "../../../lib/format";
import { useCourseOptions } from "../api/get-course-options";

export interface AlertFormValues {
  /** "" until a course is picked. */
  courseId: string;
  /** The target price field as typed. */
  targetPrice: string;
}

export function PriceAlertForm({
  onSubmit,
  onCourseChange,
  pending,
}: {
  /** Returns true when the alert was created, so the form can clear its price. */
  onSubmit: (values: AlertFormValues) => Promise<boolean>;
  onCourseChange: (courseId: number | null) => void;
  pending: boolean;
}) {
  const ids = useId();
  const courses = useCourseOptions();
  const [search, setSearch] = useState("");
  const [courseId, setCourseId] = useState("");
  const [targetPrice, setTargetPrice] = useState("");

  const options = useMemo(() => {
    const all = courses.data ?? [];
    const needle = search.trim().toLowerCase();
    if (needle === "") return all;
    // The picked course stays listed, so the select never shows a value it does not hold.
    return all.filter(
      (course) => course.title.toLowerCase().includes(needle) || String(course.id) === courseId,
    );
  }, [courses.data, search, courseId]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const created = await onSubmit({ courseId, targetPrice });
    if (created) setTargetPrice("");
  }

  function handleCourse(value: string) {
    setCourseId(value);
    onCourseChange(value === "" ? null : Number(value));
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={`${ids}-search`}>Find a course</Label>
        <Input
          id={`${ids}-search`}
          type="search"
          placeholder="Type to filter the list"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          disabled={!courses.data}
        />
      </div>
      <div>
        <Label htmlFor={`${ids}-course`}>Course</Label>
        {courses.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : courses.isError ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            Couldn't load the course list.{" "}
            <button type="button" className="font-medium underline" onClick={() => void courses.refetch()}>
              Try Again
            </button>
          </p>
        ) : (
          <NativeSelect
            id={`${ids}-course`}
            value={courseId}
            onChange={(event) => handleCourse(event.target.value)}
          >
            <option value="">
              {options.length === 0 ? "No course matches your search" : "Select a course…"}
            </option>
            {options.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.title} ({formatPrice(course.price)})
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Label htmlFor={`${ids}-target`}>Target price (USD)</Label>
          <Input
            id={`${ids}-target`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="e.g. 199"
            value={targetPrice}
            onChange={(event) => setTargetPrice(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={pending} className="sm:min-w-36">
          {pending ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <BellPlus aria-hidden="true" className="h-4 w-4" />
          )}
          Create Alert
        </Button>
      </div>
    </form>
  );
}
