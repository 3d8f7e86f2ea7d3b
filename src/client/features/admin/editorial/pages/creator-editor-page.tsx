// /admin/catalog/creators/new and /admin/catalog/creators/{id}: the creator's fields, and on an
// existing creator the status change (with a reason), the linked member account (their right of
// reply), archiving, their course count and the audit.
import { ExternalLink, Plus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { AdminCreator } from "../../../../../shared/contracts/editorial";
import { IconLink } from "../../../../components/ui/back-link";
import { buttonClasses } from "../../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useToast } from "../../../../components/ui/toast";
import { formatCount, formatDateTime } from "../../../../lib/format";
import { useDocumentTitle } from "../../../../lib/use-document-title";
import {
  useAdminCreator,
  useArchiveCreator,
  useCreateCreator,
  useCreatorStatus,
  useUpdateCreator,
} from "../api/creators";
import { ArchivePanel } from "../components/archive-panel";
import { creatorEditorPath } from "../components/catalog-lists";
import { CreatorForm } from "../components/creator-form";
import { CreatorStatusPanel } from "../components/creator-status-panel";
import { ItemEditor, itemEditorPage, NewItemPage } from "../components/editor-states";
import { EditorialStatusBadge } from "../components/editorial-status-badge";
import { LinkedAccountPanel } from "../components/linked-account-panel";
import { CATALOG_PATH, catalogHref } from "../lib/list-params";

const BACK = {
  backTo: catalogHref({ tab: "creators", q: "", status: "all", page: 1 }),
  backLabel: "Back to the creators",
};

function NewCreator() {
  useDocumentTitle("New creator · Catalogue · HypeCheck");
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateCreator();
  return (
    <NewItemPage title="New creator" {...BACK}>
      <CreatorForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (body) => {
          const creator = await create.mutateAsync(body);
          toast({ title: "Creator created", description: creator.name });
          navigate(creatorEditorPath(creator.id), { replace: true });
        }}
      />
    </NewItemPage>
  );
}

function CreatorEditor({ item: creator }: { item: AdminCreator }) {
  const { toast } = useToast();
  const update = useUpdateCreator(creator.id);
  const archive = useArchiveCreator(creator.id);
  const status = useCreatorStatus(creator.id);
  const coursesHref = `${CATALOG_PATH}?q=${encodeURIComponent(creator.name)}`;

  return (
    <ItemEditor
      title={creator.name}
      {...BACK}
      audit={creator.audit}
      badges={
        <>
          <EditorialStatusBadge status={creator.editorialStatus} />
          <IconLink to={`/creators/${encodeURIComponent(creator.slug)}`} icon={ExternalLink}>
            Public profile
          </IconLink>
        </>
      }
      form={
        <CreatorForm
          key={creator.id}
          mode="edit"
          creator={creator}
          pending={update.isPending}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            toast({ title: "Changes saved", description: "The change is recorded in the audit." });
          }}
        />
      }
      side={
        <>
          <Card>
            <CardHeader>
              <CardTitle>Courses</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <p>
                <span className="text-3xl font-bold tabular-nums">{formatCount(creator.courseCount)}</span>{" "}
                {creator.courseCount === 1 ? "course" : "courses"} in the catalogue desk
              </p>
              <div className="flex flex-wrap gap-2">
                {creator.courseCount > 0 ? (
                  <Link to={coursesHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
                    List their courses
                  </Link>
                ) : null}
                <Link
                  to={`/admin/catalog/courses/new?creatorId=${creator.id}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  Add a course
                </Link>
              </div>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Added {formatDateTime(creator.createdAt)} · updated {formatDateTime(creator.updatedAt)}
              </p>
            </CardContent>
          </Card>
          <CreatorStatusPanel
            key={creator.verificationStatus}
            status={creator.verificationStatus}
            pending={status.isPending}
            onChange={async (body) => {
              await status.mutateAsync(body);
              toast({ title: "Status changed", description: "Their courses were scored again." });
            }}
          />
          <LinkedAccountPanel creator={creator} />
          <ArchivePanel noun="creator" item={creator} archive={archive} />
        </>
      }
    />
  );
}

export const CreatorEditorPage = itemEditorPage({
  noun: "creator",
  back: BACK,
  useItem: useAdminCreator,
  name: (item) => item.name,
  New: NewCreator,
  Editor: CreatorEditor,
});
