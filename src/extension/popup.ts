// The popup: the verdict on the page in plain words, what the page states (price, seller, refund,
// recurring charges), the red flags with a button that shows each phrase on the page, the earnings
// claim statement check, and what HypeCheck has on record (the lookup). Opened from the toolbar it
// checks the active tab; popup.html?tab=<id> shows that tab's result in a full tab.
import type { LookupResponse } from "../shared/contracts/lookup";
import { formatPrice, formatStatedPrice } from "../shared/domain/money-format";
import type { PageCheck } from "./check-page";
import { h } from "./dom";
import { showPhrase } from "./in-page";
import { lookUp } from "./lookup-client";
import { serverOrigin } from "./settings";
import {
  type CheckTabMessage,
  readTabResult,
  type ScoreOnRecordMessage,
  type TabResult,
} from "./tab-results";

const NOT_STATED = "not stated on the page";

const PLAIN_WORDS: Record<PageCheck["verdict"]["riskLevel"], { title: string; words: string }> = {
  high: {
    title: "High risk",
    words:
      "This page says things that the sales pages of scams and over-hyped courses say. Read the red flags below before you pay anything.",
  },
  medium: {
    title: "Medium risk",
    words: "This page shows some warning signs. Check each one below before you pay.",
  },
  low: {
    title: "Low risk",
    words:
      "We found few or no warning signs in this page's words. That is not a guarantee: check the facts below.",
  },
};

function section(id: string, title: string, ...children: Array<Node | string | null>): HTMLElement {
  return h("section", { "aria-labelledby": id }, h("h2", { id }, title), ...children);
}

function quote(evidence: string | undefined): HTMLElement | null {
  return evidence ? h("q", { class: "evidence" }, evidence) : null;
}

function factRow(term: string, value: string | null, evidence?: string): HTMLElement[] {
  return [
    h("dt", {}, term),
    h(
      "dd",
      {},
      value === null ? h("span", { class: "unknown" }, NOT_STATED) : value,
      value === null ? null : quote(evidence),
    ),
  ];
}

function refundWords(refund: NonNullable<NonNullable<PageCheck["facts"]>["refund"]>): string {
  const days = refund.days === null ? "" : `${refund.days} days, `;
  if (refund.kind === "none") return "No refunds";
  if (refund.kind === "unconditional") return `Money back: ${days}no conditions stated`;
  return `Money back: ${days}with conditions`;
}

function factsSection(check: PageCheck): HTMLElement {
  const facts = check.facts;
  const price = facts?.price ?? null;
  const rows = [
    ...factRow("Price", price === null ? null : formatStatedPrice(price), price?.evidence),
    ...(facts?.anchorPrice
      ? factRow(
          "Struck-through price",
          formatPrice(facts.anchorPrice.amount, facts.anchorPrice.currency),
          facts.anchorPrice.evidence,
        )
      : []),
    ...factRow("Seller", facts?.seller?.name ?? null, facts?.seller?.evidence),
    ...factRow("Refund terms", facts?.refund ? refundWords(facts.refund) : null, facts?.refund?.evidence),
    ...factRow(
      "Recurring charges",
      facts?.recurring
        ? facts.recurring.value
          ? "Yes: you are charged again automatically"
          : "No: one charge"
        : null,
      facts?.recurring?.evidence,
    ),
  ];
  return section("facts-heading", "What the page states", h("dl", { class: "facts" }, ...rows));
}

function flagsSection(check: PageCheck, tabId: number): HTMLElement {
  const flags = check.verdict.findings.redFlags;
  if (flags.length === 0) {
    return section("flags-heading", "Red flags", h("p", {}, "No red flags found in this page's words."));
  }
  const status = h("p", { class: "status", role: "status" });
  const items = flags.map((flag, index) => {
    const button = h(
      "button",
      { type: "button", class: "show", "aria-describedby": `flag-${index}` },
      "Show on page",
    );
    button.addEventListener("click", async () => {
      status.textContent = "";
      try {
        const [injection] = await chrome.scripting.executeScript({
          target: { tabId },
          func: showPhrase,
          args: [flag.phrase],
        });
        status.textContent = injection?.result
          ? `Marked on the page: “${flag.phrase}”.`
          : "That phrase is not on the page as shown now (it may be hidden or in a pop-up).";
      } catch {
        status.textContent = "The page cannot be reached any more (it was closed or has changed).";
      }
    });
    return h(
      "li",
      { class: `flag severity-${flag.severity}` },
      h(
        "p",
        { class: "flag-label" },
        h("strong", {}, flag.label),
        h("span", { class: "severity" }, ` ${flag.severity} severity`),
      ),
      h("p", { id: `flag-${index}` }, h("q", {}, flag.phrase)),
      h("p", { class: "explanation" }, flag.explanation),
      button,
    );
  });
  return section(
    "flags-heading",
    `Red flags (${flags.length})`,
    h("ul", { class: "flags" }, ...items),
    status,
  );
}

