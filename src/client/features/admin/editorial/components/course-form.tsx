// Every field of a course: a new one (CourseCreateBody) or an edit, which sends only the changed
// fields with the reason for the change. Checked with the shared contract before it is sent; the
// server's refusals are shown beside their field or above the button.
import { useId } from "react";
import { COURSE_LEVEL_VALUES, type CourseLevel } from "../../../../../shared/contracts/catalog";
import {
  type AdminCourse,
  CourseCreateBody,
  CourseUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { Options } from "../../../../form/choice-select";
import { useContractForm } from "../../../../form/contract-form";
import { useCategories } from "../../../../lib/queries/get-categories";
import {
  type CourseFormValues,
  courseCreateInput,
  courseUpdateInput,
  courseValues,
  emptyCourseValues,
} from "../lib/course-form";
import { CreatorPicker } from "./creator-picker";
import { InputField, SelectField, TextAreaField, WEB_ADDRESS } from "./desk-form";
import { EditorForm, type EditorProps } from "./editor-form";

const LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  "all-levels": "All levels",
};

export function CourseForm(
  props: EditorProps<CourseCreateBody, CourseUpdateBody, { course: AdminCourse }> & {
    initialCreatorId?: string;
  },
) {
  const noteId = useId();
  const categories = useCategories();
  const create = props.mode === "create";
  const form = useContractForm<CourseFormValues, CourseCreateBody | CourseUpdateBody>(
    create ? CourseCreateBody : CourseUpdateBody,
    () => (props.mode === "edit" ? courseValues(props.course) : emptyCourseValues(props.initialCreatorId)),
  );
  const categoryOptions = categories.data ?? [];
  const { categorySlug } = form.values;
  const knownCategory = categorySlug === "" || categoryOptions.some((c) => c.slug === categorySlug);

  return (
    <EditorForm
      {...props}
      form={form}
      noun="course"
      build={() =>
        props.mode === "edit" ? courseUpdateInput(form.values, props.course) : courseCreateInput(form.values)
      }
      reasonHint="Shown in the audit with the change, such as where the new figures come from."
      describedBy={noteId}
    >
      <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
        {create
          ? "The course is scored as soon as it is saved."
          : "Only the fields you change are saved; the change is recorded and the score worked out again."}
      </p>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">The course</legend>
        <InputField form={form} name="title" label="Title" maxLength={200} autoComplete="off" />
        <TextAreaField form={form} name="description" label="Description" rows={4} maxLength={5000} />
        <CreatorPicker
          form={form}
          currentName={props.mode === "edit" ? props.course.instructorName : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="categorySlug"
            label="Category"
            hint={categories.isError ? "The category list could not be loaded." : undefined}
          >
            <option value="">{categories.isPending ? "Loading categories…" : "Choose a category…"}</option>
            {categoryOptions.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
            {knownCategory ? null : <option value={categorySlug}>{categorySlug}</option>}
          </SelectField>
          <SelectField form={form} name="level" label="Level" optional={create}>
            <Options
              first={create ? "Not stated" : undefined}
              values={COURSE_LEVEL_VALUES}
              labels={LEVEL_LABELS}
            />
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            form={form}
            name="price"
            label="Price in dollars"
            inputMode="decimal"
            hint="0 for a free course."
          />
          <InputField
            form={form}
            name="duration"
            label="Duration in hours"
            inputMode="numeric"
            optional={create}
          />
          <InputField
            form={form}
            name="studentCount"
            label="Students (as claimed)"
            inputMode="numeric"
            optional={create}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Links</legend>
        <InputField
          form={form}
          name="url"
          label="Sales page"
          hint="The seller's own page for the course."
          {...WEB_ADDRESS}
        />
        <InputField form={form} name="affiliateUrl" label="Affiliate link" optional {...WEB_ADDRESS} />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Claims and evidence</legend>
        <TextAreaField
          form={form}
          name="salesCopy"
          label="Sales copy"
          rows={6}
          optional
          hint="Pasted from the sales page: the detector reads it for hype."
        />
        <TextAreaField
          form={form}
          name="incomeClaims"
          label="Income claims"
          rows={3}
          optional
          maxLength={5000}
        />
        <TextAreaField
          form={form}
          name="actualStudentOutcomes"
          label="Actual student outcomes"
          rows={3}
          optional
          maxLength={5000}
        />
        <TextAreaField form={form} name="redFlags" label="Red flags" rows={4} optional hint="One per line." />
      </fieldset>
    </EditorForm>
  );
}
