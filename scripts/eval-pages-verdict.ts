// npm run eval:pages-verdict [-- --dir ../shared/pages] [--split dev|held-out|all] [--pages]: the
// analyzer's verdict on the labelled real pages. Two questions:
// - is this a hype page? The page analysis (src/server/analysis/page-analysis.ts: the text, the
//   detector and what the page's markup and scripts do) at medium or high risk (risk.ts) counts as
//   "hype"; scored against the label's `hype` as precision / recall / F1.
// - are the worst claims found? For each hype page, the share of the label's `claims` (short quotes
//   of the worst hype) that a red-flag finding's phrase overlaps: the claim located in the page's
//   text (case, quotes and whitespace folded) and a finding's span crossing it, or, where the claim
//   cannot be located (or the finding came from markup or a script), one phrase containing the other.
//
// Leave one site out: every page of a site (its URL host) is scored with nothing fitted on that site.
// Neither the rules nor the model are fitted on these pages (the model trains on the written corpus
// only), so each site's held-out scores are its scores here and the pooled leave-one-site-out figure
// equals the all-pages figure; what a rule author looked at, and when, is recorded in
// docs/detector.md ("Real pages"). `--split all` prints the per-site table and the pooled figure.
//
// The pages are read from the shared folder at run time and never copied into this repository.
// Split: by the label's URL host (www. removed), the first 4 bytes of its SHA-256 as a fraction of
// 2^32; under 0.6 is dev, the rest held out (the same split as scripts/eval-page-facts.ts). Fixed
// before any page was read; rules are tuned on dev only and held-out pages are scored once.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type BinaryScores, countOutcomes, scoreCounts } from "../src/server/analysis/binary-scores";
import { analyzePage } from "../src/server/analysis/page-analysis";
import { assessRisk } from "../src/server/analysis/risk";
import type { RedFlagFinding, RiskLevel } from "../src/shared/contracts/analysis";
import { DEFAULT_DIR, hasLabelledPages, type Split, siteOf, splitOf } from "./lib/page-set";

interface Label {
  id: string;
  file: string;
  url: string;
  hype: boolean;
  claims: string[];
}

export interface PageResult {
  id: string;
  site: string;
  split: Split;
  hype: boolean;
  level: RiskLevel;
  points: number;
  findings: number;
  claims: string[];
  found: string[];
  missed: string[];
}

export interface Scores extends BinaryScores {
  pages: number;
  claims: number;
  claimsFound: number;
  claimShare: number;
}

const FOLD: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u00a0": " ",
};

/** Lower case, straight quotes, whitespace runs as one space; `map[i]` is the original index of folded char i. */
function fold(text: string): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const ch = FOLD[text[i]!] ?? text[i]!;
    if (/\s/.test(ch)) {
      if (!space && folded.length > 0) {
        folded += " ";
        map.push(i);
      }
      space = true;
      continue;
    }
    space = false;
    folded += ch.toLowerCase();
    map.push(i);
  }
  return { folded, map };
}

const norm = (s: string) => fold(s).folded.trim();

/** Whether a finding's phrase overlaps the claim (see the header). */
export function claimFound(claim: string, text: string, findings: readonly RedFlagFinding[]): boolean {
  const want = norm(claim);
  if (want === "") return false;
  const { folded, map } = fold(text);
  const spans: Array<[number, number]> = [];
  for (let at = folded.indexOf(want); at !== -1; at = folded.indexOf(want, at + 1)) {
    spans.push([map[at]!, map[at + want.length - 1]! + 1]);
  }
  return findings.some((f) => {
    const located = f.end > f.start && text.slice(f.start, f.end) === f.phrase;
    if (located && spans.some(([s, e]) => f.start < e && s < f.end)) return true;
    if (located && spans.length > 0) return false;
    const phrase = norm(f.phrase);
    return phrase.length >= 4 && (phrase.includes(want) || want.includes(phrase));
  });
}

