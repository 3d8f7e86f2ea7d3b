// Advance-fee pages: a balance or winnings shown as waiting for the visitor, released only after a
// "verification", "unlock" or "anti-fraud" fee that is said to come back with the first withdrawal.
// The same kind on several sites and sets (Portuguese "taxa de desbloqueio" and "seu saldo será
// liberado", Spanish "liberar tu saldo", English "unlock your balance"); phrase families in
// Portuguese, Spanish and English, never one page's sentence.
import { sentenceText } from "./context";
import { MONEY_STRICT, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

/** A balance, winnings or funds held for the visitor, in pt, es and en. */
const BALANCE = `(?:saldo|saldos|ganhos|fundos|fondos|ganancias|pr[êe]mios?|premios?|balance|winnings|funds|earnings|payout|rewards?)`;
/** Withdrawal or balance words: what a fee must be tied to before it reads as an advance fee. */
const WITHDRAWAL =
  /(?<![a-zà-ÿ])(?:saque\w*|sacar|saldo\w*|retiro\w*|retirar|withdraw\w*|payout\w*|balance|winnings|ganhos|ganancias|receb\w* (?:o |a )?(?:seu |sua )?pagamento|recibir (?:tu |su )?pago|receive your (?:payment|payout))(?![a-zà-ÿ])/;

export const ADVANCE_FEE_RULES: readonly RedFlagRule[] = [
  {
    // A balance waiting or blocked, to be released, unlocked or claimed: "seu saldo pendente",
    // "liberar seu saldo acumulado", "tu saldo está bloqueado", "unlock your pending balance".
    category: "earnings-claim",
    severity: "medium",
    // "não feche esta página antes de sacar seu saldo": the warning is the pitch, not a negation
    negatable: false,
    patterns: [
      words(
        `(?:seu|sua|o|tu|su|el) ${BALANCE} (?:[a-zà-ÿ]+ )?(?:pendentes?|acumulad[oa]s?|bloquead[oa]s?|retid[oa]s?|travad[oa]s?|congelad[oa]s?|pendientes?|retenid[oa]s?|disponibles? para retirar|dispon[íi]ve(?:l|is) para saque)`,
        `(?:liberar|libere|desbloquear|desbloqueie|resgatar|resgate|sacar|saque|receber|reclamar|reclama|cobrar|cobra|retirar|retira|desbloquea) (?:agora |ya |ahora )?(?:o |a |os |as |el |los )?(?:seu |sua |seus |suas |tu |tus |su |sus )(?:[a-zà-ÿ]+ )?${BALANCE}`,
        `(?:resgatar|resgate|reclamar|reclama) (?:os |sus |tus |seus )?(?:fundos|fondos|pr[êe]mios?|premios?)`,
        // the visitor's withdrawal held until something is done: "liberar seu saque", "desbloquea tu retiro"
        "(?:liberar|libere|desbloquear|desbloqueie|desbloquea|unlock|release) (?:agora |ya |ahora |now )?(?:o |el )?(?:seu|tu|su|your) (?:saque|retiro|withdrawal)",
        // a balance's unlocking as a step of its own: "desbloqueio de saldo", "desbloqueo del saldo"
        "(?:desbloqueio|desbloqueo) (?:de|do|del) (?:seu |tu |su )?saldo",
        `(?:seu|sua|o|tu|su|el) ${BALANCE} (?:de [^.!?\\n]{1,20} )?(?:ser[áa]|est[áa]|foi|fue|va a ser|vai ser|fica|queda) (?:totalmente )?(?:liberad[oa]|desbloquead[oa]|bloquead[oa]|retid[oa]|retenid[oa]|congelad[oa])`,
        `(?:unlock|release|claim|withdraw|cash out) (?:your|the) (?:pending |accumulated |locked |frozen |unclaimed )?${BALANCE}`,
        `your (?:pending|accumulated|locked|frozen|unclaimed) (?:[a-z]+ )?${BALANCE}`,
        `your ${BALANCE} (?:will be|has been|is) (?:released|unlocked|locked|frozen|on hold)`,
        // money credited for a click or an answer, as a game's score: "+$5.00 ganados", "+R$ 10,00 ganhos", "+$5 earned"
        `\\+\\s?(?:${MONEY_STRICT})(?:[.,]\\d{2})? (?:ganados?|ganhos?|earned|won|gagn[ée]s?|guadagnati)`,
        // a withdrawal queue the visitor is put in: "colocado em uma fila para receber seu dinheiro"
        "(?:colocad[oa](?:\\(a\\))?|puest[oa]|placed|put) (?:em|na|en|in) (?:uma |una |la |a |the )?(?:fila|cola|queue) (?:para|to) (?:receber|sacar|recibir|cobrar|retirar|receive|withdraw|cash out)",
        // an account "approved" for a withdrawal it never asked for: "sua conta foi aprovada para saque"
        "(?:conta|cuenta|account) (?:foi |fue |has been |was |is )?(?:aprovad[oa]|aprobad[oa]|approved) (?:para|for) (?:o |el |a |an )?(?:saque|retiro|withdrawal|payout)",
      ),
    ],
  },
  {
    // A fee that stands between the visitor and that balance, or one said to come back with the
    // withdrawal: "taxa de desbloqueio", "reembolsado junto com o seu primeiro saque", "unlock fee".
    category: "upsell-hidden-cost",
    severity: "high",
    patterns: [
      words(
        "(?:taxa|tarifa|tasa|cuota|comisi[óo]n) (?:de |anti ?)(?:desbloqueio|desbloqueo|libera[çc][ãa]o|liberaci[óo]n|verifica[çc][ãa]o|verificaci[óo]n|valida[çc][ãa]o|validaci[óo]n|saque|retiro|ativa[çc][ãa]o|activaci[óo]n|fraudes?|confirma[çc][ãa]o|processamento)",
        "(?:unlock|unlocking|release|withdrawal|verification|activation|clearance|anti-fraud|processing|priority|redemption) (?:fee|tax|charge)",
        "(?:pagar|pague|paga|pagá|pay|pagamento d[ao]|pago de la|payment of the) (?:a |la |the )?(?:taxa|tasa|tarifa|fee)",
        // "taxa única de resgate", "antecipação de saldo": a one-off fee to redeem or bring the balance forward
        "(?:taxa|tarifa|tasa|cuota) (?:[a-zà-ÿ]+ )?de (?:resgate|rescate|antecipa[çc][ãa]o|anticipo|prioridade|prioridad)",
        "(?:antecipa[çc][ãa]o|anticipo|adelanto) (?:de |do |del )(?:saldo|saque|retiro)",
        // a fee to jump a withdrawal queue: "uma taxa adicional que te colocará em uma fila de prioridade"
        "(?:fila|cola) (?:de )?(?:prioridade|prioridad|priorit[áa]ria)|priority (?:queue|withdrawal|payout)",
        "(?:obrigat[óo]ri[ao]|necess[áa]ri[ao]|requerid[ao]|required|needed) (?:para|to) (?:realizar |fazer |efetuar |liberar |complete |make |release )?(?:o |a |el |la |your |the )?(?:seu |sua |tu |su )?(?:saque|retiro|withdrawal|payout)",
        // the fee coming back with the balance: "estornado junto com o seu primeiro saque"
        "(?:reembolsad[oa]|reembolsável|reembolsable|estornad[oa]|devolvid[oa]|de volta|refunded|returned) (?:[^.!?\\n]{0,50} )?(?:junto|juntamente|along|together|con|com) (?:com |con |ao |à |with )?(?:o |a |el |la |your |the )?(?:seu |sua |tu |su )?(?:primeir[oa] |primer |first )?(?:montante do seu |valor do seu )?(?:saque|saldo|retiro|withdrawal|payout|balance)",
      ),
      // an identity or account check that costs money: "verificação de identidade de R$ 18,00"
      rx(
        `(?<![a-zà-ÿ])(?:confirma[çc][ãa]o|verifica[çc][ãa]o|valida[çc][ãa]o|verificaci[óo]n|confirmaci[óo]n|verification) (?:de |of )?(?:identidade|identidad|cadastro|cuenta|conta|identity|account) (?:de |por |for |of |no valor de )(?:${MONEY_STRICT})`,
      ),
    ],
    // a fee only reads as an advance fee next to a withdrawal, a balance or a payment to receive
    accept: (m) =>
      WITHDRAWAL.test(sentenceText(m)) ||
      WITHDRAWAL.test(m.doc.folded.slice(Math.max(0, m.start - 200), m.start)) ||
      WITHDRAWAL.test(m.doc.folded.slice(m.end, m.end + 200)),
  },
  {
    // Paid to watch, rate or listen: "a plataforma paga por avaliar músicas", "get paid to watch videos".
    category: "earnings-claim",
    severity: "medium",
    patterns: [
      words(
        "(?:paga|pagam|pagando|remunera) (?:voc[êe] |vc )?(?:por|para) (?:avaliar|assistir|ouvir|curtir|jogar|responder|ver)",
        "(?:paga|pagan|pagamos) (?:por|para) (?:ver|calificar|escuchar|jugar|evaluar)",
        "(?:get|gets|getting|got) paid (?:to|for) (?:watch|watching|rate|rating|listen|listening|like|liking|play|playing) (?:[a-z]+ )?(?:videos|songs|music|ads|games|tracks)",
      ),
    ],
  },
];
