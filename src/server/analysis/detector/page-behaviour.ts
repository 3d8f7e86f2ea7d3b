// What a sales page does, not what it says: read from its HTML (markup and inline scripts) as well
// as its text. Fake "someone just bought" notifications, countdown timers (evergreen ones that
// restart on every visit above all), an anchor price set against today's price, upsell chains
// (one-time offers with a "no thanks" link), chargeback threats, recurring billing and the refund
// terms the page-facts reader found (in any language it reads). Each
// finding quotes its evidence: the phrase in the page's text when it is there (offsets into that
// text), else the snippet of markup or script it came from (start = end = 0, since it is not in the
// text). Pure and linear: every scan is indexOf or a regular expression without nested quantifiers,
// over at most MAX_HTML characters, with at most MAX_PER_KIND findings of a kind.
import type {
  Detection,
  PositiveFinding,
  RedFlagFinding,
  TermsItem,
  TermsKind,
} from "../../../shared/contracts/analysis";
import { readTags } from "../html-tokens";
import { readPageFacts } from "../page-facts/page-facts";
import type { PageFacts, RefundFact } from "../page-facts/types";
import { POSITIVE_EXPLANATIONS, POSITIVE_LABELS, RED_FLAG_AUTHORITY, RED_FLAG_LABELS } from "./labels";
import { TERMS_EXPLANATIONS, TERMS_LABELS } from "./terms";

export const MAX_HTML = 2 * 1024 * 1024;
const MAX_PER_KIND = 3;
const SNIPPET = 120;

export interface PageBehaviour {
  redFlags: RedFlagFinding[];
  terms: TermsItem[];
  /** A refund the page-facts reader found, as the positive signal the English phrase rules give. */
  positives: PositiveFinding[];
}

/** Inline script bodies, found with indexOf (no regular expression over the whole body). */
function scripts(html: string): string[] {
  const out: string[] = [];
  const lower = html.toLowerCase();
  let at = 0;
  let total = 0;
  while (total < MAX_HTML) {
    const open = lower.indexOf("<script", at);
    if (open === -1) break;
    const tagEnd = lower.indexOf(">", open);
    if (tagEnd === -1) break;
    const close = lower.indexOf("</script", tagEnd);
    const end = close === -1 ? html.length : close;
    out.push(html.slice(tagEnd + 1, end));
    total += end - tagEnd;
    at = end + 1;
  }
  return out;
}

/** Where a snippet of markup or script may start or end: a space, a statement's or a tag's edge. */
const SNIPPET_EDGE = /[\s;{}<>]/;

/**
 * One line of evidence: the snippet around an index, quotes and whitespace tidied, cut at a space or
 * a statement's or tag's edge (never inside a word or a name: "total--; var m", not "al(tick);...").
 */
function snippet(source: string, index: number, length: number): string {
  let from = Math.max(0, index - 30);
  let to = Math.min(source.length, index + Math.max(length, SNIPPET - 30));
  if (from > 0) {
    const edge = source.slice(from, index).search(SNIPPET_EDGE);
    from = edge === -1 ? index : from + edge + 1;
  }
  if (to < source.length) {
    const tail = source.slice(index + length, to);
    let edge = tail.length - 1;
    while (edge >= 0 && !SNIPPET_EDGE.test(tail[edge]!)) edge -= 1;
    to = edge === -1 ? index + length : index + length + edge + 1;
  }
  return source.slice(from, to).replace(/\s+/g, " ").replace(/[\\]/g, "").trim();
}