function earningsSection(check: PageCheck): HTMLElement {
  const intro =
    "An income claim should come with a statement of who earned it, when, how many buyers did, and proof on request (the FTC Business Opportunity Rule asks for these).";
  if (check.earnings.length === 0) {
    return section("earnings-heading", "Income claims", h("p", {}, "No income claims found on the page."));
  }
  const items = check.earnings.map((line) =>
    h(
      "li",
      {},
      h("p", {}, "Claim: ", h("q", {}, line.claim)),
      line.present.length > 0
        ? h(
            "ul",
            { class: "present" },
            ...line.present.map((p) => h("li", {}, `${p.label}: `, h("q", {}, p.phrase))),
          )
        : null,
      line.missing.length > 0
        ? h("ul", { class: "missing" }, ...line.missing.map((m) => h("li", {}, `Missing: ${m}`)))
        : h("p", {}, "Every element of the statement is on the page."),
    ),
  );
  return section(
    "earnings-heading",
    "Income claims",
    h("p", { class: "note" }, intro),
    h("ul", { class: "earnings" }, ...items),
  );
}

function link(origin: string, path: string, text: string): HTMLAnchorElement {
  return h("a", { href: `${origin}${path}`, target: "_blank", rel: "noopener noreferrer" }, text);
}

function recordBody(answer: LookupResponse, origin: string): Node[] {
  const out: Node[] = [];
  const course = answer.course;
  if (course === null) {
    out.push(
      h("p", {}, "This page is not in the HypeCheck catalogue."),
      answer.submitLink
        ? h("p", {}, link(origin, answer.submitLink, "Submit this course to HypeCheck"))
        : document.createTextNode(""),
    );
  } else {
    const score =
      course.trustScore === null ? "not scored yet" : `${course.trustScore}/100 (${course.bandLabel})`;
    const verified = course.verification.isVerified
      ? `Verified${course.verification.source ? `: ${course.verification.source}` : ""}`
      : "Not verified by HypeCheck";
    const reviews =
      course.reviews.count === 0
        ? "No reviews yet"
        : `${course.reviews.count} review${course.reviews.count === 1 ? "" : "s"}, rated ${course.reviews.averageRating} of 5 (${course.reviews.verifiedCount} verified enrolments)`;
    const history =
      course.priceHistory.points === 0
        ? course.priceHistory.goodDealReason
        : `${course.priceHistory.points} prices recorded; 12-month low ${formatPrice(course.priceHistory.lowest12Months, course.priceHistory.currency)}, high ${formatPrice(course.priceHistory.highest12Months, course.priceHistory.currency)}`;
    out.push(
      h(
        "p",
        {},
        link(origin, course.link, course.title),
        course.editorialStatus === "unreviewed" ? " (not yet reviewed by our editors)" : "",
      ),
      h(
        "dl",
        { class: "facts" },
        h("dt", {}, "Trust score"),
        h("dd", {}, score),
        h("dt", {}, "Verification"),
        h("dd", {}, verified),
        h("dt", {}, "Creator"),
        h(
          "dd",
          {},
          link(origin, course.creator.link, course.creator.name),
          ` (${course.creator.verificationStatus})`,
        ),
        h("dt", {}, "Reviews"),
        h("dd", {}, reviews),
        h("dt", {}, "Price history"),
        h("dd", {}, history),
      ),
    );
  }
  if (answer.recordsSearchedFor === null) {
    out.push(h("p", {}, "Public records: the page names no seller to search for."));
  } else if (answer.publicRecords.length === 0) {
    out.push(h("p", {}, `Public records: none found naming ${answer.recordsSearchedFor}.`));
  } else {
    out.push(
      h("h3", {}, `Public records naming ${answer.recordsSearchedFor}`),
      h(
        "ul",
        { class: "records" },
        ...answer.publicRecords.map((record) =>
          h(
            "li",
            {},
            h("a", { href: record.url, target: "_blank", rel: "noopener noreferrer" }, record.title),
            ` (${record.authority}, ${record.date}; ${record.match.by === "name" ? "same name only: it may be someone else" : `matched on ${record.match.by}`})`,
          ),
        ),
      ),
    );
  }
  return out;
}

/**
 * The lookup found the page's course with a trust score: the service worker raises the verdict (and
 * the badge) to that score's band, and the verdict shown is replaced by the new one.
 */
async function takeScoreOnRecord(check: PageCheck, tabId: number, trustScore: number): Promise<void> {
  if (check.canonicalUrl === null || check.trustScoreOnRecord === trustScore) return;
  const message: ScoreOnRecordMessage = {
    type: "hypecheck:score-on-record",
    tabId,
    canonicalUrl: check.canonicalUrl,
    trustScore,
  };
  const result = await chrome.runtime.sendMessage<TabResult | null>(message);
  if (result?.ok) document.querySelector("section.verdict")?.replaceWith(verdictSection(result.check));
}

