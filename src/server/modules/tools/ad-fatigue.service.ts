// The ad-fatigue check (recorded data only, never a random result): the
// text is matched to a catalogue course (its page URL, or its title, typo-tolerant) or a creator
// (name), and the answer is counted from recorded ad sightings over the last 4 complete ISO weeks.
// Nothing is random and nothing waits: the same text and the same week give the same answer.
import { type SQL, sql } from "drizzle-orm";
import {
  AD_HEAVY_FROM_PER_WEEK,
  AD_MIN_SIGHTINGS,
  AD_PROBABLY_FAKE_ABOVE_PER_WEEK,
  AD_WEEKS,
  type AdFatigueResult,
  type AdVerdict,
} from "../../../shared/contracts/tools";
import type { Db } from "../../db/client";
import { DAY_MS } from "../../lib/time";

const WEEK_MS = 7 * DAY_MS;

type Match = NonNullable<AdFatigueResult["match"]>;

/** Monday 00:00 UTC of the week holding `now`. */
export function isoWeekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const times = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A pasted address: with a scheme, or a host name followed by a path. */
function looksLikeUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(text);
}
/** "https://www.Example.com/course/" -> "example.com/course": how URLs are compared. */
const URL_KEY = (column: SQL) =>
  sql`regexp_replace(regexp_replace(lower(${column}), '^https?://(www\\.)?', ''), '[/?#]+$', '')`;

export function verdictFor(total: number): AdVerdict {
  if (total < AD_MIN_SIGHTINGS) return "not-enough-data";
  // Compared on the whole-window total so no rounding can tip the balance: > 5 a week = > 20 in 4.
  if (total > AD_PROBABLY_FAKE_ABOVE_PER_WEEK * AD_WEEKS) return "probably-fake";
  if (total >= AD_HEAVY_FROM_PER_WEEK * AD_WEEKS) return "heavy";
  return "normal";
}

