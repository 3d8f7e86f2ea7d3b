import { describe, expect, it } from "vitest";
import { workGrowth } from "../../../shared/testing/cpu-clock";
import { analyzePage } from "../page-analysis";
import { readPageBehaviour } from "./page-behaviour";

const page = (body: string, head = "") =>
  `<!doctype html><html><head><title>Offer</title>${head}</head><body>${body}</body></html>`;

// A seller's page script (our own wording) that invents buyers at random on a timer: the pattern the
// detector must name. Math.random here is the hostile page's, never ours.
const FAKE_SALES = `<script>
var buyers = [["Anna", "Leeds"], ["Tom", "Austin"], ["Kofi", "Accra"]];
setInterval(function () {
  var b = buyers[Math.floor(Math.random() * buyers.length)];
  show(b[0] + " from " + b[1] + " just purchased the Blueprint");
}, 8000);
</script>`;

const EVERGREEN = `<div id="timer"></div><script>
var deadline = Date.now() + 15 * 60 * 1000;
setInterval(function () { renderCountdown(deadline - Date.now()); }, 1000);
</script>`;

describe("readPageBehaviour", () => {
  it("finds 'someone just bought' notifications run by the page's own script, with the script as evidence", () => {
    const html = page("<p>Join today.</p>", FAKE_SALES);
    const { redFlags } = readPageBehaviour(html, "Join today.");
    const flag = redFlags.find((f) => f.explanation.includes("just bought"));
    expect(flag?.category).toBe("urgency-scarcity");
    expect(flag?.phrase).toContain("just purchased");
    // evidence from a script is not in the text: no offsets into it
    expect([flag?.start, flag?.end]).toEqual([0, 0]);
  });

  it("names an evergreen countdown (a deadline computed from the visit)", () => {
    const { redFlags } = readPageBehaviour(page("<p>Offer ends soon</p>", EVERGREEN), "Offer ends soon");
    const flag = redFlags.find((f) => f.explanation.includes("countdown"));
    expect(flag?.explanation).toMatch(/restarts for every visitor/);
    expect(flag?.phrase).toContain("Date.now() + 15");
    // a deadline the page makes up is high severity; a countdown to a fixed date stays medium
    expect(flag?.severity).toBe("high");
    const fixed = `<div id="timer"></div><script>
var deadline = new Date("2026-12-01T00:00:00Z");
setInterval(function () { renderCountdown(deadline - new Date()); }, 1000);
</script>`;
    const plain = readPageBehaviour(page("<p>Doors close Monday</p>", fixed), "Doors close Monday");
    expect(plain.redFlags.find((f) => f.explanation.includes("countdown"))?.severity).toBe("medium");
  });

  it("finds a one-time offer with a decline link, a progress meter and a chargeback threat in the text", () => {
    const text =
      "One-Time Offer: add the Pro pack. No thanks, I don't want more sales. Order processing - 60% complete. Any chargeback will be reported to collections and we will pursue legal action.";
    const { redFlags } = readPageBehaviour(page(`<p>${text}</p>`), text);
    const categories = redFlags.map((f) => f.category);
    expect(categories).toContain("upsell-hidden-cost");
    expect(categories).toContain("review-suppression");
    expect(redFlags.some((f) => f.phrase.includes("60% complete"))).toBe(true);
    for (const f of redFlags.filter((r) => r.end > r.start))
      expect(text.slice(f.start, f.end)).toBe(f.phrase);
  });

  it("says nothing about a plain page", () => {
    const text = "Module 1: Ledgers. Module 2: Payroll. 30-day refund.";
    expect(readPageBehaviour(page(`<p>${text}</p>`), text).redFlags).toEqual([]);
  });

  // Our own wording, in the shapes of the Polish, Portuguese and Spanish pages of the labelled sets:
  // the page-facts reader reads their refund terms; the text's phrase rules are English.
  it.each([
    [
      "pl",
      "<p>Kurs Excel od podstaw: 12 modułów.</p><p>Masz 30 dni na zwrot pieniędzy, bez podawania przyczyny.</p>",
      "refund-window",
      /30 dni/,
    ],
    [
      "pt",
      "<p>Curso de Finanças Pessoais.</p><p>Garantia incondicional de 7 dias: devolvemos seu dinheiro.</p>",
      "refund-window",
      /7 dias/,
    ],
    [
      "es",
      "<p>Curso de Fotografía.</p><p>No se realizan reembolsos una vez realizada la compra.</p>",
      "no-refund",
      /reembolsos/,
    ],
  ])("lists the refund terms the page states in %s, quoting them", (_lang, body, kind, phrase) => {
    const found = analyzePage({
      contentType: "text/html",
      body: page(body),
      url: "https://example.org/kurs",
    });
    const term = found.detection.terms?.find((t) => t.kind === kind);
    expect(term?.phrase).toMatch(phrase);
    expect(found.text.slice(term!.start, term!.end)).toBe(term!.phrase);
    expect(found.facts?.refund).not.toBeNull();
  });

  it("does not list a refund term twice when the text's rules found the same words", () => {
    const text = "Module 1: Ledgers. Module 2: Payroll. Full refund within 30 days of purchase.";
    const found = analyzePage({
      contentType: "text/html",
      body: page(`<p>${text}</p>`),
      url: "https://example.org/",
    });
    const refundTerms = (found.detection.terms ?? []).filter((t) => t.kind.startsWith("refund"));
    expect(refundTerms).toHaveLength(1);
  });

  it("reaches the analyzer's findings through analyzePage", () => {
    const found = analyzePage({ contentType: "text/html", body: page("<p>Start now.</p>", FAKE_SALES) });
    expect(found.detection.redFlags.some((f) => f.phrase.includes("just purchased"))).toBe(true);
  });

  it("stays linear on hostile markup and scripts", () => {
    const read = (n: number) => {
      const hostile = page(
        `${'<div class="fomo-'.repeat(n)}${"just purchased ".repeat(n)}`,
        `<script>${"countdown setInterval( Date.now() + ".repeat(n)}${"chargeback ".repeat(n)}</script>${"<script>".repeat(n)}`,
      );
      const text = `${"No thanks ".repeat(n)}${"order processing ".repeat(n)}${"1 000 ".repeat(n)}`;
      readPageBehaviour(hostile, text);
    };
    expect(workGrowth(read, 5_000, 8, 3)).toBeLessThan(8 * 4);
  });
});

