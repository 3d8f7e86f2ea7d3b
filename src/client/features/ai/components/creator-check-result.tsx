// The creator background check result: the warning first
// and prominent when there is one, the summary, legitimacy signals, risks, the sources behind them
// and the catalogue creator it matched, with that creator's status and average trust score.
import { ExternalLink, FileText, Landmark, ShieldCheck, TriangleAlert } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import type { CreatorSearchResult } from "../../../../shared/contracts/ai";
import { CreatorVerificationBadge } from "../../../components/catalog/creator-status-badge";
import { OutsideLink } from "../../../components/ui/outside-link";
import { plural } from "../../../lib/format";
import { PublicRecordList, RecordsSearchedNote } from "../../public-records";
import { AnalyzerEmpty, AnalyzerSection } from "./analyzer-section";
import { LineList } from "./line-list";
import { ResultSummary } from "./result-summary";
import { ScoreBar } from "./score-bar";

/**
 * Where a source may link: a path inside this site, or an http(s) page. Anything else (a
 * `javascript:` URL from a misbehaving provider, say) is shown as text, not as a link.
 */
function creatorSourceHref(url: string): { internal: string } | { external: string } | null {
  if (url.startsWith("/") && !url.startsWith("//")) return { internal: url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return { external: parsed.href };
  } catch {
    // Not a URL: shown as text.
  }
  return null;
}

function SourceTitle({ title, url }: { title: string; url: string }) {
  const href = creatorSourceHref(url);
  const classes = "font-medium text-indigo-700 hover:underline dark:text-indigo-300 break-words";
  if (href === null) return <span className="font-medium break-words">{title}</span>;
  if ("internal" in href) {
    return (
      <Link to={href.internal} className={classes}>
        {title}
      </Link>
    );
  }
  return (
    <OutsideLink href={href.external} className={classes}>
      {title}
      <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </OutsideLink>
  );
}

function MatchedCreator({ creator }: { creator: NonNullable<CreatorSearchResult["creator"]> }) {
  return (
    <div className="mt-5 grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-3 dark:border-slate-800">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Status</p>
        <CreatorVerificationBadge
          status={creator.verificationStatus}
          className="mt-1"
          iconClassName="h-4 w-4"
        />
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Average trust score</p>
        {creator.averageTrustScore === null ? (
          <p className="mt-1 font-semibold">Not scored yet</p>
        ) : (
          <>
            <p className="mt-1 font-semibold tabular-nums">{creator.averageTrustScore}/100</p>
            <ScoreBar score={creator.averageTrustScore} size="sm" className="mt-1.5" />
          </>
        )}
      </div>
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">In our catalogue</p>
        <p className="mt-1 font-semibold">{plural(creator.courseCount, "course")}</p>
        <Link
          to={`/creators/${encodeURIComponent(creator.slug)}`}
          className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          View creator profile
        </Link>
      </div>
    </div>
  );
}

export function CreatorCheckResult({
  result,
  headingRef,
}: {
  result: CreatorSearchResult;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <article aria-labelledby="creator-check-title" className="space-y-6">
      <ResultSummary
        id="creator-check-title"
        kicker="Background check"
        title={result.name}
        headingRef={headingRef}
      >
        {result.warning ? (
          <div
            role="note"
            aria-label="Warning"
            className="mt-4 flex items-start gap-3 rounded-lg border-2 border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p className="font-semibold break-words">{result.warning}</p>
          </div>
        ) : null}

        <p className="mt-4 text-slate-800 dark:text-slate-200">{result.summary}</p>

        {result.creator ? (
          <MatchedCreator creator={result.creator} />
        ) : (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            No creator of this name is in our catalogue, so there are no courses, reviews or scores to go on.
          </p>
        )}
      </ResultSummary>

      <div className="grid gap-6 md:grid-cols-2">
        <AnalyzerSection
          title="Legitimacy signals"
          icon={ShieldCheck}
          iconClassName="text-emerald-600 dark:text-emerald-400"
        >
          {result.legitimacySignals.length === 0 ? (
            <AnalyzerEmpty>None found.</AnalyzerEmpty>
          ) : (
            <LineList items={result.legitimacySignals} tone="good" />
          )}
        </AnalyzerSection>
        <AnalyzerSection title="Risks" icon={TriangleAlert} iconClassName="text-red-600 dark:text-red-400">
          {result.risks.length === 0 ? (
            <AnalyzerEmpty>None found.</AnalyzerEmpty>
          ) : (
            <LineList items={result.risks} tone="bad" />
          )}
        </AnalyzerSection>
      </div>

      <AnalyzerSection title="Public enforcement records" icon={Landmark}>
        <div className="space-y-4">
          {result.publicRecords.length === 0 ? (
            <AnalyzerEmpty>No public record we hold names “{result.name}”.</AnalyzerEmpty>
          ) : (
            <PublicRecordList name={result.name} records={result.publicRecords} />
          )}
          <RecordsSearchedNote searched={result.recordsSearched} />
        </div>
      </AnalyzerSection>

      <AnalyzerSection title="Sources" icon={FileText}>
        {result.sources.length === 0 ? (
          <AnalyzerEmpty>No sources: nothing about this name is on record with us.</AnalyzerEmpty>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {result.sources.map((source, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two sources may share a URL; the list is fixed.
              <li key={`${index}-${source.url}`} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <SourceTitle title={source.title} url={source.url} />
                {source.snippet ? (
                  <p className="text-sm break-words text-slate-700 dark:text-slate-300">{source.snippet}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AnalyzerSection>

      <footer className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <p>
          Based on: {result.source} · Engine: <span className="font-mono">{result.engine}</span>
        </p>
        <p>
          A background check reports what is on record; it is an opinion, not a finding of fact, and creators
          have a right of response.
        </p>
      </footer>
    </article>
  );
}