/** "someone in Lagos just bought", "acabou de comprar", "vient d'acheter", "heeft zojuist gekocht". */
const JUST_BOUGHT =
  /\b(?:just|recently)\s(?:purchased|bought|ordered|signed up|joined|enrolled|registered|grabbed|claimed|got access)\b|acab(?:ou|a) de (?:comprar|adquirir|garantir|se inscrever)|vient d['’]acheter|a (?:acheté|achete) il y a|heeft (?:zojuist|net) (?:gekocht|besteld)|ha appena (?:acquistato|comprato)|acaba de comprar/gi;
/** Markup of a sale-notification widget: class or id names. */
const NOTIFY_MARKUP =
  /\b(?:class|id)=["'][^"']{0,80}?\b(?:sales?-?(?:notification|popup|pop|toast)|purchase-?(?:notification|popup|toast)|recent-?(?:sale|purchase|buyer)s?|live-?sales?|fomo(?:-?\w{1,20})?|social-?proof-?(?:popup|toast|notification))\b/gi;
/** A live audience a script makes up: "people watching now", "pessoas assistindo agora". */
const VIEWERS =
  /\b(?:people|persons|visitors|viewers|others|users)\s(?:are\s)?(?:watching|viewing|looking at this|online now)\b|\b(?:watching|viewing) (?:this )?(?:right )?now\b|\bpessoas (?:est[ãa]o )?(?:assistindo|vendo|online)\b|\bassistindo agora\b|\bpersone (?:stanno )?(?:guardando|online)\b|\bpersonas (?:est[áa]n )?(?:viendo|mirando)\b|\bpersonnes (?:regardent|en ligne)\b|\bmensen (?:kijken|bekijken)\b/i;
const RANDOM = /Math\.random\s?\(/;
const TIMERS = /\bset(?:Interval|Timeout)\s?\(/;
/** A countdown in markup or a script. */
/** A countdown word other than "timer": a script whose only such word is "timer" (a variable's
 *  name) counts down only if it counts time; a count-up animation of a figure ("cur += step" to a
 *  target) is none. */
const COUNTDOWN_WORD = /count-?down|cronometro|cronômetro|compte[\s-]?[àa][\s-]?rebours|aftellen/i;
const COUNTDOWN = new RegExp(`${COUNTDOWN_WORD.source}|timer`, "i");
const TIME_UNITS =
  /\b(?:seconds?|minutes?|hours?|secs|mins|hrs|segundos?|minutos?|horas?|deadline|expir\w*)\b|get(?:Seconds|Minutes|Hours)\(|\*\s?60\b|padStart\(2/i;
/** A deadline computed from the moment of the visit: evergreen. */
const COUNTDOWN_MARKUP =
  /\b(?:class|id)=["'][^"']{0,80}?\b(?:count-?down|countdown|evergreen-?timer|deadline-?timer)/gi;
const FROM_NOW =
  /(?:Date\.now\(\)|new Date\(\)\.getTime\(\)|getTime\(\))\s?\+\s?(?:\(?\s?\d|[A-Za-z_$][\w$]{0,30}\s?\*)|setMinutes\(\s?[\w.]{1,40}getMinutes\(\)\s?\+|setHours\(\s?[\w.]{1,40}getHours\(\)\s?\+/;
/** A date the script counts to: written in ("2026-12-01", a timestamp) or read from elsewhere
 *  (`new Date(el.dataset.end)`); a countdown to it may have a real deadline. */
const ABSOLUTE_DATE = /new Date\(\s?[^)\s]|Date\.(?:parse|UTC)\(|\b1[5-9]\d{11}\b|\b20\d\d[-/]\d\d[-/]\d\d/;
/** A count that goes down by one each tick ("total--", "seconds -= 1"). */
const DECREMENT = /[\w\]]\s?--|-=\s?1\b/;
const STORED_DEADLINE =
  /(?:localStorage|sessionStorage|document\.cookie)[^;]{0,120}(?:deadline|countdown|timer|expir|end)/i;
/** A fake progress meter: "Order Processing - 60% Complete". */
const PROGRESS =
  /\b(?:order|reservation|registration|activation|spot|seat)s?\s(?:processing|progress|reserved|status)[^<>\n]{0,25}?\d{1,3}%\s(?:complete|done|filled|full)/gi;
/** An upsell chain: a one-time offer page with a decline link. */
const ONE_TIME_OFFER =
  /\bone[\s-]time (?:[a-z]+ ){0,2}(?:offer|upgrade|deal)\b|\bOTO\s?\d?\b|\bupgrade your order\b|\badd (?:this )?to (?:my|your) order\b/gi;
const DECLINE_LINK =
  /\bno,?\s?thanks?\b[^<>\n]{0,60}?\b(?:i (?:don['’]t|do not) want|i['’]ll pass|i (?:understand|realise|realize)|skip|miss out)|\bnão,? obrigad[oa]\b|\bnon merci\b|\bnee,? bedankt\b/gi;
/** A chargeback or a dispute met with a threat. */
const CHARGEBACK =
  /\b(?:charge-?backs?|dispute (?:the|a|this) (?:charge|payment)|payment disputes?)\b[^.<>\n]{0,160}?\b(?:legal action|prosecut\w*|collections?|collection agency|fraud|banned|blacklist\w*|pursue|report(?:ed)? to|sue|lawsuit|police)\b/gi;

/** The element a countdown script writes to: getElementById("timer"), querySelector("#timer"). */
const TARGET_ID =
  /getElementById\(\s?["'`]([\w-]{1,60})["'`]\s?\)|querySelector(?:All)?\(\s?["'`]#([\w-]{1,60})["'`]/g;
/** Tags that do not end a run of words ("Offer <b>ends</b> in"). */
const INLINE = new Set(["b", "strong", "em", "i", "u", "span", "small", "mark", "a", "font", "sup", "sub"]);
/**
 * Words that make a run of text a countdown's label: it ends in a colon ("Offer ends in:"), or says
 * a deadline, an offer or a chance ("Only today", "Essa chance desaparece", "Última chamada"), in the
 * languages the detector reads (whole words, accented first letters included: `\b` knows ASCII only). Anything else before the timer (a name, "You have") is no label.
 */
const DEADLINE_LABEL =
  /\p{L}{2}[^:]*:\s?$|(?<![\p{L}\p{N}_])(?:ends?|ending|expir\p{L}*|left|remaining|closes?|closing|starts?|begins?|deadline|hurry|last|offer|chance|only|today|tonight|termin\p{L}*|acab\p{L}*|encerr\p{L}*|restam|resta|oferta|promo\p{L}*|desaparec\p{L}*|[úu]ltim[ao]s?|s[óo]lo|apenas|hoje|hoy|offre|derni[èe]re?|fin|aujourd'hui|angebot|endet|l[äa]uft|nur|heute|verloopt|kans|scade|offerta|oggi)(?![\p{L}\p{N}_])/iu;
/** How much markup before the countdown's element is read for its label. */
const LABEL_REACH = 400;

/** The runs of words of a short piece of markup (scripts and styles left out), entities decoded. */
function wordRuns(markup: string): string[] {
  const runs: string[] = [];
  let current = "";
  let skipping = 0;
  const flush = () => {
    const run = current.replace(/\s+/g, " ").trim();
    if (run !== "") runs.push(run);
    current = "";
  };
  readTags(markup, {
    maxAttributeName: 0,
    maxAttribute: 0,
    readAttribute: () => false,
    open: (name, _attrs, selfClosing) => {
      if (INLINE.has(name)) return;
      flush();
      if (!selfClosing && (name === "script" || name === "style")) skipping++;
    },
    close: (name) => {
      if (INLINE.has(name)) return;
      flush();
      if ((name === "script" || name === "style") && skipping > 0) skipping--;
    },
    text: (text) => {
      if (skipping === 0) current += text;
    },
    end: flush,
    isInForeignContext: () => false,
  });
  return runs;
}

/** The countdown label just before `at` in the markup (see DEADLINE_LABEL), or null. */
function labelBefore(html: string, at: number): string | null {
  const tag = html.lastIndexOf("<", at);
  if (tag === -1) return null;
  const label = wordRuns(html.slice(Math.max(0, tag - LABEL_REACH), tag)).at(-1);
  return label !== undefined && label.length <= SNIPPET && DEADLINE_LABEL.test(label) ? label : null;
}

/**
 * What the page shows beside a countdown: the words just before the element its script writes to
 * ("Esta oferta expira em:", "Offer ends in"), or else before the first countdown element of the
 * markup, which a buyer recognises where the script says nothing to them. Null when there is none.
 */
function countdownLabel(html: string, script: string): string | null {
  TARGET_ID.lastIndex = 0;
  let tried = 0;
  for (let m = TARGET_ID.exec(script); m !== null && tried < MAX_PER_KIND; m = TARGET_ID.exec(script)) {
    tried += 1;
    const id = m[1] ?? m[2] ?? "";
    let at = html.indexOf(`id="${id}"`);
    if (at === -1) at = html.indexOf(`id='${id}'`);
    const label = at === -1 ? null : labelBefore(html, at);
    if (label !== null) return label;
  }
  const markup = firstMatches(COUNTDOWN_MARKUP, html, 1)[0];
  return markup === undefined ? null : labelBefore(html, markup.index);
}

/** Where `evidence` sits in `text`: its offsets, or start = end = 0 when it is not there (markup, a
 *  script, structured data) or too short to place. */
function spanIn(evidence: string, text: string): { start: number; end: number } {
  const at = evidence.length >= 4 ? text.indexOf(evidence) : -1;
  return at === -1 ? { start: 0, end: 0 } : { start: at, end: at + evidence.length };
}

function finding(
  category: RedFlagFinding["category"],
  severity: RedFlagFinding["severity"],
  evidence: string,
  text: string,
  explanation: string,
): RedFlagFinding {
  return {
    category,
    label: RED_FLAG_LABELS[category],
    severity,
    field: "page",
    phrase: evidence,
    ...spanIn(evidence, text),
    explanation,
    authority: RED_FLAG_AUTHORITY[category],
  };
}

function firstMatches(pattern: RegExp, source: string, cap = MAX_PER_KIND): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(source); m !== null && out.length < cap; m = pattern.exec(source)) {
    out.push(m);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return out;
}

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
};

/**
 * An urgency finding on a snippet of the page's text, markup or script: medium for pressure, high for
 * what the page's own script makes up (a deadline that restarts for every visitor, buyers or viewers
 * drawn at random). A made-up deadline is one of the practices the EU's Unfair Commercial Practices
 * Directive holds unfair in all circumstances (Annex I, point 7: falsely stating that a product will
 * only be available for a very limited time), and no refund or syllabus elsewhere makes it true.
 */
function urgency(
  source: string,
  index: number,
  length: number,
  why: string,
  severity: RedFlagFinding["severity"] = "medium",
): RedFlagFinding {
  return finding("urgency-scarcity", severity, snippet(source, index, length), "", why);
}

/** An urgency finding on the text `m` matched in `source`. */
function urgencyAt(
  source: string,
  m: RegExpExecArray,
  why: string,
  severity: RedFlagFinding["severity"] = "medium",
): RedFlagFinding {
  return urgency(source, m.index, m[0].length, why, severity);
}

/** Why each scripted pressure is a red flag. */
const SCRIPTED_PURCHASES =
  "The page's own script shows 'someone just bought' notifications on a timer: made-up social proof, not live sales.";
const PURCHASE_WIDGET =
  "The page carries a sales-notification widget ('someone just bought'); such pop-ups are usually generated, not live.";
const RANDOM_AUDIENCE =
  "The page's own script draws a 'people watching now' count at random: a made-up audience, not a live one.";
const COUNTDOWN_TIMER = "The page shows a countdown timer to push a decision now.";

/**
 * A term the page-facts reader found, with its phrase: offsets into `text` when the phrase is there,
 * else start = end = 0 (read from markup or structured data).
 */
function statedTerm(kind: TermsKind, evidence: string, text: string): TermsItem {
  return {
    kind,
    label: TERMS_LABELS[kind],
    field: "page",
    phrase: evidence,
    ...spanIn(evidence, text),
    explanation: TERMS_EXPLANATIONS[kind],
  };
}

/** The line a refund the reader found takes: no refunds, a window (with or without days), or a condition. */
function refundTermKind(refund: RefundFact): TermsKind {
  if (refund.kind === "none") return "no-refund";
  return refund.kind === "conditional" && refund.days === null ? "refund-condition" : "refund-window";
}

/** What the page does, from its HTML and its extracted text (`text`: the "page" field's text). */
export function readPageBehaviour(
  htmlIn: string,
  text: string,
  known: PageFacts | null = null,
): PageBehaviour {
  const html = htmlIn.length > MAX_HTML ? htmlIn.slice(0, MAX_HTML) : htmlIn;
  const redFlags: RedFlagFinding[] = [];
  const terms: TermsItem[] = [];
  const bodies = scripts(html);

  // Fake sale notifications: "just purchased" in a script that also runs a timer, or the widget's markup.
  let notifications = 0;
  for (const body of bodies) {
    if (notifications >= 1) break;
    const hits = firstMatches(JUST_BOUGHT, body, 1);
    if (hits.length > 0 && TIMERS.test(body)) {
      const m = hits[0]!;
      // buyers drawn at random are made up; a list shown on a timer may still be real sales
      redFlags.push(urgencyAt(body, m, SCRIPTED_PURCHASES, RANDOM.test(body) ? "high" : "medium"));
      notifications++;
    }
  }
  if (notifications === 0) {
    const m = firstMatches(NOTIFY_MARKUP, html, 1)[0];
    if (m) {
      redFlags.push(urgencyAt(html, m, PURCHASE_WIDGET));
    }
  }

  // A made-up live audience: a viewer count drawn at random in the page's script.
  const viewers = bodies.find((b) => RANDOM.test(b) && VIEWERS.test(b));
  if (viewers !== undefined) {
    const m = VIEWERS.exec(viewers)!;
    redFlags.push(urgencyAt(viewers, m, RANDOM_AUDIENCE, "high"));
  }

  // Countdown timers: evergreen (deadline computed from the visit or kept per visitor) or any countdown script.
  // ...or, with no countdown word in its names, a script that counts time down on a timer into an
  // element the page labels as a deadline ("Esta oferta expira em:" over a "relogio" element)
  // (the label read to recognise such a script is kept, not read again below)
  let labelFound: string | null = null;
  const countdownBody = bodies.find((b) => {
    if (COUNTDOWN.test(b) && TIMERS.test(b) && (COUNTDOWN_WORD.test(b) || TIME_UNITS.test(b))) return true;
    if (!(TIMERS.test(b) && DECREMENT.test(b) && TIME_UNITS.test(b))) return false;
    labelFound = countdownLabel(html, b);
    return labelFound !== null;
  });
  if (countdownBody !== undefined) {
    // ...or a fixed number of seconds counted down from the page's load, with no date to count to
    const evergreen =
      FROM_NOW.exec(countdownBody) ??
      STORED_DEADLINE.exec(countdownBody) ??
      (ABSOLUTE_DATE.test(countdownBody) ? null : DECREMENT.exec(countdownBody));
    const at = evergreen?.index ?? countdownBody.search(COUNTDOWN);
    const why = evergreen
      ? "The countdown's deadline is computed from the moment you open the page (or kept for you alone), so it restarts for every visitor: the deadline is not real."
      : "The page runs a countdown timer to push a decision now.";
    const severity = evergreen ? "high" : "medium";
    // The words the page shows beside the timer, when its script names the element; else the script.
    const label = labelFound ?? countdownLabel(html, countdownBody);
    redFlags.push(
      label === null
        ? urgency(countdownBody, Math.max(0, at), 20, why, severity)
        : finding(
            "urgency-scarcity",
            severity,
            label,
            text,
            `${why} (Seen in the page's script, shown beside "${label}".)`,
          ),
    );
  }

  if (countdownBody === undefined) {
    const m = firstMatches(COUNTDOWN_MARKUP, html, 1)[0];
    if (m) {
      const label = labelBefore(html, m.index);
      redFlags.push(
        label === null
          ? urgencyAt(html, m, COUNTDOWN_TIMER)
          : finding("urgency-scarcity", "medium", label, text, COUNTDOWN_TIMER),
      );
    }
  }

  // A fake progress meter in the page's text.
  const progress = firstMatches(PROGRESS, text, 1)[0];
  if (progress) {
    redFlags.push(
      finding(
        "urgency-scarcity",
        "medium",
        progress[0],
        text,
        "A progress meter ('60% complete') on an order not yet placed: pressure, not a status.",
      ),
    );
  }

  // Upsell chain: a one-time offer with a decline link.
  const oto = firstMatches(ONE_TIME_OFFER, text, 1)[0];
  const decline = firstMatches(DECLINE_LINK, text, 1)[0];
  if (oto && decline) {
    redFlags.push(
      finding(
        "upsell-hidden-cost",
        "medium",
        decline[0],
        text,
        `A one-time offer page with a decline link ("${oto[0]}"): one step in a chain of upsells after the first purchase.`,
      ),
    );
  }

  // Chargeback threats.
  for (const m of firstMatches(CHARGEBACK, text, 1)) {
    redFlags.push(
      finding(
        "review-suppression",
        "medium",
        m[0],
        text,
        "The terms threaten buyers who dispute a charge with their bank; a chargeback is a consumer's right, and a threat discourages using it.",
      ),
    );
  }

  // Anchor price and recurring billing, as the page states them (page-facts reader).
  const facts = known ?? readPageFacts(html, "");
  if (facts.anchorPrice && facts.price && facts.anchorPrice.currency === facts.price.currency) {
    const { anchorPrice, price } = facts;
    if (anchorPrice.amount > price.amount) {
      redFlags.push(
        finding(
          "urgency-scarcity",
          "low",
          anchorPrice.evidence,
          text,
          `An anchor price of ${money(anchorPrice.amount, anchorPrice.currency)} against today's ${money(price.amount, price.currency)}: a reference price the page does not show was ever charged.`,
        ),
      );
    }
  }
  if (facts.recurring?.value === true)
    terms.push(statedTerm("recurring-charge", facts.recurring.evidence, text));
  const positives: PositiveFinding[] = [];
  if (facts.refund !== null) {
    const term = statedTerm(refundTermKind(facts.refund), facts.refund.evidence, text);
    terms.push(term);
    if (facts.refund.kind !== "none") {
      const { field, phrase, start, end } = term;
      const category = "refund-policy";
      positives.push({
        category,
        label: POSITIVE_LABELS[category],
        field,
        phrase,
        start,
        end,
        explanation: POSITIVE_EXPLANATIONS[category],
      });
    }
  }
  return { redFlags: redFlags.filter((f) => f.phrase !== ""), terms, positives };
}

/**
 * Adds what the page does to what its text says. Page behaviour stands whatever the learned layer
 * makes of the text: a warning that quotes hype does not run a fake countdown.
 */
export function withPageBehaviour(detection: Detection, behaviour: PageBehaviour): Detection {
  if (behaviour.redFlags.length === 0 && behaviour.terms.length === 0 && behaviour.positives.length === 0)
    return detection;
  const terms = detection.terms ?? [];
  // A term the text's rules already list (the same kind, or the same words) is not listed twice.
  const listed = (t: TermsItem) =>
    terms.some((u) => u.kind === t.kind || (t.start < t.end && t.start < u.end && u.start < t.end));
  return {
    ...detection,
    redFlags: [...detection.redFlags, ...behaviour.redFlags],
    terms: [...terms, ...behaviour.terms.filter((t) => !listed(t))],
    positives: [
      ...detection.positives,
      ...behaviour.positives.filter(
        (p) =>
          !detection.positives.some((q) => q.category === p.category) &&
          // one phrase is never both a red flag and a positive signal (the red flag stands)
          !detection.redFlags.some(
            (r) => r.phrase === p.phrase || (p.start < p.end && p.start < r.end && r.start < p.end),
          ),
      ),
    ],
  };
}
