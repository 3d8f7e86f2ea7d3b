// Every field of a course: a new one (CourseCreateBody) or an edit, which sends only the changed
// fields with the reason for the change. Checked with the shared schema before it is sent; the
// server's refusals are shown beside their field or on top.
import { LoaderCircle, Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { COURSE_LEVEL_VALUES, type CourseLevel } from "../../../../../shared/contracts/catalog";
import type {
  AdminCourse,
  CourseCreateBody,
  CourseUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { Button } from "../../../../components/ui/button";
import { useCategories } from "../../../../lib/queries/get-categories";
import {
  buildCreateBody,
  buildUpdateBody,
  COURSE_FIELDS,
  type CourseField,
  type CourseFormValues,
  courseValues,
  emptyCourseValues,
} from "../lib/course-form";
import { type FormErrors, serverErrors } from "../lib/form-errors";
import { CreatorPicker } from "./creator-picker";
import { FormAlert, focusFirstError, SelectField, TextAreaField, TextField } from "./form-fields";

const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

type Props =
  | {
      mode: "create";
      initialCreatorId?: string;
      pending: boolean;
      onSubmit: (body: CourseCreateBody) => Promise<unknown>;
    }
  | {
      mode: "edit";
      course: AdminCourse;
      pending: boolean;
      onSubmit: (body: CourseUpdateBody) => Promise<unknown>;
    };

export function CourseForm(props: Props) {
  const formId = useId();
  const categories = useCategories();
  const [values, setValues] = useState<CourseFormValues>(() =>
    props.mode === "edit" ? courseValues(props.course) : emptyCourseValues(props.initialCreatorId),
  );
  const [creatorName, setCreatorName] = useState(
    props.mode === "edit" ? props.course.instructorName : undefined,
  );
  const [errors, setErrors] = useState<FormErrors>({});

  const fieldId = (field: CourseField) => `${formId}-${field}`;
  const set = (field: CourseField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const field = (name: CourseField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  function fail(next: FormErrors) {
    setErrors(next);
    focusFirstError(formId, next, COURSE_FIELDS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.pending) return;
    setErrors({});
    try {
      if (props.mode === "create") {
        const built = buildCreateBody(values);
        if (!built.ok) return fail(built.errors);
        await props.onSubmit(built.body);
      } else {
        const built = buildUpdateBody(values, props.course);
        if (!built.ok) return fail(built.errors);
        await props.onSubmit(built.body);
        setValues((current) => ({ ...current, reason: "" }));
      }
    } catch (error) {
      fail(serverErrors(error, COURSE_FIELDS));
    }
  }

  const categoryOptions = categories.data ?? [];
  const knownCategory =
    values.categorySlug === "" || categoryOptions.some((c) => c.slug === values.categorySlug);

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={`${formId}-note`}
      className="space-y-6"
    >
      <p id={`${formId}-note`} className="text-sm text-slate-600 dark:text-slate-400">
        {props.mode === "create"
          ? "The course is scored as soon as it is saved."
          : "Only the fields you change are saved; the change is recorded and the score worked out again."}
      </p>
      <FormAlert errors={errors} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">The course</legend>
        <TextField label="Title" maxLength={200} autoComplete="off" {...field("title")} />
        <TextAreaField label="Description" rows={4} maxLength={5000} {...field("description")} />
        <CreatorPicker
          id={fieldId("creatorId")}
          value={values.creatorId}
          currentName={creatorName}
          error={errors.creatorId}
          onChange={(creatorId, name) => {
            setValues((current) => ({ ...current, creatorId }));
            setCreatorName(name);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            hint={categories.isError ? "The category list could not be loaded." : undefined}
            {...field("categorySlug")}
          >
            <option value="">{categories.isPending ? "Loading categories…" : "Choose a category…"}</option>
            {categoryOptions.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
            {knownCategory ? null : <option value={values.categorySlug}>{values.categorySlug}</option>}
          </SelectField>
          <SelectField label="Level" optional={props.mode === "create"} {...field("level")}>
            {props.mode === "create" ? <option value="">Not stated</option> : null}
            {COURSE_LEVEL_VALUES.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Price in dollars"
            inputMode="decimal"
            hint="0 for a free course."
            {...field("price")}
          />
          <TextField
            label="Duration in hours"
            inputMode="numeric"
            optional={props.mode === "create"}
            {...field("duration")}
          />
          <TextField
            label="Students (as claimed)"
            inputMode="numeric"
            optional={props.mode === "create"}
            {...field("studentCount")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Links</legend>
        <TextField
          label="Sales page"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="The seller's own page for the course."
          {...field("url")}
        />
        <TextField
          label="Affiliate link"
          type="url"
          inputMode="url"
          placeholder="https://"
          optional
          {...field("affiliateUrl")}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Claims and evidence</legend>
        <TextAreaField
          label="Sales copy"
          rows={6}
          optional
          hint="Pasted from the sales page: the detector reads it for hype."
          {...field("salesCopy")}
        />
        <TextAreaField label="Income claims" rows={3} optional maxLength={5000} {...field("incomeClaims")} />
        <TextAreaField
          label="Actual student outcomes"
          rows={3}
          optional
          maxLength={5000}
          {...field("actualStudentOutcomes")}
        />
        <TextAreaField label="Red flags" rows={4} optional hint="One per line." {...field("redFlags")} />
      </fieldset>

      {props.mode === "edit" ? (
        <TextAreaField
          label="Reason for the change"
          rows={2}
          optional
          maxLength={1000}
          hint="Shown in the audit with the change, such as where the new figures come from."
          {...field("reason")}
        />
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.pending}>
          {props.pending ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="h-4 w-4" />
          )}
          {props.mode === "create" ? "Create course" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