export function createAdFatigueService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function matchUrl(text: string): Promise<Match | null> {
    const { rows } = (await db.execute(sql`select id, title from courses
      where ${URL_KEY(sql`original_url`)} = ${URL_KEY(sql`${text}`)}
         or ${URL_KEY(sql`affiliate_url`)} = ${URL_KEY(sql`${text}`)}
      order by id limit 1`)) as unknown as { rows: { id: number; title: string }[] };
    const row = rows[0];
    return row ? { kind: "course", id: row.id, name: row.title, link: `/courses/${row.id}` } : null;
  }

  /**
   * The closest course title or creator name: an exact name (any case) first, then pg_trgm word
   * similarity (a misspelt word still matches), a course before a creator on a tie, then by id.
   */
  async function matchName(text: string): Promise<Match | null> {
    const { rows } = (await db.execute(sql`select * from (
        (select 'course' as kind, id, title as name, null::text as slug,
           (lower(title) = lower(${text}))::int as exact,
           word_similarity(${text}, title) as ws, similarity(${text}, title) as sim
         from courses where lower(title) = lower(${text}) or ${text} <% title
         order by exact desc, ws desc, sim desc, id limit 1)
        union all
        (select 'creator' as kind, id, name, slug,
           (lower(name) = lower(${text}))::int as exact,
           word_similarity(${text}, name) as ws, similarity(${text}, name) as sim
         from creators where lower(name) = lower(${text}) or ${text} <% name
         order by exact desc, ws desc, sim desc, id limit 1)
      ) m
      order by exact desc, ws desc, sim desc, (kind = 'course') desc, id
      limit 1`)) as unknown as {
      rows: { kind: "course" | "creator"; id: number; name: string; slug: string | null }[];
    };
    const row = rows[0];
    if (!row) return null;
    return row.kind === "course"
      ? { kind: "course", id: row.id, name: row.name, link: `/courses/${row.id}` }
      : { kind: "creator", id: row.id, name: row.name, link: `/creators/${row.slug}` };
  }

  async function sightings(match: Match, from: Date, to: Date) {
    // A creator's count includes the ads for any of their courses.
    const subject =
      match.kind === "course"
        ? sql`course_id = ${match.id}`
        : sql`(creator_id = ${match.id} or course_id in (select id from courses where creator_id = ${match.id}))`;
    const { rows } = (await db.execute(sql`select
        floor(extract(epoch from (seen_at - ${from.toISOString()}::timestamptz)) / ${WEEK_MS / 1000})::int as week,
        platform, count(*)::int as n
      from ad_sightings
      where ${subject}
        and seen_at >= ${from.toISOString()}::timestamptz and seen_at < ${to.toISOString()}::timestamptz
      group by 1, 2`)) as unknown as { rows: { week: number; platform: string; n: number }[] };
    return rows.map((r) => ({ week: Number(r.week), platform: r.platform, n: Number(r.n) }));
  }

  return {
    async check(text: string): Promise<AdFatigueResult> {
      const to = isoWeekStart(now());
      const from = new Date(to.getTime() - AD_WEEKS * WEEK_MS);
      const weeks = Array.from({ length: AD_WEEKS }, (_, i) => ({
        weekStart: isoDate(new Date(from.getTime() + i * WEEK_MS)),
        sightings: 0,
      }));
      const lastDay = isoDate(new Date(to.getTime() - DAY_MS));
      const windowText = `the ${AD_WEEKS} complete weeks from ${weeks[0]?.weekStart} to ${lastDay}`;
      const rule = `Our rule: an advert seen more than ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} times a week on average is a sign of a probably fake course; ${AD_HEAVY_FROM_PER_WEEK} to ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} a week is heavy; fewer than ${AD_MIN_SIGHTINGS} sightings in ${AD_WEEKS} weeks is too little to judge.`;

      const match = looksLikeUrl(text) ? await matchUrl(text) : await matchName(text);
      if (!match) {
        return {
          match: null,
          weeks,
          total: 0,
          perWeek: 0,
          platforms: [],
          verdict: "not-enough-data",
          reasoning: [
            `No course or creator in our catalogue matches "${text}", so we have no recorded ads to count.`,
            "Not enough data is not a clean bill of health: check the course page, reviews and community reports.",
          ],
        };
      }

      const rows = await sightings(match, from, to);
      const byPlatform = new Map<string, number>();
      for (const row of rows) {
        const week = weeks[row.week];
        if (week) week.sightings += row.n;
        byPlatform.set(row.platform, (byPlatform.get(row.platform) ?? 0) + row.n);
      }
      const total = weeks.reduce((sum, w) => sum + w.sightings, 0);
      const perWeek = Math.round((total / AD_WEEKS) * 100) / 100;
      const platforms = [...byPlatform.entries()]
        .map(([platform, n]) => ({ platform, sightings: n }))
        .sort((a, b) => b.sightings - a.sightings || a.platform.localeCompare(b.platform));
      const verdict = verdictFor(total);

      const reasoning = [
        `We recorded ${times(total, "ad sighting")} for ${match.name} in ${windowText}: ${perWeek} a week on average.`,
      ];
      if (match.kind === "creator")
        reasoning.push("For a creator we count their own ads and the ads for any of their courses.");
      reasoning.push(rule);
      if (verdict === "probably-fake") {
        const busyWeeks = weeks.filter((w) => w.sightings > AD_PROBABLY_FAKE_ABOVE_PER_WEEK).length;
        reasoning.push(
          `That is more than ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} a week (above ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} in ${times(busyWeeks, "week")} of ${AD_WEEKS}): relentless advertising is typical of courses that sell hype rather than results.`,
        );
      } else if (verdict === "heavy") {
        reasoning.push(
          `That is heavy advertising, though not above ${AD_PROBABLY_FAKE_ABOVE_PER_WEEK} a week: check the trust score and reviews before you buy.`,
        );
      } else if (verdict === "normal") {
        reasoning.push(`That is fewer than ${AD_HEAVY_FROM_PER_WEEK} a week: ordinary advertising.`);
      } else {
        reasoning.push(
          `Fewer than ${AD_MIN_SIGHTINGS} sightings is not enough data to judge, and not a clean bill of health either.`,
        );
      }
      return { match, weeks, total, perWeek, platforms, verdict, reasoning };
    },
  };
}

export type AdFatigueService = ReturnType<typeof createAdFatigueService>;