function recordSection(check: PageCheck, tabId: number): HTMLElement {
  const body = h("div", { "aria-live": "polite", "aria-busy": "true" }, h("p", {}, "Asking HypeCheck…"));
  const el = section("record-heading", "On record at HypeCheck", body);
  if (check.canonicalUrl === null) {
    body.replaceChildren(h("p", {}, "This is not a web page HypeCheck can look up."));
    body.setAttribute("aria-busy", "false");
    return el;
  }
  void (async () => {
    const origin = await serverOrigin();
    const outcome = await lookUp(origin, check.canonicalUrl!, check.facts?.seller?.name ?? null);
    body.replaceChildren(
      ...(outcome.ok ? recordBody(outcome.answer, origin) : [h("p", { class: "error" }, outcome.message)]),
    );
    body.setAttribute("aria-busy", "false");
    const score = outcome.ok ? (outcome.answer.course?.trustScore ?? null) : null;
    if (score !== null) await takeScoreOnRecord(check, tabId, score);
  })();
  return el;
}

/** The verdict in plain words: why the level is what it is. */
function plainWords(check: PageCheck): string {
  const level = check.verdict.riskLevel;
  if (check.trustScoreOnRecord !== null && level !== check.pageRiskLevel) {
    return `The page's words alone look ${PLAIN_WORDS[check.pageRiskLevel].title.toLowerCase()}, but the trust score HypeCheck has on record for this course puts it at ${PLAIN_WORDS[level].title.toLowerCase()}: see "On record at HypeCheck" below.`;
  }
  return PLAIN_WORDS[level].words;
}

function verdictSection(check: PageCheck): HTMLElement {
  const level = check.verdict.riskLevel;
  return h(
    "section",
    { "aria-labelledby": "verdict-heading", class: `verdict level-${level}` },
    h(
      "h1",
      { id: "verdict-heading" },
      h("span", { class: "pill" }, PLAIN_WORDS[level].title),
      " ",
      check.title ?? "This page",
    ),
    h("p", {}, plainWords(check)),
    h("p", { class: "headline" }, check.verdict.headline),
    check.truncated
      ? h("p", { class: "note" }, "The page is very long: only its first 2 MB were read.")
      : null,
  );
}

function render(main: HTMLElement, result: TabResult | null, tabId: number): void {
  if (result === null) {
    main.replaceChildren(
      h("h1", {}, "Not checked yet"),
      h(
        "p",
        {},
        "Click the HypeCheck button in the toolbar (or press Alt+Shift+H) on the page you want checked.",
      ),
    );
    return;
  }
  if (!result.ok) {
    main.replaceChildren(
      h("h1", {}, "This page could not be checked"),
      h("p", {}, "Browser pages, the extension store and files cannot be read by extensions."),
      h("p", { class: "note" }, result.error),
    );
    return;
  }
  const { check } = result;
  main.replaceChildren(
    verdictSection(check),
    factsSection(check),
    recordSection(check, tabId),
    flagsSection(check, tabId),
    earningsSection(check),
    h(
      "p",
      { class: "privacy" },
      check.canonicalUrl === null
        ? "Checked in your browser: the page's text did not leave it, and nothing was sent to HypeCheck."
        : check.facts?.seller
          ? "Checked in your browser: the page's text did not leave it. HypeCheck was sent only this page's address and the seller's name."
          : "Checked in your browser: the page's text did not leave it. HypeCheck was sent only this page's address.",
    ),
  );
}

async function start(): Promise<void> {
  const main = document.querySelector("main")!;
  const wanted = new URLSearchParams(location.search).get("tab");
  const inTab = wanted !== null;
  let tabId = wanted === null ? Number.NaN : Number(wanted);
  if (!inTab) {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    tabId = tab?.id ?? Number.NaN;
  }
  if (!Number.isInteger(tabId)) {
    main.replaceChildren(h("h1", {}, "No page to check"));
    return;
  }
  document.body.classList.toggle("in-tab", inTab);
  const openInTab = document.querySelector<HTMLAnchorElement>("#open-in-tab")!;
  if (inTab) openInTab.remove();
  else openInTab.href = `popup.html?tab=${tabId}`;

  const stored = await readTabResult(tabId);
  if (inTab) {
    render(main, stored, tabId);
    return;
  }
  // Opened from the toolbar or the shortcut: that is the person's ask, so the page is read now.
  main.replaceChildren(h("p", { role: "status" }, "Checking this page…"));
  const message: CheckTabMessage = { type: "hypecheck:check-tab", tabId };
  const result = await chrome.runtime.sendMessage<TabResult>(message);
  render(main, result, tabId);
}

void start();
