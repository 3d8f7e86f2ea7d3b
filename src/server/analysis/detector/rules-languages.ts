// The commonest money-making claims in the other languages of the sales pages we read (Portuguese,
// Spanish, French, Italian, Dutch): fast results, figure-free income promises and deadlines. Short
// phrase families, like the English rules; the learned layer reads English only, so on these pages
// the rules carry the verdict.
import { words } from "./numbers";
import type { RedFlagRule } from "./rule";

const N = String.raw`(?:\d+|um|uma|dois|duas|três|tres|sete|un|une|deux|trois|sept|een|twee|drie|zeven|uno|due|tre)`;

export const LANGUAGE_RULES: readonly RedFlagRule[] = [
  {
    category: "fast-results",
    patterns: [
      words(
        `(?:lucro|lucros|resultados?|vendas|renda|dinheiro|profits?|r[ée]sultats?|ventes|argent|winst|resultaten|geld|guadagni|risultati|ganancias|ingresos) (?:[a-zà-ÿ]+ ){0,3}(?:em|en|in|dans|entro|binnen) (?:apenas |seulement |slechts |solo |só )?(?:menos de |moins de )?${N} (?:dias|días|jours|dagen|giorni|horas|heures|uur|ore|semanas|semaines|weken|settimane)`,
        `(?:em|en|in|entro|binnen) (?:apenas |seulement |slechts |solo |só )?(?:menos de |moins de |minder dan )?${N} (?:dias|días|jours|dagen|giorni|horas|heures|uur|ore)(?: ou menos| ou moins| of minder)?!`,
        "(?:dinheiro|lucro|renda) (?:rápido|rapido|fácil|facil|imediato)",
        "(?:argent|revenus?) (?:rapide|facile|immédiat)",
        "(?:snel|makkelijk) geld",
        "(?:soldi|guadagni) (?:facili|veloci)",
      ),
    ],
  },
  {
    category: "earnings-claim",
    severity: "medium",
    patterns: [
      words(
        "renda extra",
        "(?:ganhar|ganhe|faturar|fature|lucrar) (?:muito )?dinheiro",
        "(?:triplicar|dobrar|multiplicar) (?:suas|seus|as|os) (?:vendas|lucros|ganhos|renda)",
        "(?:gagner|gagnez) (?:de l'argent|des milliers|ta vie|votre vie)",
        "(?:doubler|tripler) (?:tes|vos) (?:revenus|ventes|gains)",
        "(?:geld|inkomen) verdienen",
        "(?:guadagnare|guadagna) (?:soldi|online|da casa)",
        "(?:ganar|gana) dinero",
        "libertad financiera|liberdade financeira|libert[ée] financi[èe]re|financi[eë]le vrijheid|libert[àa] finanziaria",
      ),
    ],
  },
  {
    category: "urgency-scarcity",
    patterns: [
      words(
        "(?:últimas|ultimas) (?:vagas|unidades|horas)",
        "(?:oferta|condição|condicao|promoção|promocao) (?:especial )?(?:está |esta )?(?:acabando|termina|encerra|expira)",
        "(?:só|somente|apenas) (?:hoje|nesta página|nesta pagina|agora)",
        "(?:os|as) primeiros? (?:levam|ganham)",
        "derni[èe]re chance",
        "(?:seulement|uniquement) (?:ici et maintenant|aujourd'hui)",
        "(?:l'offre|cette offre) (?:expire|se termine|dispara[iî]t)",
        "(?:aller)?laatste (?:kans|mogelijkheid)",
        "(?:voorgoed|voor altijd) (?:verdwijnt|weg)",
        "(?:ultima|ultime) (?:occasione|possibilit[àa])",
        "(?:última|ultima) oportunidad",
      ),
    ],
  },
];
