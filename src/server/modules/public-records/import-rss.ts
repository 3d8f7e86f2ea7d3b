// RSS and Atom feeds of press releases and litigation releases (the FTC, SEC and CFTC publish
// them), parsed with htmlparser2's feed reader. The authority is the one publishing from the feed's
// host (authorities.ts), or one its title names; each item becomes a record only when its title
// names someone (feed-names.ts: sure names go into the record, unsure ones to the review queue).
// An item without a title, an https address or a date refuses the feed.
import { DomUtils, parseDocument, parseFeed } from "htmlparser2";
import {
  PUBLIC_RECORD_KIND_LABELS,
  type PublicRecordKind,
  type PublicRecordOutcome,
} from "../../../shared/contracts/public-records-terms";
import { storableText } from "../../analysis/storable-text";
import { type Authority, authorityNamed, authorityOfHost } from "./authorities";
import { readFeedNames } from "./feed-names";
import { ourSummary, type ParsedFile, type ParsedRecord, refuse } from "./parsed-record";

const BODY_MAX = 20_000;

/** Plain text of an item's description, which feeds often carry as escaped HTML. */
function plainText(html: string): string {
  const text = DomUtils.textContent(parseDocument(html.slice(0, BODY_MAX * 4)));
  return storableText(text).replace(/\s+/g, " ").trim().slice(0, BODY_MAX);
}

/** What kind of action a title announces, by its verbs; "press-release" when it says none. */
export function kindOfTitle(
  title: string,
  litigation: boolean,
): { kind: PublicRecordKind; outcome: PublicRecordOutcome } {
  const lower = ` ${title.toLowerCase()} `;
  const has = (...words: string[]) => words.some((w) => lower.includes(w));
  if (has(" dismiss")) return { kind: litigation ? "litigation-release" : "judgment", outcome: "dismissed" };
  if (has(" judgment", " verdict", " convicted", " sentenced", " found liable"))
    return { kind: litigation ? "litigation-release" : "judgment", outcome: "judgment" };
  if (has(" settle", " settlement", " agrees to", " agree to", " consent order", " order "))
    return { kind: litigation ? "litigation-release" : "settlement-order", outcome: "settled" };
  if (has(" warns", " warning", " alert", " caution")) return { kind: "warning", outcome: "warning" };
  if (has(" sues", " sued", " charges", " charged", " complaint", " lawsuit", " alleg"))
    return { kind: litigation ? "litigation-release" : "complaint", outcome: "alleged" };
  return { kind: litigation ? "litigation-release" : "press-release", outcome: "not-stated" };
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return (end === -1 ? text : text.slice(0, end)).slice(0, 400);
}

export interface FeedSource {
  /** The feed's address (PUBLIC_RECORD_FEEDS), when read by the refresh job. */
  url?: string;
  /** An authority given with the address ("SEC=https://…"), its short name. */
  authority?: string;
}

export function parseRssFeed(content: string, source: FeedSource = {}): ParsedFile {
  const feed = parseFeed(content, { xmlMode: true });
  if (feed === null) refuse(["The file is not an RSS or Atom feed."]);
  const named = source.authority ? authorityNamed(source.authority) : null;
  const authority: Authority | null =
    named ??
    (source.url ? authorityOfHost(source.url) : null) ??
    (feed.link ? authorityOfHost(feed.link) : null) ??
    authorityNamed(feed.title ?? "");
  if (authority === null) {
    refuse([
      `The feed's publisher is not one we know (${feed.title ?? feed.link ?? "no title"}): feeds are read from the FTC, SEC, CFTC, DOJ, UK FCA, ASA, ACCC or ASIC.`,
    ]);
  }
  const reasons: string[] = [];
  const records: ParsedRecord[] = [];
  let skipped = 0;
  const seen = new Set<string>();
  feed.items.forEach((item, index) => {
    const where = `item ${index + 1}`;
    const title = storableText(item.title ?? "")
      .replace(/\s+/g, " ")
      .trim();
    const link = (item.link ?? "").trim();
    if (title === "") reasons.push(`${where}: no title.`);
    if (!(link.startsWith("https://") && URL.canParse(link))) reasons.push(`${where}: no https:// address.`);
    if (!item.pubDate || Number.isNaN(item.pubDate.getTime())) reasons.push(`${where}: no date.`);
    if (title === "" || !link.startsWith("https://") || !item.pubDate || Number.isNaN(item.pubDate.getTime()))
      return;
    const sourceId = `rss:${(item.id ?? link).trim().slice(0, 280)}`;
    if (seen.has(sourceId)) return;
    seen.add(sourceId);
    const body = plainText(item.description ?? "");
    const litigation =
      /litigation/i.test(source.url ?? feed.link ?? "") || /litigation release/i.test(feed.title ?? "");
    const { sure, unsure } = readFeedNames(title, body, { wholeTitle: litigation });
    if (sure.length === 0 && unsure.length === 0) {
      skipped += 1;
      return;
    }
    // A litigation release's title is often just the names: its first sentence says what happened.
    const fromTitle = kindOfTitle(title, litigation);
    const { kind, outcome } =
      fromTitle.outcome === "not-stated" ? kindOfTitle(firstSentence(body), litigation) : fromTitle;
    const names = sure.map((n) => ({ name: n.name, kind: n.kind, role: null, aliases: [], domains: [] }));
    records.push({
      sourceId,
      authority: authority.code,
      authorityName: authority.name,
      jurisdiction: authority.jurisdiction,
      kind,
      date: item.pubDate.toISOString().slice(0, 10),
      title: title.slice(0, 500),
      url: link,
      outcome,
      summary: ourSummary({
        authorityName: authority.name,
        kindLabel: PUBLIC_RECORD_KIND_LABELS[kind],
        names,
      }),
      topics: [],
      names,
      unsure,
    });
  });
  if (reasons.length > 0) refuse(reasons);
  const feedAddress = source.url ?? feed.link ?? null;
  return {
    dataset: {
      slug: `feed:${feedAddress ?? feed.title ?? authority.code}`,
      title: feed.title?.trim() || `${authority.name} feed`,
      format: "rss",
      sourceUrl: feedAddress,
      licence: null,
      refreshedAt: feed.updated && !Number.isNaN(feed.updated.getTime()) ? feed.updated : new Date(),
    },
    records,
    skipped,
    notes: [],
  };
}
