// The detector's four headline figures, live from the database (never invented),
// each labelled with what it counts.

import type { FakeGuruStats } from "../../../../shared/contracts/tools";
import { DefinitionList } from "../../../components/ui/definition-list";
import { formatCount } from "../../../lib/format";

const FIGURES: { key: keyof FakeGuruStats; label: string }[] = [
  { key: "suspiciousCreators", label: "Creators flagged as suspicious by our reviewers" },
  { key: "confirmedReports", label: "Community reports confirmed as scams" },
  { key: "lowTrustCourses", label: "Courses with a trust score below 50" },
  { key: "creatorsChecked", label: "Creators checked" },
];

export function FakeGuruStatsStrip({ stats }: { stats: FakeGuruStats }) {
  return (
    <DefinitionList
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      itemClassName="flex flex-col-reverse justify-end gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      termClassName="text-sm text-slate-600 dark:text-slate-400"
      detailClassName="text-2xl font-bold tabular-nums sm:text-3xl"
      items={FIGURES.map((figure) => ({
        key: figure.key,
        term: figure.label,
        detail: formatCount(stats[figure.key]),
      }))}
    />
  );
}
