// Income by the day or month in the other languages of the pages we read (numbers.ts' periods),
// prices written with a period that are not income (money-context.ts), deadlines and one-time offers
// in those languages (rules-languages.ts), and the learned layer on a whole page: it stands only
// beside a rule finding (detector.ts). Every example is written for this test, modelled on the kinds
// of phrases the labelled real pages hold.
import { describe, expect, it } from "vitest";
import { detect } from "./detector";

const flags = (text: string, options: Parameters<typeof detect>[1] = {}) =>
  detect([{ field: "text", text }], { sellerCopy: true, ...options }).redFlags;
const categories = (text: string) => flags(text).map((f) => f.category);

describe("income with a period, in other languages", () => {
  it.each([
    ["pt, per day", "Hoje a Marta tira R$ 320 por dia com três anúncios."],
    ["pt, a month after a slash", "Estratégia que deu 90k/mês ao meu aluno."],
    ["pt, daily", "Receba 4800€ diários com o aplicativo."],
    ["es, a month", "Así se hacen 12.000 € al mes desde casa."],
    ["fr, a month after a slash", "Comment toucher jusqu'à 2950€/mois avec des agents."],
    ["de, a month", "Von null auf 4.000€ pro Monat in einem Jahr."],
    ["it, a day", "Con questo metodo porti a casa 250€ al giorno."],
    ["pt, a verb of making", "A Rita fez 9.500€ em duas semanas com o método."],
  ])("%s is an earnings claim", (_name, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

  it.each([
    ["pt, a plan's price", "Assinatura: R$ 39,90/mês no cartão."],
    ["es, a price", "Precio: 19 € al mes, cancela cuando quieras."],
    ["de, a price", "Das Abo kostet 12 € pro Monat."],
    ["en, a price with tax", "Studio pass £21 per month (inc tax), cancel any time."],
  ])("%s is not income", (_name, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("deadlines and one-time offers, in other languages", () => {
  it.each([
    ["it, an offer that expires", "Attenzione: questa offerta scade tra pochi minuti."],
    ["it, never shown again", "Chiudi e questa pagina non verrà mai più mostrata."],
    ["es, an offer that disappears", "Esta oferta desaparece cuando cierres la pestaña."],
    ["es, a one-off chance", "Es una oportunidad única para entrar."],
    ["pt, a limited time", "Preço especial por tempo limitado."],
    ["pt, no second chance", "Depois disso não há segunda chance."],
    ["de, this week only", "Der Einführungspreis gilt nur diese Woche."],
    ["fr, a limited offer", "Offre limitée aux cent premiers inscrits."],
  ])("%s is urgency", (_name, text) => {
    expect(categories(text)).toContain("urgency-scarcity");
  });
});

describe("the learned layer on a whole page", () => {
  // Copy the model reads as a pitch, with nothing the rules name as a claim.
  const text =
    "Join the community that learned to build an online business the smart way. " +
    "Everything you need to launch, grow and scale is inside. Join now and start today.";
  const read = (wholePage: boolean) => detect([{ field: "page", text }], { wholePage });

  it("judges a short text on its own", () => {
    expect(read(false).pitch?.verdict).toBe("pitch");
  });

  it("stands on a page only beside a rule finding", () => {
    const page = read(true);
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags.filter((f) => f.category === "pitch-language")).toEqual([]);
  });

  it("confirms a rule finding on a page", () => {
    const withClaim = `${text} Members make $9,000 a month within weeks.`;
    const page = detect([{ field: "page", text: withClaim }], { wholePage: true });
    expect(page.pitch?.verdict).toBe("pitch");
    expect(page.redFlags.map((f) => f.category)).toContain("earnings-claim");
  });

  it("counts a page's own price as no rule finding", () => {
    const priced = `${text} Entry $49 / mo`;
    const sellsAt = (phrase: string) => phrase.includes("$49");
    expect(detect([{ field: "page", text: priced }], { wholePage: true }).pitch?.verdict).toBe("pitch");
    const page = detect([{ field: "page", text: priced }], { wholePage: true, ownPrice: sellsAt });
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags).toEqual([]);
  });
});
