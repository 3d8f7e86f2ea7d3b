// The refund terms a page states: a window in days, and whether money comes back on request
// (unconditional), only when stated conditions are met (conditional), or never (none). Read per
// sentence of blocks that name a refund; each pattern is a plain alternation of words, linear in
// the sentence. A "guarantee" without money back ("profit guarantee", "guaranteed results") is not
// a refund.

import { B_FOOTER, type Block, plain } from "./page-document";
import type { RefundFact } from "./types";

const MONEY_BACK =
  /refund|money[- ]?back|reembols|devolv|devolução|rimbors|rembours|geld terug|terugbetal|返金|返還|თანხის დაბრუნება/i;
const DAY_GUARANTEE =
  /\b\d{1,3}[- ]?days?(?: risk[- ]free| iron[- ]?clad| satisfaction| 100%)? guarantee|garant[ií]a (?:incondicional |de satisfa(?:ção|cao|cci[oó]n) |total )?(?:de )?\d{1,3} d[ií]as|\d{1,3} d[ií]as de garant[ií]a|garantie (?:inconditionnelle |totale )?(?:de )?\d{1,3} jours|garanzia (?:incondizionata |totale |completa )?(?:di )?\d{1,3} giorni|\d{1,3} dagen garantie/i;
/** In English "refund" is also a noun about other things ("Amazon refunds slop"): a promise needs one of these. */
const PROMISE =
  /guarantee|within|full refund|money[- ]?back|(?:will|'ll|’ll|happy to|gladly|happily) (?:\w+ ){0,3}(?:refund|return)|refund (?:every|your|100|all|in full|the)|request|policy|no questions|\d{1,3}[- ]?days?|reembols|devolv|rimbors|rembours|geld terug|terugbetal|返金|garantia|garantía|garantie|garanzia/i;
const NO_REFUND =
  /\bno refunds?\b|non-?refundable|all sales (?:are )?final|(?:cannot|can't|can not|do not|don't|does not|doesn't|will not|won't|unable to) (?:\w+ )?(?:offer|issue|give|provide|make|grant) (?:any )?refunds|not (?:eligible for|entitled to) (?:a |any )?refund|refunds are not (?:available|possible|given|offered)(?! after)|sem reembolso|não (?:há|oferecemos|fazemos) reembolso|sin reembolsos?|no (?:hay|ofrecemos|hacemos|realizamos) reembolsos?|no reembolsable|nessun rimborso|non (?:è|sono) rimborsabil|aucun remboursement|non remboursable|geen restitutie|返金(?:は)?(?:できません|不可|いたしかねます|致しかねます)/i;
/** "Refund Policy" as a link's or a page's name ("Privacy Policy · Terms · Refund Policy") names a
 *  page and states no terms; "30-day refund policy" keeps its days (the lookbehind). */
const POLICY_TITLE =
  /(?<!days?[\s-])\b(?:refunds?|returns?|cancellation)(?:\s(?:&|and)\s(?:refunds?|returns?|cancellation))?\spolicy\b|política de reembolso|politique de remboursement/gi;
/** A condition the buyer must meet for the money back. Each alternative is its own literal, by idea
 *  and language, joined once at load into one case-insensitive pattern (only ever `.test`ed). */
const CONDITION = new RegExp(
  [
    // work the buyer must have done first (en)
    /\bif you (?:complete|attend|do (?:the|all|every)|follow|implement|apply|show|submit|provide|can show|have completed|go through|finish|watch (?:all|every))/,
    // a condition's connective (en)
    /\bprovided (?:that|you|the|it|your)\b/,
    // results the buyer must not have reached (en)
    /\bif your (?:account|trades?|trading account|results?|business|store|shop) (?:did|do|does|have|has)(?:n['’]t| not) (?:make|earn|see|get|made|earned|seen|got|profit)/u,
    /\bas long as you\b/,
    /\bonly if\b/,
    /\bon (?:the )?condition\b/,
    // proof to show (en)
    /\b(?:show|provide|submit|with) (?:\w+ )?proof\b/,
    /\bproof of\b/,
    /\bmust (?:complete|attend|show|submit|provide|have)\b/,
    // a condition's connective (pt, es)
    /\bse você aplicar/u,
    /\bdesde que\b/,
    /\bsiempre que\b/,
    /\bsolo si\b/,
    // refunds that may be refused or limited (en)
    /\b(?:may|will|can) be (?:limited|denied|refused|declined|rejected)\b/,
    /\b(?:limit|deny|refuse|reject|decline)(?: or (?:limit|deny|refuse|reject|decline))? refund(?: requests?)?\b/,
    // only if little of the product was used (en)
    /\b(?:did|have) not (?:consume|consumed|download|downloaded|use|used|complete|completed) (?:a significant|more than|most)\b/,
    // a condition's connective (it, fr, nl, pt)
    /\ba condizione\b/,
    /\bà condition\b/u,
    /\bsous réserve\b/u,
    /\bmits\b/,
    /\bonder voorwaarde/,
    /\bcondições\b/u,
    // every lesson or exercise done (en)
    /\bcompleted? (?:all|every|the) (?:modules|lessons|exercises|assignments|sessions)/,
    /\b(?:go through|attend|watch) (?:every|all) (?:session|lesson|module|class|call|video)/,
    /\bdo (?:the|all the) (?:exercises|work|homework|assignments)/,
    /\b(?:go|work) through (?:the|all the) (?:materials?|course|program|training|content|lessons|modules)\b/,
    /\bimplement (?:what|everything) you\b/,
    // technical trouble only (en)
    /\bif you (?:encounter|experience|run into|face|have) (?:any )?technical\b/,
    // a payout not received (en, pt, es)
    /\b(?:if you|caso (?:você )?|se você |si (?:usted |tú )?)(?:do not|don['’]t|não|no) (?:receive|get|receba|receber|recibe|recibes|reciba)\b/u,
    // an advance fee returned with the payout (pt, en)
    /\b(?:junto|juntamente) (?:ao|à|com o|com a|com)(?: \p{L}+){0,2} (?:saque|saldo|ganhos)\b/u,
    /\b(?:together|along) with (?:your|the) (?:withdrawal|payout|balance|earnings)\b/,
    // listed criteria (es, pt, en)
    /\b(?:ambas|estas|las siguientes|as seguintes|both|the following|these) (?:condiciones|condições|conditions|criteria|requirements)\b/u,
    /\bcuando se cumplan\b/,
    /\beligib(?:le|ility) for (?:a |any )?refund/,
    // a right to deny, case by case, at the seller's discretion (es, pt, en)
    /\b(?:derecho a|direito de|right to) (?:denegar|rechazar|negar|recusar|negar|deny|refuse|reject|decline)\b/,
    /\bdeber[áa]s? (?:visualizar|completar|terminar)\b/u,
    /\bcase[- ]by[- ]case\b/,
    /\b(?:at|in) (?:our|its) (?:sole )?discretion\b/,
    /\bwill be considered\b/,
    /\bcada caso (?:será|sera) (?:analizado|analisado|evaluado|avaliado)\b/u,
    // only if little of the course was watched (en, es, pt)
    /\b(?:accessed|viewed|watched|visualizado) (?:igual o )?(?:more than|más del|mais de|o más del) \d/u,
  ]
    .map((r) => r.source)
    .join("|"),
  "iu",
);
/** A sentence about refunds, in which a condition binds the page's promise. */
const REFUND_WORD = /refund|reembols|devoluci[oó]n|devolu[çc][ãa]o|rimbors|rembours|返金/i;
const WORD_DAYS: Record<string, number> = {
  seven: 7,
  fourteen: 14,
  fifteen: 15,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  sete: 7,
  quinze: 15,
  trinta: 30,
  sessenta: 60,
  noventa: 90,
  sept: 7,
  trente: 30,
  soixante: 60,
  sette: 7,
  quindici: 15,
  trenta: 30,
  sessanta: 60,
  zeven: 7,
  veertien: 14,
  dertig: 30,
  zestig: 60,
};
const DAYS =
  /(\d{1,3})[\s-]?(?:\(\d{1,3}\)[\s-]?)?(?:days?|dias|días|jours|giorni|dagen|日間|日|დღ)|\b(seven|fourteen|fifteen|thirty|sixty|ninety|sete|quinze|trinta|sessenta|noventa|sept|trente|soixante|sette|quindici|trenta|sessanta|zeven|veertien|dertig|zestig)\b[\s-]?(?:\(\d{1,3}\)[\s-]?)?(?:days?|dias|jours|giorni|dagen)/gi;

/** A row of links ("Privacy Policy · Terms · Refund · Disclaimer"): three or more short parts with
 *  no figure; it names pages and states no terms. */
function linkRow(text: string): boolean {
  if (text.length > 200) return false;
  const parts = text.split(/\s?[·•|]\s?/);
  return parts.length >= 3 && parts.every((p) => p.trim().length <= 25 && !/\d/.test(p));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?。])\s+/).filter((s) => s.length > 0);
}

function daysIn(sentence: string): number[] {
  const out: number[] = [];
  DAYS.lastIndex = 0;
  for (let m = DAYS.exec(sentence); m !== null; m = DAYS.exec(sentence)) {
    const n = m[1] !== undefined ? Number(m[1]) : (WORD_DAYS[m[2]!.toLowerCase()] ?? 0);
    if (n >= 1 && n <= 365) out.push(n);
  }
  return out;
}

export function readRefund(blocks: Block[]): RefundFact | null {
  let none: string | null = null;
  let condition: string | null = null;
  const positive: { sentence: string; days: number[]; conditional: boolean }[] = [];
  /** Days named elsewhere in a block that promises a refund ("take no more than 30 days to decide"). */
  const blockDays: number[] = [];
  for (const block of blocks) {
    const text = plain(block.text);
    if (
      !MONEY_BACK.test(text) &&
      !DAY_GUARANTEE.test(text) &&
      !NO_REFUND.test(text) &&
      !REFUND_WORD.test(text)
    )
      continue;
    if (linkRow(text)) continue;
    // conditions are often set in the sentences before the promise ("Attend every session...")
    const blockConditional = !(block.flags & B_FOOTER) && text.length <= 600 && CONDITION.test(text);
    const before = positive.length;
    for (const sentence of sentences(text)) {
      if (sentence.length > 600) continue;
      // a condition in any sentence about refunds ("to be eligible for a refund, you must...", "we
      // reserve the right to deny the refund") binds the promise made elsewhere on the page
      if (!(block.flags & B_FOOTER) && REFUND_WORD.test(sentence) && CONDITION.test(sentence))
        condition ??= sentence;
      if (NO_REFUND.test(sentence)) {
        none ??= sentence;
        continue;
      }
      const promise = sentence.replace(POLICY_TITLE, " ");
      if (!DAY_GUARANTEE.test(sentence) && !(MONEY_BACK.test(promise) && PROMISE.test(promise))) continue;
      positive.push({
        sentence,
        days: daysIn(sentence),
        conditional: blockConditional || CONDITION.test(sentence),
      });
    }
    if (positive.length > before && text.length <= 1000) blockDays.push(...daysIn(text));
  }
  if (positive.length === 0) {
    return none === null ? null : { days: null, kind: "none", evidence: none.slice(0, 200), how: "text" };
  }
  const counts = new Map<number, number>();
  for (const p of positive) for (const d of new Set(p.days)) counts.set(d, (counts.get(d) ?? 0) + 1);
  let days: number | null = null;
  let best = 0;
  for (const [d, n] of counts)
    if (n > best) {
      days = d;
      best = n;
    }
  if (days === null && blockDays.length > 0) days = blockDays[0]!;
  const conditional = positive.find((p) => p.conditional);
  const shown = conditional ?? positive.find((p) => p.days.length > 0) ?? positive[0]!;
  return {
    days,
    kind: conditional || condition !== null ? "conditional" : "unconditional",
    evidence: shown.sentence.slice(0, 200),
    how: "text",
  };
}