// round 17 (in-sample, set L): scripts of our own, shaped like an upsell's fifteen-minute countdown, a
// stats block's count-up animation, and a one-time upgrade with its decline link
describe("countdowns counted from the page's load, count-up animations, and one-time upgrades", () => {
  it("reads a fixed number of seconds counted down from the load as a deadline that restarts", () => {
    const script = `<div id="mm"></div><script>
var seconds = 15 * 60;
var timer = setInterval(function () { if (seconds <= 0) { clearInterval(timer); return; } seconds--; show(Math.floor(seconds / 60), seconds % 60); }, 1000);
</script>`;
    const flag = readPageBehaviour(page("<p>Your bonus is reserved</p>", script), "Your bonus is reserved")
      .redFlags[0];
    expect(flag?.severity).toBe("high");
    expect(flag?.explanation).toMatch(/restarts for every visitor/);
  });

  it("keeps a countdown that decrements towards a date read from the markup at medium", () => {
    const script = `<span id="cd" data-end="2026-12-24T00:00:00Z"></span><script>
var end = new Date(cd.dataset.end); var seconds = Math.floor((end - new Date()) / 1000);
var timer = setInterval(function () { seconds--; cd.textContent = seconds; }, 1000);
</script>`;
    const flag = readPageBehaviour(page("<p>Doors close</p>", script), "Doors close").redFlags[0];
    expect(flag?.severity).toBe("medium");
  });

  it("does not read a count-up animation of a figure as a countdown", () => {
    const script = `<span id="n">0</span><script>
var cur = 0; var target = 1200; var step = 40;
var timer = setInterval(function () { cur += step; if (cur >= target) { cur = target; clearInterval(timer); } n.textContent = cur; }, 30);
</script>`;
    expect(readPageBehaviour(page("<p>Students served</p>", script), "Students served").redFlags).toEqual([]);
  });

  it("reads a one-time upgrade with a decline link as a step in an upsell chain", () => {
    const text =
      "One-Time Family Upgrade: add the meal planner. No thanks, I only want the recipes. Skip this upgrade";
    const { redFlags } = readPageBehaviour(page(`<p>${text}</p>`), text);
    expect(redFlags.map((f) => f.category)).toContain("upsell-hidden-cost");
  });
});