export function scorePage(label: Label, html: string): PageResult {
  const page = analyzePage({ contentType: "text/html", body: html });
  const risk = assessRisk(page.detection);
  const findings = page.detection.redFlags;
  const claims = label.hype ? label.claims : [];
  const found = claims.filter((c) => claimFound(c, page.text, findings));
  return {
    id: label.id,
    site: siteOf(label.url),
    split: splitOf(label.url),
    hype: label.hype,
    level: risk.level,
    points: risk.points,
    findings: findings.length,
    claims,
    found,
    missed: claims.filter((c) => !found.includes(c)),
  };
}

export function evaluatePages(dir = DEFAULT_DIR): PageResult[] {
  const labels = readFileSync(join(dir, "labels.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Label);
  return labels.map((label) => scorePage(label, readFileSync(join(dir, label.file), "utf8")));
}

/** Hype verdicts scored with medium or high risk as "hype"; an empty ratio counts as 0. */
export function scores(results: readonly PageResult[]): Scores {
  const verdicts = countOutcomes(results.map((r) => ({ y: r.hype ? 1 : 0, predicted: r.level !== "low" })));
  const claims = results.reduce((n, r) => n + r.claims.length, 0);
  const claimsFound = results.reduce((n, r) => n + r.found.length, 0);
  return {
    pages: results.length,
    ...scoreCounts(verdicts, 0),
    claims,
    claimsFound,
    claimShare: claims === 0 ? 0 : claimsFound / claims,
  };
}

/**
 * Leave one site out: each site's pages scored as held out (nothing is fitted on them, see the
 * header), then pooled. Returns the pooled scores and one line per site.
 */
export function leaveOneSiteOut(results: readonly PageResult[]): { pooled: Scores; sites: string[] } {
  const bySite = new Map<string, PageResult[]>();
  for (const r of results) bySite.set(r.site, [...(bySite.get(r.site) ?? []), r]);
  const sites = [...bySite.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([site, pages]) => {
      const right = pages.filter((p) => p.hype === (p.level !== "low")).length;
      const claims = pages.reduce((n, p) => n + p.claims.length, 0);
      const found = pages.reduce((n, p) => n + p.found.length, 0);
      return `  ${site.padEnd(40)} ${pages
        .map((p) => p.id)
        .join(",")
        .padEnd(8)} verdict right ${right}/${pages.length}  claims ${found}/${claims}`;
    });
  return { pooled: scores([...bySite.values()].flat()), sites };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function summary(name: string, s: Scores): string {
  return `${name.padEnd(9)} ${String(s.pages).padStart(3)} pages  hype page P ${pct(s.precision)} R ${pct(s.recall)} F1 ${pct(s.f1)} (tp ${s.tp} fp ${s.fp} fn ${s.fn} tn ${s.tn})  claims found ${s.claimsFound}/${s.claims} = ${pct(s.claimShare)}`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: DEFAULT_DIR },
      split: { type: "string", default: "dev" },
      pages: { type: "boolean", default: false },
    },
  });
  const dir = values.dir;
  if (!hasLabelledPages(dir)) {
    console.error(`No labelled pages at ${dir} (labels.jsonl).`);
    process.exit(2);
  }
  const split = values.split;
  if (!["dev", "held-out", "all"].includes(split)) {
    console.error("--split takes dev, held-out or all (held-out: score it once, at the end).");
    process.exit(2);
  }
  const all = evaluatePages(dir);
  const chosen = split === "all" ? all : all.filter((r) => r.split === split);
  if (values.pages) {
    for (const r of chosen) {
      console.log(
        `${r.id} ${r.split.padEnd(8)} ${r.hype ? "hype  " : "honest"} -> ${r.level.padEnd(6)} ${String(r.points).padStart(3)} pts ${String(r.findings).padStart(3)} findings  claims ${r.found.length}/${r.claims.length}`,
      );
      for (const m of r.missed) console.log(`    missed: ${JSON.stringify(m)}`);
    }
  }
  for (const s of split === "all" ? (["dev", "held-out"] as const) : [split as Split]) {
    console.log(summary(s, scores(all.filter((r) => r.split === s))));
  }
  if (split === "all") {
    console.log(summary("all", scores(all)));
    const loso = leaveOneSiteOut(all);
    if (values.pages) for (const line of loso.sites) console.log(line);
    console.log(
      `${summary("loso", loso.pooled)}  (leave one site out, ${loso.sites.length} sites; nothing is fitted on pages, so it equals "all")`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
