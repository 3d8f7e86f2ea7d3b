// The three importers read their formats into records, and refuse a bad file whole with reasons.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuClock } from "../../../shared/testing/cpu-clock";
import { readFeedNames } from "./feed-names";
import { parseFtmLines } from "./import-ftm";
import { parseHypeCheckFile } from "./import-hypecheck";
import { kindOfTitle, parseRssFeed } from "./import-rss";
import { hasLegalForm, nameKey, siteKey } from "./names";
import { ImportRefused } from "./parsed-record";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

function refusal(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportRefused) return error.reasons;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("names", () => {
  it("compare without case, accents, punctuation, a leading The or a legal form", () => {
    expect(nameKey("Acme Trading, LLC")).toBe("acme trading");
    expect(nameKey("ACME TRADING L.L.C.")).toBe("acme trading");
    expect(nameKey("The Acme Trading Co.")).toBe("acme trading");
    expect(nameKey("José Núñez")).toBe("jose nunez");
    expect(nameKey("Doe, Jane")).toBe("jane doe");
    expect(nameKey("Brightpath Wealth Academy Pty Ltd")).toBe("brightpath wealth academy");
    expect(nameKey("O’Brien & Sons Inc")).toBe("obrien and sons");
    expect(nameKey("...")).toBe("");
    // A company whose whole name is a legal form keeps it.
    expect(nameKey("Company")).toBe("company");
  });

  it("tell a company by its legal form, and a site by its host", () => {
    expect(hasLegalForm("Vireo Capital Partners LLC")).toBe(true);
    expect(hasLegalForm("Jordan Vale")).toBe(false);
    expect(siteKey("https://www.Brightpath-Wealth.example/join?x=1")).toBe("brightpath-wealth.example");
    expect(siteKey("harrowsignals.example")).toBe("harrowsignals.example");
    expect(siteKey("not a site")).toBeNull();
  });
});

describe("the hypecheck format", () => {
  it("reads every record with its names, aliases and domains", () => {
    const file = parseHypeCheckFile(fixture("records.hypecheck.json"));
    expect(file.dataset).toMatchObject({
      slug: "hypecheck-test-fixture",
      title: "HypeCheck test fixture",
      format: "hypecheck",
    });
    expect(file.records).toHaveLength(3);
    expect(file.records[0]!.names[0]).toEqual({
      name: "Brightpath Wealth Academy, LLC",
      kind: "company",
      role: "defendant",
      aliases: ["Brightpath Academy"],
      domains: ["brightpath-wealth.example"],
    });
  });

  it("refuses a file with one bad record whole, naming every problem", () => {
    const json = JSON.parse(fixture("records.hypecheck.json"));
    json.records[1].url = "http://www.sec.gov/not-https";
    json.records[2].names = [];
    json.records.push({ ...json.records[0] });
    const reasons = refusal(() => parseHypeCheckFile(JSON.stringify(json)));
    expect(reasons).toEqual([
      "records[1] (test-sec-vale-2022) url: an official https:// address",
      "records[2] (test-asa-vale-2023) names: Too small: expected array to have >=1 items",
      'records[3] (test-ftc-brightpath-2024): sourceId "test-ftc-brightpath-2024" appears twice.',
    ]);
    expect(refusal(() => parseHypeCheckFile("{"))).toEqual(["The file is not JSON."]);
  });
});

describe("FollowTheMoney entity lines", () => {
  it("makes a record of each Sanction and Documentation naming people or companies", () => {
    const file = parseFtmLines(fixture("entities.ftm.jsonl"));
    expect(file.dataset).toMatchObject({
      slug: "ftm:us_cftc_enforcement_fixture",
      format: "ftm",
      licence: expect.stringContaining("CC BY-NC 4.0"),
    });
    expect(file.dataset.refreshedAt?.toISOString()).toBe("2026-10-15T00:00:00.000Z");
    const [sanction, documentation] = file.records;
    expect(sanction).toMatchObject({
      sourceId: "ftm:fx-sanction-1",
      authority: "CFTC",
      authorityName: "US Commodity Futures Trading Commission",
      jurisdiction: "US",
      kind: "settlement-order",
      outcome: "order",
      date: "2025-01-08",
      title: "CFTC Order: Harrow Signal Markets (fixture)",
      url: "https://www.cftc.gov/PressRoom/PressReleases/fixture-harrow",
    });
    expect(sanction!.names).toEqual([
      {
        name: "Odile Brannock",
        kind: "person",
        role: null,
        aliases: ["Odile B. Brannock"],
        domains: ["odile-profits.example"],
      },
      {
        name: "Harrow Signal Markets Ltd",
        kind: "company",
        role: null,
        aliases: ["Harrow Signals"],
        domains: ["harrowsignals.example"],
      },
    ]);
    expect(documentation).toMatchObject({
      sourceId: "ftm:fx-doc-lumen",
      authority: "ASIC",
      kind: "warning",
      outcome: "warning",
      date: "2025-02-03",
      title: "ASIC warns consumers about Lumenbridge Courses (fixture)",
    });
    expect(documentation!.names[0]!.domains).toEqual(["lumenbridge.example"]);
    // The address is not a record; the undated sanction is left out with a note.
    expect(file.records).toHaveLength(2);
    expect(file.notes).toEqual([expect.stringContaining("fx-sanction-undated has no date")]);
    expect(file.skipped).toBe(2);
  });

  it("refuses a file with a line that is not an entity, naming the lines", () => {
    const lines = fixture("entities.ftm.jsonl").split("\n");
    lines[1] = "{not json";
    lines[3] = JSON.stringify({ id: "x", schema: "Person", properties: { name: "Not An Array" } });
    expect(refusal(() => parseFtmLines(lines.join("\n")))).toEqual([
      "line 2: not JSON.",
      'line 4: property "name" is not an array.',
    ]);
  });
});

