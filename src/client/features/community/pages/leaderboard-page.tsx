// /leaderboard (docs/decisions/0057-community-rules.md): the member's own stats, a top-3 podium,
// the ranked list from place 4, the badge levels and how points are earned. Every figure is summed
// by the server from recorded contributions. Guests get the 'Unauthorized' notice and go to sign in
// after 500 ms.
import { Trophy } from "lucide-react";
import { Link } from "react-router";
import type { LeaderboardEntry } from "../../../../shared/contracts/leaderboard";
import { MembersOnly, ToolPage } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { DefinitionList } from "../../../components/ui/definition-list";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { QueryList, QueryView } from "../../../components/ui/query-view";
import { TitledCard } from "../../../components/ui/titled-section";
import { useLeaderboard, useLeaderboardMe } from "../api/leaderboard-api";
import { BadgeLevelsTable, BadgePill, HowToEarn, Podium, RankedList } from "../components/leaderboard-parts";
import { nextBadge, pointsText } from "../lib/leaderboard-format";

export function LeaderboardPage() {
  return (
    <ToolPage
      icon={Trophy}
      kicker="Community"
      title="Community Leaderboard"
      intro="Members who help others avoid fake gurus: approved reviews, confirmed scam reports, report votes and the red-flag quiz all earn points."
    >
      <div className="mt-8">
        <MembersOnly
          path="/leaderboard"
          notice="Please sign in to see the leaderboard."
          detail="The leaderboard is for members. Taking you to sign in…"
        >
          <Board />
        </MembersOnly>
      </div>
    </ToolPage>
  );
}

function Board() {
  const board = useLeaderboard();
  const me = useLeaderboardMe();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <TitledCard title="Your stats" contentClassName="pt-4">
          <QueryView
            query={me}
            loading={<BlockSkeleton label="Loading your stats…" />}
            error="Failed to load your stats."
          >
            {(entry) => <OwnStats entry={entry} />}
          </QueryView>
        </TitledCard>

        <Card>
          <CardHeader>
            <CardTitle>Top contributors</CardTitle>
            {board.data ? (
              <CardDescription>
                {board.data.totalContributors === 1
                  ? "1 member has earned points."
                  : `${board.data.totalContributors.toLocaleString("en-US")} members have earned points.`}{" "}
                Other members are shown by first name and last initial.
              </CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="space-y-6 pt-4">
            <QueryList
              query={board}
              loading={<BlockSkeleton label="Loading the leaderboard…" />}
              error="Failed to load the leaderboard."
              empty={
                <EmptyState
                  title="No contributors yet"
                  text="Be the first: take the quiz or review a course you took."
                >
                  <Link to="/interactive-quiz" className={buttonClasses({ size: "sm", className: "mt-3" })}>
                    Take the quiz
                  </Link>
                </EmptyState>
              }
            >
              {(items) => (
                <>
                  <Podium entries={items} />
                  {items.length > 3 ? <RankedList entries={items.slice(3)} /> : null}
                </>
              )}
            </QueryList>
          </CardContent>
        </Card>
      </div>

      <div className="min-w-0 space-y-6">
        <TitledCard title="Badge levels" contentClassName="pt-2">
          <BadgeLevelsTable current={me.data?.badgeLevel} />
        </TitledCard>
        <TitledCard title="How to earn points" contentClassName="pt-4">
          <HowToEarn />
        </TitledCard>
      </div>
    </div>
  );
}

function OwnStats({ entry }: { entry: LeaderboardEntry }) {
  const next = nextBadge(entry.totalPoints);
  const stats = [
    { label: "Approved reviews", value: entry.courseReviews },
    { label: "Report votes", value: entry.verificationVotes },
    { label: "Scams confirmed", value: entry.scamsReported },
    { label: "Quiz completions", value: entry.quizCompletions },
  ];
  return (
    <div className="space-y-4" data-testid="own-stats">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Your points</p>
          <p className="text-3xl font-bold tabular-nums">{pointsText(entry.totalPoints)}</p>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Your rank</p>
          <p className="text-3xl font-bold tabular-nums">#{entry.rank}</p>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Your badge</p>
          <BadgePill level={entry.badgeLevel} className="mt-1 text-sm" />
        </div>
      </div>
      <DefinitionList
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        itemClassName="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
        termClassName="text-xs text-slate-600 dark:text-slate-400"
        detailClassName="text-lg font-semibold tabular-nums"
        items={stats.map((stat) => ({ term: stat.label, detail: stat.value }))}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {next
          ? `${pointsText(next.needed)} to ${next.label} (${next.minPoints} points).`
          : "You hold the highest badge. Thank you for protecting the community."}
      </p>
    </div>
  );
}

function BlockSkeleton({ label }: { label: string }) {
  return (
    <LoadingBars label={label} className="space-y-3 py-2" bars={["h-8 w-1/2", "h-5 w-3/4", "h-5 w-2/3"]} />
  );
}
