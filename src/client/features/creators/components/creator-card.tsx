// One card of the creators directory.
import { BookOpen, ExternalLink, type LucideIcon, Star, Users } from "lucide-react";
import { Link } from "react-router";
import type { CreatorListItem } from "../../../../shared/contracts/creators";
import { CREATOR_CARD_SPECIALTIES } from "../../../../shared/contracts/creators-constants";
import { TrustScoreBadge } from "../../../components/catalog/trust-score-badge";
import { Badge } from "../../../components/ui/badge";
import { buttonClasses } from "../../../components/ui/button";
import { DefinitionList } from "../../../components/ui/definition-list";
import { CardSkeleton, SkeletonBars } from "../../../components/ui/loading-bars";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCount, plural } from "../../../lib/format";
import { CreatorAvatar } from "./creator-avatar";

/** A figure's name after its icon. */
function StatTerm({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </>
  );
}

export function CreatorCard({ creator }: { creator: CreatorListItem }) {
  const shown = creator.specialties.slice(0, CREATOR_CARD_SPECIALTIES);
  const more = creator.specialties.length - shown.length;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <CreatorAvatar name={creator.name} src={creator.avatar} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold break-words">{creator.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {creator.isVerified ? (
              <Badge tone="green">Verified</Badge>
            ) : (
              <Badge tone="grey">Unverified</Badge>
            )}
            <TrustScoreBadge score={creator.trustScore} />
          </div>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{creator.bio}</p>
      <DefinitionList
        className="grid grid-cols-3 gap-2 text-sm"
        termClassName="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
        detailClassName="font-semibold"
        items={[
          {
            key: "courses",
            term: <StatTerm icon={BookOpen} label="Courses" />,
            detail: formatCount(creator.courseCount),
          },
          {
            key: "rating",
            term: <StatTerm icon={Star} label="Rating" />,
            detail:
              creator.averageRating === null ? (
                <span className="font-normal text-slate-600 dark:text-slate-400">No reviews</span>
              ) : (
                <>
                  {creator.averageRating.toFixed(1)}
                  <span className="sr-only"> out of 5 from {plural(creator.reviewCount, "review")}</span>
                </>
              ),
          },
          {
            key: "students",
            term: <StatTerm icon={Users} label="Students" />,
            detail: formatCount(creator.totalStudents),
          },
        ]}
      />
      {shown.length > 0 ? (
        <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
          {shown.map((specialty) => (
            <li key={specialty}>
              <Badge tone="indigo">{specialty}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge>+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        {creator.website ? (
          <a
            href={creator.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Website
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">of {creator.name} (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">No website</span>
        )}
        <Link to={`/creators/${encodeURIComponent(creator.slug)}`} className={buttonClasses({ size: "sm" })}>
          View Profile<span className="sr-only">: {creator.name}</span>
        </Link>
      </div>
    </article>
  );
}

export function CreatorCardSkeleton() {
  return (
    <CardSkeleton
      gap="gap-4"
      head={
        <div className="flex items-center gap-3">
          <Skeleton className="h-14 w-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <SkeletonBars bars={["h-5 w-2/3", "h-4 w-1/2"]} />
          </div>
        </div>
      }
      bars={["h-4 w-full", "h-4 w-5/6", "h-10 w-full", "h-9 w-full"]}
    />
  );
}
