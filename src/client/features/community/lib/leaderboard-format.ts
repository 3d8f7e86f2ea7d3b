// Display helpers for leaderboard entries: names, initials, badge labels and the next badge.
import type { LeaderboardEntry } from "../../../../shared/contracts/leaderboard";
import { BADGE_LEVELS, type BadgeLevel } from "../../../../shared/domain/community";
import { plural } from "../../../lib/format";

export function displayName(entry: LeaderboardEntry): string {
  return `${entry.user.firstName} ${entry.user.lastName}`.trim();
}

export function initials(entry: LeaderboardEntry): string {
  const first = Array.from(entry.user.firstName.trim())[0] ?? "";
  const last = Array.from(entry.user.lastName.trim())[0] ?? "";
  return `${first}${last}`.toUpperCase() || "?";
}

export function badgeLabel(level: BadgeLevel): string {
  return BADGE_LEVELS.find((b) => b.level === level)?.label ?? level;
}

/** The next badge and the points still needed, or null at the top level. */
export function nextBadge(points: number): { label: string; needed: number; minPoints: number } | null {
  const next = BADGE_LEVELS.find((b) => b.minPoints > points);
  return next ? { label: next.label, needed: next.minPoints - points, minPoints: next.minPoints } : null;
}

export function pointsText(points: number): string {
  return plural(points, "point");
}
