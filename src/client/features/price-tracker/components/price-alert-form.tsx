// The tracker's form: a searchable course picker and a target price in the picked course's currency
// (min 0, step 0.01). The page checks the values and shows the toasts; this only collects them.
import { BellPlus } from "lucide-react";
import { type FormEvent, useMemo } from "react";
import { FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCoursePrice } from "../../../lib/format";
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
  const courses = useCourseOptions();
  const form = useContractForm(null, { search: "", courseId: "", targetPrice: "" });
  const { search, courseId, targetPrice } = form.values;
  // A target is in the course's own currency.
  const currency = courses.data?.find((course) => String(course.id) === courseId)?.currency ?? "USD";

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
    if (created) form.set("targetPrice", "");
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormField form={form} name="search" label="Find a course">
        {(control) => (
          <Input {...control} type="search" placeholder="Type to filter the list" disabled={!courses.data} />
        )}
      </FormField>
      <FormField form={form} name="courseId" label="Course">
        {(control) =>
          courses.isPending ? (
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
              {...control}
              onChange={(event) => {
                control.onChange(event);
                onCourseChange(event.target.value === "" ? null : Number(event.target.value));
              }}
            >
              <option value="">
                {options.length === 0 ? "No course matches your search" : "Select a course…"}
              </option>
              {options.map((course) => (
                <option key={course.id} value={String(course.id)}>
                  {course.title} ({formatCoursePrice(course)})
                </option>
              ))}
            </NativeSelect>
          )
        }
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <FormField form={form} name="targetPrice" label={`Target price (${currency})`} className="sm:flex-1">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="e.g. 199"
            />
          )}
        </FormField>
        <SubmitButton pending={pending} icon={BellPlus} className="sm:min-w-36">
          Create Alert
        </SubmitButton>
      </div>
    </form>
  );
}
