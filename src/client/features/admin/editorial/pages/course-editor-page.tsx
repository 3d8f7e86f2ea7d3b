// /admin/catalog/courses/new and /admin/catalog/courses/{id}: the course's fields, and on an
// existing course its verification, archiving, a link to its public page and its whole audit.
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { AdminCourse, CourseDraft, DuplicateCourse } from "../../../../../shared/contracts/editorial";
import { parseRowId } from "../../../../../shared/domain/ids";
import { TrustScoreBadge } from "../../../../components/catalog/trust-score-badge";
import { VerifiedBadge } from "../../../../components/catalog/verified-badge";
import { IconLink } from "../../../../components/ui/back-link";
import { buttonClasses } from "../../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useToast } from "../../../../components/ui/toast";
import { isHttpError } from "../../../../lib/api-client";
import { formatDateTime } from "../../../../lib/format";
import { useDocumentTitle } from "../../../../lib/use-document-title";
import {
  useAdminCourse,
  useArchiveCourse,
  useCreateCourse,
  useRevokeVerification,
  useUpdateCourse,
  useVerifyCourse,
} from "../api/courses";
import { ArchivePanel } from "../components/archive-panel";
import { courseEditorPath, creatorEditorPath } from "../components/catalog-lists";
import { CourseDraftPanel, DuplicateNotice } from "../components/course-draft-panel";
import { CourseForm } from "../components/course-form";
import { CreatorStatusBadge } from "../components/creator-status-badge";
import { ItemEditor, itemEditorPage, NewItemPage } from "../components/editor-states";
import { EditorialStatusBadge } from "../components/editorial-status-badge";
import { VerificationEditor } from "../components/verification-editor";
import { CATALOG_PATH } from "../lib/list-params";

const BACK = { backTo: CATALOG_PATH, backLabel: "Back to the catalogue" };

function NewCourse() {
  useDocumentTitle("New course · Catalogue · HypeCheck");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateCourse();
  const creatorId = parseRowId(searchParams.get("creatorId") ?? "");
  const [draft, setDraft] = useState<CourseDraft | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateCourse | null>(null);

  return (
    <NewItemPage title="New course" {...BACK}>
      <div className="space-y-8">
        <CourseDraftPanel onDraft={setDraft} />
        <div className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          {duplicate ? <DuplicateNotice duplicate={duplicate} saving /> : null}
          <CourseForm
            mode="create"
            initialCreatorId={creatorId === null ? "" : String(creatorId)}
            draft={draft}
            pending={create.isPending}
            onSubmit={async (body) => {
              setDuplicate(null);
              try {
                const course = await create.mutateAsync(body);
                toast({ title: "Course created", description: course.title });
                navigate(courseEditorPath(course.id), { replace: true });
              } catch (error) {
                // The catalogue has it already: the answer names it, linked above the form.
                if (isHttpError(error) && error.status === 409) setDuplicate(duplicateOf(error.data));
                throw error;
              }
            }}
          />
        </div>
      </div>
    </NewItemPage>
  );
}

/** The course a 409's body names (`duplicate`), or null for another conflict. */
function duplicateOf(data: unknown): DuplicateCourse | null {
  if (typeof data !== "object" || data === null || !("duplicate" in data)) return null;
  const found = (data as { duplicate: unknown }).duplicate;
  if (typeof found !== "object" || found === null) return null;
  const { id, title, link, match } = found as Partial<DuplicateCourse>;
  return typeof id === "number" && typeof title === "string" && typeof link === "string"
    ? { id, title, link, match: match === "title" ? "title" : "url" }
    : null;
}

function CourseEditor({ item: course }: { item: AdminCourse }) {
  const { toast } = useToast();
  const update = useUpdateCourse(course.id);
  const archive = useArchiveCourse(course.id);
  const verify = useVerifyCourse(course.id);
  const revoke = useRevokeVerification(course.id);

  return (
    <ItemEditor
      title={course.title}
      {...BACK}
      audit={course.audit}
      currency={course.currency}
      badges={
        <>
          <EditorialStatusBadge status={course.editorialStatus} />
          {course.isVerified ? <VerifiedBadge /> : null}
          <TrustScoreBadge score={course.trustScore} />
          <IconLink to={`/courses/${course.id}`} icon={ExternalLink}>
            Public course page
          </IconLink>
        </>
      }
      form={
        <CourseForm
          key={course.id}
          mode="edit"
          course={course}
          pending={update.isPending}
          onSubmit={async (body) => {
            const saved = await update.mutateAsync(body);
            toast({
              title: "Changes saved",
              description:
                saved.trustScore === course.trustScore
                  ? "The change is recorded in the audit."
                  : `The trust score is now ${saved.trustScore ?? "not scored"}.`,
            });
          }}
        />
      }
      side={
        <>
          <Card>
            <CardHeader>
              <CardTitle>At a glance</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">Creator</dt>
                <dd className="min-w-0 space-y-1">
                  <Link
                    to={creatorEditorPath(course.creatorId)}
                    className="font-medium break-words text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {course.instructorName}
                  </Link>
                  <div>
                    <CreatorStatusBadge status={course.creatorVerificationStatus} />
                  </div>
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Category</dt>
                <dd>{course.categoryName}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Reviews</dt>
                <dd>{course.reviewCount}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Added</dt>
                <dd>{formatDateTime(course.createdAt)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Updated</dt>
                <dd>{formatDateTime(course.updatedAt)}</dd>
              </dl>
              <Link
                to={`/courses/${course.id}?tab=history`}
                className={buttonClasses({ variant: "outline", size: "sm", className: "mt-4 w-full" })}
              >
                Public history
              </Link>
            </CardContent>
          </Card>
          <VerificationEditor
            course={course}
            recording={verify.isPending}
            revoking={revoke.isPending}
            onRecord={async (body) => {
              await verify.mutateAsync(body);
              toast({
                title: "Verification recorded",
                description: "The course now shows the Verified badge.",
              });
            }}
            onRevoke={async (reason) => {
              await revoke.mutateAsync(reason);
              toast({ title: "Verification revoked" });
            }}
          />
          <ArchivePanel noun="course" item={course} archive={archive} />
        </>
      }
    />
  );
}

export const CourseEditorPage = itemEditorPage({
  noun: "course",
  back: BACK,
  useItem: useAdminCourse,
  name: (item) => item.title,
  New: NewCourse,
  Editor: CourseEditor,
});