describe("RSS and Atom feeds", () => {
  it("keeps sure names in the record and sends unsure ones to review", () => {
    const file = parseRssFeed(fixture("press-releases.rss.xml"));
    expect(file.dataset).toMatchObject({ title: "FTC Press Releases (fixture)", format: "rss" });
    // The settlement's title names nobody ("Owners" is not a name), nor does the meeting agenda.
    expect(file.skipped).toBe(2);
    const [kestrel, charged] = file.records;
    expect(kestrel).toMatchObject({
      authority: "FTC",
      kind: "complaint",
      outcome: "alleged",
      date: "2026-11-16",
      sourceId: "rss:fixture-kestrel-2026",
    });
    expect(kestrel!.names.map((n) => [n.name, n.kind])).toEqual([["Kestrel Income Systems LLC", "company"]]);
    // "Owner Dario Penhallow" has a word that is not a name; the payment processor is only in the text.
    expect(kestrel!.unsure.map((u) => u.name)).toEqual([
      "Dario Penhallow",
      "Northgate Merchant Services Inc.",
    ]);
    expect(file.records).toHaveLength(2);
    expect(charged!.title).toBe("FTC Charges Rowan Ashby in Business Coaching Scheme");
    // A Title Case title the text does not repeat proves nothing: unsure.
    expect(charged!.names).toEqual([]);
    expect(charged!.unsure).toEqual([
      expect.objectContaining({ name: "Rowan Ashby", reason: expect.stringContaining("Title Case") }),
    ]);
  });

  it("reads a litigation release's whole title, and the authority from the feed", () => {
    const file = parseRssFeed(fixture("litigation-releases.atom.xml"));
    expect(file.records).toHaveLength(1);
    expect(file.records[0]).toMatchObject({
      authority: "SEC",
      kind: "litigation-release",
      outcome: "alleged",
    });
    expect(file.records[0]!.names.map((n) => n.name)).toEqual([
      "Tamsin Okafor",
      "Vireo Capital Partners LLC",
    ]);
  });

  it("refuses what is not a feed, a feed from an unknown publisher, and items without a link", () => {
    expect(refusal(() => parseRssFeed("<html><body>hi</body></html>"))).toEqual([
      "The file is not an RSS or Atom feed.",
    ]);
    const unknown = fixture("press-releases.rss.xml")
      .replace("FTC Press Releases (fixture)", "Someone's blog")
      .replace("https://www.ftc.gov/news-events/news/press-releases</link>", "https://blog.example</link>");
    expect(refusal(() => parseRssFeed(unknown))[0]).toContain("not one we know");
    const noLink = fixture("press-releases.rss.xml").replace(
      "<link>https://www.ftc.gov/news-events/news/press-releases/fixture-ashby</link>",
      "<link>http://www.ftc.gov/insecure</link>",
    );
    expect(refusal(() => parseRssFeed(noLink))).toEqual(["item 3: no https:// address."]);
  });

  it("says what a title announces, and says nothing when it does not", () => {
    for (const [title, kind, outcome] of [
      ["FTC Sues X", "complaint", "alleged"],
      ["X Agrees to Settle FTC Charges", "settlement-order", "settled"],
      ["Court Enters Judgment Against X", "judgment", "judgment"],
      ["Court Dismisses Case Against X", "judgment", "dismissed"],
      ["FTC Announces Workshop", "press-release", "not-stated"],
    ] as const) {
      expect(kindOfTitle(title, false), title).toEqual({ kind, outcome });
    }
  });

  it("reads names in linear time on a hostile title", () => {
    const title = `FTC Sues ${"Aaaa ".repeat(20_000)}LLC`;
    const cpu = cpuClock();
    readFeedNames(title, "b ".repeat(50_000));
    expect(cpu.elapsed()).toBeLessThan(2000);
  });
});
