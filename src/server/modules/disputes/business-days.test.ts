// The business-day arithmetic behind overdue creator disputes: weekends never count, the hour of
// the day never matters, and "overdue" starts the day after the fifth business day.
import { describe, expect, it } from "vitest";
import { businessDayDue, businessDaysBetween, isOverdue } from "./business-days";

const at = (iso: string) => new Date(iso);

describe("business days", () => {
  it("counts weekdays after the first day up to and including the last", () => {
    // 2026-11-30 is a Monday.
    expect(businessDaysBetween(at("2026-11-30T09:00:00Z"), at("2026-11-30T23:00:00Z"))).toBe(0);
    expect(businessDaysBetween(at("2026-11-30T23:59:00Z"), at("2026-12-01T00:01:00Z"))).toBe(1);
    expect(businessDaysBetween(at("2026-11-30T09:00:00Z"), at("2026-12-04T09:00:00Z"))).toBe(4);
    // Saturday and Sunday do not count.
    expect(businessDaysBetween(at("2026-12-04T09:00:00Z"), at("2026-12-06T09:00:00Z"))).toBe(0);
    expect(businessDaysBetween(at("2026-12-04T09:00:00Z"), at("2026-12-07T09:00:00Z"))).toBe(1);
    // Opened on a Saturday: the Monday after is its first business day.
    expect(businessDaysBetween(at("2026-12-05T12:00:00Z"), at("2026-12-07T08:00:00Z"))).toBe(1);
    // Whole weeks and a remainder, and a span across a year's end.
    expect(businessDaysBetween(at("2026-11-30T00:00:00Z"), at("2026-12-28T00:00:00Z"))).toBe(20);
    expect(businessDaysBetween(at("2026-12-30T00:00:00Z"), at("2027-01-04T00:00:00Z"))).toBe(3);
    expect(businessDaysBetween(at("2026-12-04T00:00:00Z"), at("2026-12-01T00:00:00Z"))).toBe(0);
  });

  it("agrees with a day-by-day count over many spans", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let offset = 0; offset < 14; offset++) {
      for (let length = 0; length < 40; length++) {
        const from = new Date(start + offset * 86_400_000);
        const to = new Date(from.getTime() + length * 86_400_000);
        let expected = 0;
        for (let d = 1; d <= length; d++) {
          const weekday = new Date(from.getTime() + d * 86_400_000).getUTCDay();
          if (weekday !== 0 && weekday !== 6) expected++;
        }
        expect(businessDaysBetween(from, to), `${from.toISOString()} + ${length}`).toBe(expected);
      }
    }
  });

  it("names the due day, skipping weekends", () => {
    expect(businessDayDue(at("2026-11-30T15:00:00Z"), 5)).toBe("2026-12-07"); // Monday -> next Monday
    expect(businessDayDue(at("2026-12-03T15:00:00Z"), 5)).toBe("2026-12-10"); // Thursday -> next Thursday
    expect(businessDayDue(at("2026-12-05T15:00:00Z"), 5)).toBe("2026-12-11"); // Saturday -> Friday
    expect(businessDayDue(at("2026-12-06T15:00:00Z"), 5)).toBe("2026-12-11"); // Sunday -> Friday
  });

  it("is overdue only after the fifth business day has passed", () => {
    const opened = at("2026-12-03T15:00:00Z"); // a Thursday
    expect(isOverdue(opened, at("2026-12-09T23:59:59Z"), 5)).toBe(false); // 4 business days
    expect(isOverdue(opened, at("2026-12-10T23:59:59Z"), 5)).toBe(false); // the due day itself
    expect(isOverdue(opened, at("2026-12-11T00:00:00Z"), 5)).toBe(true); // the day after
    // A weekend between never makes a dispute overdue by itself.
    const friday = at("2026-12-04T10:00:00Z");
    expect(isOverdue(friday, at("2026-12-13T22:00:00Z"), 5)).toBe(false); // Sunday: 5 business days
    expect(isOverdue(friday, at("2026-12-14T01:00:00Z"), 5)).toBe(true); // Monday: 6
  });
});