// rounds 20 and 30 (in-sample, set N): what a buyer sees beside a timer, not the timer's code, and a
// countdown known by that label alone (our own markup, shaped like an upsell's top bar)
/** A script counting ten minutes down into element `id`; `left` names its counter. */
const tenMinutes = (id: string, left: string) => `<script>
var ${left} = 600;
setInterval(function () { if (${left} > 0) { ${left}--; } var minutes = Math.floor(${left} / 60); document.getElementById("${id}").textContent = minutes + ":" + (${left} % 60); }, 1000);
</script>`;
const countdownOf = (html: string) =>
  readPageBehaviour(html, "").redFlags.find((f) => f.explanation.includes("countdown"));

describe("a countdown's evidence", () => {
  const script = tenMinutes("offer-timer", "left");

  it("quotes the words the page shows before the timer's element", () => {
    const flag = countdownOf(
      page(
        `<div class="top-bar"><h3>⏳ Your bonus disappears in:</h3><div id="offer-timer">10:00</div></div>${script}`,
      ),
    );
    expect(flag?.phrase).toBe("⏳ Your bonus disappears in:");
    expect(flag?.severity).toBe("high");
  });

  it("quotes whole words of the script when nothing before the timer reads as its label", () => {
    const flag = countdownOf(page(`<p>Priya Raman</p><div id="offer-timer">10:00</div>${script}`));
    expect(flag?.phrase).not.toContain("Priya");
    // the snippet starts on a whole token of the script, never inside a word
    const first = flag?.phrase.split(" ")[0] ?? "";
    expect(script.split(/[\s;{}<>]/)).toContain(first);
    expect(flag?.phrase).toContain("left--");
  });

  it("quotes the label before a countdown in the markup alone", () => {
    const html = page(
      `<p>Early-bird price ends in:</p><div class="countdown"><span>02</span>:<span>11</span></div>`,
    );
    const flag = readPageBehaviour(html, "").redFlags.find((f) => f.category === "urgency-scarcity");
    expect(flag?.phrase).toBe("Early-bird price ends in:");
  });

  // the script's names say nothing ("restante", "relogio"): its label says a deadline, or nothing does
  it("reads a script with no countdown word as one when the page labels its element as a deadline", () => {
    const script = tenMinutes("relogio", "restante");
    const flag = countdownOf(
      page(`<div class="topo"><h3>⏳ A oferta termina em:</h3><div id="relogio">10:00</div></div>${script}`),
    );
    expect(flag?.phrase).toBe("⏳ A oferta termina em:");
    expect(flag?.severity).toBe("high");
    expect(countdownOf(page(`<p>Lessons watched</p><div id="relogio">10</div>${script}`))).toBeUndefined();
  });

  it("reads a label whose deadline word starts with an accented letter", () => {
    const script = tenMinutes("relogio", "restante");
    const flag = countdownOf(page(`<h3>Última chamada</h3><div id="relogio">10:00</div>${script}`));
    expect(flag?.phrase).toBe("Última chamada");
  });
});
