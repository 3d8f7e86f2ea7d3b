// The commonest money-making claims in the other languages of the sales pages we read (Portuguese,
// Spanish, French, Italian, Dutch): fast results, figure-free income promises and deadlines. Short
// phrase families, like the English rules; the learned layer reads English only, so on these pages
// the rules carry the verdict.
import { rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";
import { deepDiscount } from "./rules-offers";

const N = String.raw`(?:\d+|um|uma|dois|duas|três|tres|sete|un|une|deux|trois|sept|een|twee|drie|zeven|uno|due|tre)`;

export const LANGUAGE_RULES: readonly RedFlagRule[] = [
  {
    category: "fast-results",
    patterns: [
      words(
        `(?:lucro|lucros|resultados?|vendas|renda|dinheiro|profits?|r[ée]sultats?|ventes|argent|winst|resultaten|geld|guadagni|risultati|ganancias|ingresos) (?:[a-zà-ÿ]+ ){0,3}(?:em|en|in|dans|entro|binnen) (?:apenas |seulement |slechts |solo |só )?(?:menos de |moins de )?${N} (?:dias|días|jours|dagen|giorni|horas|heures|uur|ore|semanas|semaines|weken|settimane|tagen|wochen)`,
        `(?:em|en|in|entro|binnen) (?:apenas |seulement |slechts |solo |só )?(?:menos de |moins de |minder dan )?${N} (?:dias|días|jours|dagen|giorni|horas|heures|uur|ore)(?: ou menos| ou moins| of minder)?!`,
        "(?:dinheiro|lucro|renda) (?:rápido|rapido|fácil|facil|imediato)",
        "(?:argent|revenus?) (?:rapide|facile|immédiat)",
        "(?:snel|makkelijk) geld",
        "schnell(?:es)? geld",
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
        // independence, security and freedom "with money": it, pt, es
        "(?:indipendenza|sicurezza|libert[àa]) (?:economica|finanziaria)",
        "(?:independ[êe]ncia|seguran[çc]a|liberdade) (?:financeira|econ[ôo]mica)",
        "(?:independencia|seguridad|libertad) (?:financiera|econ[óo]mica)",
        // income as abundance or as money that comes by itself
        "(?:trasforma\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}in (?:ricchezza|soldi|denaro|guadagni|profitti)",
        "(?:transform\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}em (?:dinheiro|riqueza|lucro|renda)",
        "(?:transform\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}en (?:dinero|riqueza|ganancias|ingresos)",
        "monetizza\\w*",
        "(?:acelerar|acelere|multiplicar|multiplique|aumentar|aumente|explodir) (?:os |as |seus |suas |o |a |teus |tuas )?(?:lucros|ganhos|faturamento)",
        "(?:acelerar|acelera|multiplicar|multiplica|aumentar|aumenta|dispara) (?:tus |sus |los )?(?:ganancias|ingresos|beneficios)",
        "(?:rendita|entrate|reddito) passiv[aeio]",
        "renda (?:passiva|recorrente|automática|automatica)",
        "ingresos (?:pasivos|recurrentes|automáticos|automaticos)",
        "(?:guadagn\\w*|dinheiro|ganhar\\w*|dinero|ganar) (?:[a-zà-ÿ]+ )?(?:mentre dormi|enquanto (?:você )?dorme|mientras duermes)",
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
        // while copies last, limited copies or places, hurry: it, pt, es
        "(?:fino|finch[ée]|sino) (?:ad? |al )?esauriment\\w* (?:delle |dei )?(?:copie|scorte|posti|pezzi|disponibilit[àa])",
        "prima che (?:le |i )?(?:copie|posti|scorte|pezzi) (?:vengano|siano|si|saranno|vadano) (?:esaurit\\w*|finit\\w*|terminat\\w*)",
        "(?:copie|posti|pezzi) limitat[ie]",
        "(?:ultime|ultimi) (?:copie|posti|pezzi|ore)",
        "fai in fretta|affrettati|sbrigati",
        "(?:soltanto|solo|unicamente|esclusivamente) (?:su|in) questa pagina",
        "(?:enquanto|até) (?:durarem|acabarem|esgotarem) (?:os |as )?(?:estoques|vagas|unidades|cópias|copias)",
        "(?:vagas|unidades|cópias|copias) limitadas",
        "corra (?:agora|antes)",
        "hasta agotar (?:existencias|stock|plazas)",
        "(?:plazas|cupos|unidades) limitad[oa]s",
        "(?:quedan|restan) (?:solo |sólo |apenas )?\\d+ (?:plazas|cupos|lugares|unidades)",
        "date prisa|ap[úu]rate",
        "solo por hoy",
        // a limited time, an offer that ends or is never shown again: pt, es, it, fr, de
        "(?:por|por un|per un|pour un) (?:tempo|tiempo|temps) limitad[oa]|a tempo limitato|temps limit[ée]|zeitlich begrenzt",
        "(?:esta |questa |cette )?(?:oferta|offerta|offre) (?:desaparece|termina|expira|vence|scade|valida solo|finisce|dispara[iî]t)",
        "(?:el )?descuento desaparece",
        "oportunidad [úu]nica|opportunit[àa] unica|oportunidade [úu]nica",
        "non (?:verr[àa]|sar[àa]) (?:mai pi[ùu] )?(?:mostrat|ripropost)\\w*",
        "n[ãa]o (?:h[áa]|haver[áa]) (?:uma )?segunda (?:chance|oportunidade)|no habr[áa] (?:una )?segunda oportunidad",
        "vagas (?:[a-zà-ÿ]+ ){0,5}(?:s[ãa]o |est[ãa]o )?limitadas",
        "(?:offre|places|exemplaires) limit[ée]es?",
        "nur (?:diese woche|heute|noch heute|f[üu]r kurze zeit)",
        "begrenzte (?:pl[äa]tze|anzahl|st[üu]ckzahl)",
        // the page after a purchase that must not be left: pt, es, it, fr, de
        "[úu]ltima (?:chance|oportunidade|alternativa)",
        'n[ãa]o (?:feche|saia|aperte|recarregue|atualize)(?: [a-zà-ÿ"]+){0,4} (?:(?:d?esta|dessa|a) p[áa]gina|voltar"?)',
        "(?:espere|calma)[.,!]* n[ãa]o saia",
        "n[ãa]o saia ainda",
        "(?:essa|esta) oferta (?:pode )?n[ãa]o (?:aparecer[áa]?|ser[áa] (?:mostrada|exibida)) (?:novamente|de novo)",
        "no (?:cierres|salgas de|abandones) (?:esta|la) p[áa]gina",
        "non chiudere (?:questa|la) pagina",
        "ne (?:fermez|quittez) pas (?:cette|la) page",
        "(?:schlie(?:ß|ss)e|verlasse) (?:diese|die) seite nicht",
        // a live audience counted by the page
        "\\d+ (?:pessoas|persone|personas|personnes|mensen) (?:est[ãa]o |stanno |est[áa]n |sont )?(?:assistindo|vendo|guardando|viendo|mirando|regardent|kijken)",
      ),
    ],
  },
  {
    // Deep-discount anchors in the other languages: "sconto del 90%", "90% de desconto", "ahorra 80%".
    category: "urgency-scarcity",
    severity: "low",
    patterns: [
      rx(
        String.raw`\bsconto\s(?:di\s|del\s)?(?:più\sdel\s|oltre\sil\s|fino\sal\s)?\d+\s?%|\b\d+\s?%\s(?:di\ssconto|de\sdesconto|de\sdescuento|de\sr[ée]duction|korting)\b|\b(?:desconto|descuento)\s(?:de\s|del\s)?(?:até\s|hasta\s)?\d+\s?%|\b(?:economize|economizar|ahorra|ahorre|risparmi\w*|[ée]conomisez)\s(?:até\s|hasta\s|il\s|fino\sal\s)?\d+\s?%`,
      ),
    ],
    accept: deepDiscount,
  },
];
