// Every field of a course: a new one (CourseCreateBody) or an edit, which sends only the changed
// fields with the reason for the change. Checked with the shared contract before it is sent; the
// server's refusals are shown beside their field or above the button. The price is typed as the page
// writes it ("R899", "£97") in the currency chosen beside it; a new course can be filled from a draft
// read from its page, whose facts (with their evidence) are saved with it.
import { useEffect, useId } from "react";
import { COURSE_LEVEL_VALUES, type CourseLevel } from "../../../../../shared/contracts/catalog";
import {
  type AdminCourse,
  CourseCreateBody,
  type CourseDraft,
  CourseUpdateBody,
} from "../../../../../shared/contracts/editorial";
import {
  BILLINGS,
  type Billing,
  REFUND_KINDS,
  type RefundKind,
  SUPPORTED_CURRENCIES,
} from "../../../../../shared/domain/money";
import { Options } from "../../../../components/ui/choice-select";
import { useContractForm } from "../../../../components/ui/contract-form";
import { useCategories } from "../../../../lib/queries/get-categories";
import {
  type CourseFormValues,
  courseCreateInput,
  courseUpdateInput,
  courseValues,
  draftValues,
  emptyCourseValues,
  priceCurrency,
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

const CURRENCY_NAMES: Record<(typeof SUPPORTED_CURRENCIES)[number], string> = {
  USD: "US dollar",
  GBP: "Pound sterling",
  EUR: "Euro",
  CAD: "Canadian dollar",
  AUD: "Australian dollar",
  NZD: "New Zealand dollar",
  ZAR: "South African rand",
  INR: "Indian rupee",
  NGN: "Nigerian naira",
  BRL: "Brazilian real",
  AOA: "Angolan kwanza",
  JPY: "Japanese yen",
  KES: "Kenyan shilling",
  GHS: "Ghanaian cedi",
  MXN: "Mexican peso",
  SGD: "Singapore dollar",
  CHF: "Swiss franc",
};

const BILLING_LABELS: Record<Billing, string> = {
  "one-time": "Paid once",
  monthly: "Every month",
  yearly: "Every year",
  installments: "In instalments",
  free: "Free",
};

const REFUND_LABELS: Record<RefundKind, string> = {
  none: "No refunds",
  conditional: "Refund with conditions",
  unconditional: "Refund, no questions asked",
};

export function CourseForm(
  props: EditorProps<CourseCreateBody, CourseUpdateBody, { course: AdminCourse }> & {
    initialCreatorId?: string;
    /** A draft read from the course's page: its values fill the form, its facts are saved with it. */
    draft?: CourseDraft | null;
  },
) {
  const noteId = useId();
  const categories = useCategories();
  const create = props.mode === "create";
  const form = useContractForm<CourseFormValues, CourseCreateBody | CourseUpdateBody>(
    create ? CourseCreateBody : CourseUpdateBody,
    () => (props.mode === "edit" ? courseValues(props.course) : emptyCourseValues(props.initialCreatorId)),
  );
  const { draft } = props;
  const { setValues } = form;
  useEffect(() => {
    if (draft) setValues((current) => draftValues(draft, current));
  }, [draft, setValues]);
  const categoryOptions = categories.data ?? [];
  const { categorySlug, currency, billing, refundKind } = form.values;
  const knownCategory = categorySlug === "" || categoryOptions.some((c) => c.slug === categorySlug);
  const currencies: readonly string[] = SUPPORTED_CURRENCIES.includes(
    currency as (typeof SUPPORTED_CURRENCIES)[number],
  )
    ? SUPPORTED_CURRENCIES
    : [...SUPPORTED_CURRENCIES, currency];
  // A currency written with the price ("R899") becomes the currency chosen as the field is left.
  const takePriceCurrency = (text: string) => {
    const named = priceCurrency(text, currency);
    if (named !== null && named !== currency) form.set("currency", named);
  };

  return (
    <EditorForm
      {...props}
      form={form}
      noun="course"
      build={() => {
        if (props.mode === "edit") return courseUpdateInput(form.values, props.course);
        const built = courseCreateInput(form.values);
        // The page's facts, with their evidence, are saved with a course made from a draft of it.
        return draft && "input" in built
          ? { ...built, input: { ...built.input, facts: draft.facts } }
          : built;
      }}
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
        <div className="grid gap-4 sm:grid-cols-2">
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
        <legend className="text-lg font-semibold">Price and terms</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="price"
            label="Price"
            autoComplete="off"
            hint="As the page writes it: 49, 19.99, R899, £97 or 1.997,00 €. 0 for a free course."
            onBlur={(event) => takePriceCurrency(event.target.value)}
          />
          <SelectField form={form} name="currency" label="Currency">
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code} · {CURRENCY_NAMES[code as keyof typeof CURRENCY_NAMES] ?? code}
              </option>
            ))}
          </SelectField>
          <SelectField form={form} name="billing" label="Billing">
            <Options values={BILLINGS} labels={BILLING_LABELS} />
          </SelectField>
          {billing === "installments" ? (
            <InputField
              form={form}
              name="installmentCount"
              label="Number of payments"
              inputMode="numeric"
              optional
              hint="The price is one payment."
            />
          ) : (
            <SelectField form={form} name="recurring" label="Renews automatically" optional={create}>
              {create ? <option value="">Not stated</option> : null}
              <option value="false">No</option>
              <option value="true">Yes, charged again</option>
            </SelectField>
          )}
          <InputField
            form={form}
            name="anchorPrice"
            label="Regular price shown by the seller"
            optional
            autoComplete="off"
            hint={`The struck or "was" price, in ${currency}.`}
          />
          <SelectField form={form} name="refundKind" label="Refund" optional>
            <option value="">Not stated</option>
            <Options values={REFUND_KINDS} labels={REFUND_LABELS} />
          </SelectField>
          {refundKind === "conditional" || refundKind === "unconditional" ? (
            <InputField
              form={form}
              name="refundDays"
              label="Refund period in days"
              inputMode="numeric"
              optional
            />
          ) : null}
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
