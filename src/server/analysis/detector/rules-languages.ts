// The commonest money-making claims in the other languages of the sales pages we read (Portuguese,
// Spanish, French, Italian, Dutch): fast results, figure-free income promises and deadlines. Short
// phrase families, like the English rules; the learned layer reads English only, so on these pages
// the rules carry the verdict. The same families in the other languages of the fixed list are in
// rules-languages-more.ts, appended at the end.
import { sentenceText } from "./context";
import { MONEY_STRICT, PERCENT, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";
import { MORE_LANGUAGE_RULES } from "./rules-languages-more";
import { deepDiscount } from "./rules-offers";

const N = String.raw`(?:\d+|um|uma|dois|duas|três|tres|sete|un|une|deux|trois|sept|een|twee|drie|zeven|uno|due|tre)`;

/** Trading, signals and markets, in the languages above. */
/** Before a phrase that is a product's name, not a promise: "Plataforma Ganar Dinero Online" (set AG). */
const NOT_A_NAME_OF =
  "(?<!plataforma |curso |cursos |guia |guía |academia |blog |club |clube |comunidad |comunidade |ebook |e-book |libro |livro |método |metodo |programa )";

const TRADING =
  /(?<![a-zà-ÿ])(?:trad\w*|opera[çc]\w*|operaci\w*|operar|se[ñn]al\w*|sinai?s|mercados?|bolsa|forex|rob[ôo]s?|robot\w*|estrat[ée]gi\w*|sistema|m[ée]todo|apuestas?|apostas?|cripto\w*|bitcoin)(?![a-zà-ÿ])/;
/** A price, a fee or a tuition in the sentence. */
const A_PRICE =
  /(?<![a-zà-ÿ])(?:pre[çc]os?|precios?|prix|prezzo|valor|custo|costo|co[uû]t|taxa|mensalidade|matr[íi]cula|assinatura|suscripci[óo]n|plano|plan)(?![a-zà-ÿ])/;

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
        // earning from the first days (set AE): "Como faturar nos primeiros 90 dias"
        `(?:faturar|lucrar|ganhar dinheiro|vender|facturar|ganar dinero) (?:j[áa] |ya )?(?:nos|nas|en los|en las) primeir[oa]s ${N} (?:dias|d[íi]as|semanas)`,
        "(?:soldi|guadagni) (?:facili|veloci)",
        // a business changed or the money back within days: pt, es, fr ("in 7 weeks" is a programme's
        // length as often as a promise: "transforma tu carrera en 7 semanas" on a 7-week course, set Q)
        `(?:transforme|transformar|transforma|mude|mudar|muda|cambia|cambiar) (?:o |a |el |la )?(?:seu|sua|teu|tua|tu|su) (?:[a-zà-ÿ]+ ){0,2}(?:em|en) (?:apenas |só |solo |s[óo]lo )?${N} (?:dias|días)`,
        "resultados (?:desde|a partir del?|j[áa] no|ya en el) (?:o |el )?prim(?:eir|er)o? (?:mes|m[êe]s|d[íi]a|semana)",
        // extra income, or the price earned back, in the first month (set AS): "Conseguiram renda extra no
        // primeiro mês", "O investimento se paga no primeiro mês"
        "(?:renda extra|lucro|dinheiro|ingresos extra|ganancias) (?:j[áa] |ya )?(?:no|na|en el|en la) prim(?:eir|er)[oa]? (?:m[êe]s|mes|semana)",
        "(?:investimento|curso|inversi[óo]n|programa) (?:se paga|se pagou|se paga sozinho|se recupera) (?:j[áa] |ya )?(?:no|na|en el|en la) prim(?:eir|er)[oa]? (?:m[êe]s|mes|semana|d[íi]a)",
        // a first sale within days: pt, es
        // (and in the plural, "up to": "Primeiras comissões em até 30 dias", set BD, in-sample)
        `prim(?:eira|era)s? (?:vendas?|ventas?|comiss(?:[ãa]o|[õo]es)|comisi(?:[óo]n|ones)) (?:com|em|en|con) (?:apenas |s[óo] |solo |s[óo]lo |at[ée] |hasta )?(?:menos de )?${N} (?:dias|días|horas|semanas)`,
        // the first client or return within days, from zero (set S, in-sample)
        `(?:ao|al|o|el) prim(?:eir|er)o (?:[a-zà-ÿ]+ ){0,2}?(?:cliente|retorno|resultado|contrato|pagamento|pago) (?:[a-zà-ÿ]+ ){0,2}?(?:em|en|com|con) (?:at[ée] |hasta |apenas |s[óo] |solo |menos de )?${N} (?:dias|días|horas)`,
        `(?:do|desde) (?:zero|cero) (?:ao|al|a) (?:primeir[oa]|primer[oa]?|seu|tu) (?:[a-zà-ÿ]+ ){0,2}(?:em|en) (?:at[ée] |hasta |apenas |s[óo] |solo )?${N} (?:dias|días)`,
        `(?:em|en) (?:apenas |s[óo] |solo |s[óo]lo )?${N} (?:dias|días|horas) (?:j[áa] |ya )?(?:fiz|fez|hice|hizo|tive|tuve) (?:a |minha |sua |mi |su )?prim(?:eira|era) (?:venda|venta)`,
        "(?:em|en) d[íi]as,? n[ãa]?o (?:em |en )?(?:anos|años|meses)",
        "recuper(?:ei|ou|ado|ada|é|ó|amos) (?:o |a |la |el )?(?:meu |mi |seu |su )?(?:investimento|inversi[óo]n|dinheiro investido)",
        `dans ${N} (?:jours|semaines|mois),? (?:tu|vous) ne (?:te|vous) reconna[îi]tr[a-z]*`,
        // a business up and running within days, like the English "launch your business in 3 days": pt,
        // es, fr, it, de (set K, in-sample)
        `(?:lance|lan[çc]ar|comece|abra|crie|monte) (?:o |a )?(?:seu|sua) (?:neg[óo]cio|empresa|business)(?: online| digital)? em ${N} (?:dias|horas)`,
        `(?:lanza|lanzar|crea|crear|monta|montar|empieza) (?:tu|su) (?:negocio|empresa|business)(?: online| digital)? en ${N} (?:d[íi]as|horas)`,
        `(?:lance|lancer|lancez|cr[ée]e|cr[ée]er|cr[ée]ez|monte|monter|montez) (?:ton|ta|votre) (?:activit[ée]|business|entreprise)(?: en ligne)? en ${N} (?:jours|heures)`,
        `(?:lancia|lanciare|avvia|avviare|crea|creare) (?:il tuo|la tua) (?:attivit[àa]|business|impresa)(?: online)? in ${N} (?:giorni|ore)`,
        `(?:starte|starten|gr[üu]nde|gr[üu]nden) (?:dein|deine|ihr|ihre) (?:business|unternehmen|online-business|gesch[äa]ft)(?: online)? in ${N} (?:tagen|stunden)`,
        // no experience and only days: es, pt (set V, in-sample: "Sin experiencia previa. En solo 30 días.")
        `sin experiencia(?: previa)?[.,]? (?:y )?en (?:solo|s[óo]lo|apenas) ${N} (?:d[íi]as|semanas)`,
        `sem experi[êe]ncia(?: pr[ée]via)?[.,]? (?:e )?em (?:apenas|s[óo]) ${N} (?:dias|semanas)`,
        // from beginner to expert within days (set T, in-sample)
        `(?:de|do|desde) (?:principiante|iniciante|novato|cero|zero) (?:a|ao|à) (?:experto|expert|especialista|profissional|profesional|pro) (?:en|em) (?:apenas |solo |s[óo] )?${N} (?:d[íi]as|semanas)`,
      ),
    ],
  },
  {
    category: "earnings-claim",
    severity: "medium",
    patterns: [
      words(
        // "renda extra" names a topic, like "extra income" ("Ideias de renda extra de baixo risco", an
        // honest e-book, set AG): a claim with a guarantee, a period or a figure only
        "renda extra (?:garantida|certa|todo(?:s os)? m[eê]s(?:es)?|todos os dias|di[áa]ria|mensal|de (?:r\\$ ?)?\\d)",
        // ...or promised to a beginner (set AO): "criar uma renda extra mesmo começando do absoluto zero"
        "renda extra (?:mesmo )?(?:come[çc]ando|partindo) (?:do|de) (?:absoluto )?zero",
        // money made with AI, as "AI ... monetizes" in English (set AO): "monetizar usando IA"
        "monetiz(?:ar|e|ando) (?:[a-zà-ÿ]+ )?(?:usando|com|con|utilizando) (?:a |la )?(?:ia|intelig[êe]ncia artificial|chatgpt)",
        // (not a name: "Plataforma Ganar Dinero Online", set AG)
        `${NOT_A_NAME_OF}(?:ganhar|ganhe|faturar|fature|lucrar) (?:muito )?dinheiro`,
        "(?:triplicar|dobrar|multiplicar) (?:suas|seus|as|os) (?:vendas|lucros|ganhos|renda|clientes|convers[õo]es|pedidos|faturamento)",
        // results multiplied: it, fr, es, and a rise in sales as a percentage
        "(?:triplicare|raddoppiare|moltiplicare|triplicato|raddoppiato|triplicano) (?:i |le |il |la )?(?:loro |tuoi |tue |tuo |tua |miei |mie |suoi )?(?:clienti|vendite|guadagni|fatturato|entrate|conversioni)",
        "(?:doubl[ée]|tripl[ée]|multipli[ée]) (?:mes|tes|vos|ses|leurs|nos) (?:revenus|ventes|gains|clients|chiffres?)",
        "(?:duplicar|triplicar|duplic[óo]|triplic[óo]|dupliqu[ée]|tripliqu[ée]|multiplicar) (?:tus |sus |mis |las |los )?(?:ventas|ingresos|ganancias|clientes|conversiones)",
        "aumento de \\d+\\s?% (?:em|en|nas|nos|de|das|dos) (?:vendas|convers[õo]es|faturamento|lucros?|ventas|conversiones|ingresos|ganancias)",
        // starting to earn, soon: pt, es, de
        "(?:come[çc]ar?|comece|comecem|come[çc]a|come[çc]ou) a (?:lucrar|faturar|ganhar dinheiro)",
        "(?:quero|vou|pode) (?:lucrar|faturar) (?:agora|hoje|j[áa])",
        "(?:empieza|empezar|empiece|comienza|comenzar|comience) a (?:ganar dinero|facturar|generar ingresos)",
        "(?:verdiene|verdienst|verdienen) (?:dein|ihr|sein) erstes geld",
        "(?:o |seu |teu )?dinheiro (?:a )?entra(?:ndo|r)? (?:na conta |no pix )?(?:j[áa] |ainda )?(?:na|nas|no|nos|em) (?:primeir[oa]s?|pr[óo]xim[oa]s?) (?:dias?|semanas?)",
        // steady profits and highly profitable trading: es, pt
        "(?:ganancias|ingresos|lucros?|ganhos|renda|rendimientos?) (?:[a-zà-ÿ]+ ){0,5}(?:d[íi]a a d[íi]a|todos los d[íi]as|todos os dias|de (?:manera|forma) (?:s[óo]lida y |s[óo]lida e )?constante)",
        "(?:altamente|muy|super|extremamente|muito) (?:rentable|lucrativ[oa]|rent[áa]vel)",
        // a small outlay and a large profit: es, pt, fr (set V, in-sample; English in rules-earnings.ts)
        "(?:baja|poca|m[íi]nima) inversi[óo]n y (?:alta|gran|grandes|mucha|altas|muchas) (?:ganancias?|rentabilidad|retornos?|beneficios?)",
        "(?:baixo|pouco|m[íi]nimo) investimento e (?:alto|altos|grande|grandes|muito) (?:lucros?|retornos?|rentabilidade|ganhos?)",
        "(?:faible|petit) investissement (?:et|,|pour une?) (?:forte|haute|grande|gros) (?:rentabilit[ée]|profits?|gains?)",
        "trader (?:consistente|lucrativo|rentable|rent[áa]vel)(?: e (?:lucrativo|rent[áa]vel))?",
        "(?:gagner|gagnez) (?:de l'argent|des milliers|ta vie|votre vie)",
        "(?:doubler|tripler) (?:tes|vos) (?:revenus|ventes|gains)",
        // money earned fast, easily, passively or from home, not the topic: "Skills, die Geld verdienen"
        // is a book's title (set AI)
        "(?:schnell|einfach|leicht|viel|passiv|nebenbei|automatisch|sofort|snel|makkelijk|veel|passief)(?:es)? (?:online |im internet )?(?:geld|inkomen) verdienen",
        "(?:geld|inkomen) verdienen (?:im schlaf|ohne (?:arbeit|aufwand|erfahrung)|von zu hause|vanuit huis|zonder (?:werk|ervaring))",
        // starting to earn (set AE): "Fang noch heute an, mit dem TradesScanner Geld zu verdienen!"
        // (not a belief quoted to be unlearnt: "Ich muss hart arbeiten, um Geld zu verdienen")
        "(?:fang|fange|fangen|fängst) (?:[a-zäöüß]+ ){0,3}an,? (?:[a-zäöüß]+ ){0,4}geld zu verdienen",
        // steady profits (set AE): "konstante Trading-Gewinne", "kontinuierliche Börsen-Gewinne",
        // "dauerhaft profitable Trades"; and income multiplied (pt): "Hoje faturo 3x mais"
        "(?:konstante|kontinuierliche|dauerhafte|stetige|sichere|regelmäßige)n? (?:[a-zäöüß]+-)?(?:gewinne|einnahmen|renditen?|profite|erträge)",
        "dauerhaft (?:profitab(?:e)?l|gewinnbringend)[a-zäöüß]*",
        "(?:faturo|fatura|faturamos|ganho|ganha|ganhamos|lucro|lucra|vendo|vende|vendemos) (?:\\d+x|\\d+ x|\\d+ vezes) mais",
        "(?:guadagnare|guadagna) (?:soldi|online|da casa)",
        // high earnings without a figure: it (set K, in-sample)
        "(?:i )?guadagni (?:sono )?(?:alti|elevati|altissimi|importanti)",
        "guadagn(?:i|a|are) bene(?: e tanto)?",
        // a profit estimated for the reader, anyone earning, a small stake earning (set AC): "Profitti
        // stimati 7.206€", "tutti possono iniziare ad investire e a guadagnare", "con soli 250€ ...
        // iniziare a guadagnare"; es, pt beside it
        "(?:profitti|guadagni|rendimenti|ganancias|beneficios|lucros|ganhos) (?:stimati|estimad[oa]s|estimados|previst[io]s?|potenziali) (?:di |de )?(?:€|\\$|r\\$)?\\s?\\d",
        "tutti possono (?:[a-zà-ÿ]+ ){0,6}guadagnare",
        "con (?:soli|solo) \\d[\\d.,]*\\s?(?:€|euro) (?:[a-zà-ÿ]+ ){0,10}guadagnare",
        // a profit in euros, a stake turned into more, an account grown to a sum (set BB, in-sample): "il
        // conto ha fatto un profitto di €976,47", "Transformando ogni €1 in €10", "crescere fino a €886,000"
        "(?:profitto|guadagno) di (?:€\\s?\\d[\\d.,]*|\\d[\\d.,]*\\s?(?:€|euro))",
        "(?:trasformat|transformat|trasformand|transformand)\\w* [^.!?\\n]{0,30}?in (?:più di |oltre )?(?:\\+- )?€\\s?\\d[\\d.,]*",
        "(?:crescere|cresciut[oa]|crescer[àa]) fino a €\\s?\\d[\\d.,]*",
        // (and its other persons: "gane dinero", "ganan dinero diariamente"; set U, in-sample)
        `${NOT_A_NAME_OF}(?:ganar|gana|gane|ganan|ganas|ganes|ganamos) (?:mucho |m[áa]s )?dinero`,
        // a rate of return by the day or month in Spanish and Portuguese: "ganar al menos el 4% diario"
        "(?:ganar|gane|ganan|ganhar|ganhe|rendimiento|rentabilidad|retorno|rendimento|lucro) (?:[a-zà-ÿ]+ ){0,3}\\d+(?:[.,]\\d+)?\\s?% (?:diario|diaria|diarios|al d[íi]a|por d[íi]a|ao dia|por dia|mensual|al mes|ao m[êe]s|por m[êe]s|semanal)",
        "libertad financiera|liberdade financeira|libert[ée] financi[èe]re|financi[eë]le vrijheid|libert[àa] finanziaria",
        // a profit rate without its period, a financial life changed, apps that pay, sharing to earn
        // (set AG): "Lucro de 300%", "mudar sua vida financeira", "Aplicativos que pagam de verdade",
        // "Você só precisa divulgar e ganhar"
        "(?:lucro|lucros|rentabilidade|ganancia|ganancias|rentabilidad|beneficio|profitto|rendimento) de \\d+(?:[.,]\\d+)?\\s?%",
        // and the other order (set AK): "el resultado es un 41% de ganancias"
        "\\d+(?:[.,]\\d+)?\\s?% de (?:ganancias|lucro|lucros|rentabilidad|rentabilidade|beneficios?|retorno|ganhos)",
        "(?:mudar|mude|mudará|transformar|transforme|transformará) (?:a |sua |tua |a sua )?vida financeira",
        // finances already changed, said of a crowd (set AS): "Mais de 500 pessoas já transformaram suas finanças"
        "(?:j[áa] |ya )?(?:transformaram|mudaram|transformou|mudou|transformaron|cambiaron|transform[óo]|cambi[óo]) (?:as |a |sua |suas |sus |su )?(?:finan[çc]as|finanzas|vida financeira|vida financiera)",
        "(?:cambiar|cambia|cambiará|transformar|transforma|transformará) (?:tu|su) vida financiera",
        "(?:aplicativos|apps?|sites|plataformas|aplicaciones) que (?:realmente |te )?(?:pagam|pagan)(?: de verdade| de verdad| dinheiro| dinero)?",
        "(?:s[óo]|apenas|solo|s[óo]lo) (?:precisa |precisas |necesitas |tienes que )?(?:divulgar|compartilhar|indicar|postar|compartir|publicar) (?:e|y) (?:ganhar|ganar|lucrar)",
        // independence, security and freedom "with money": it, pt, es
        "(?:indipendenza|sicurezza|libert[àa]) (?:economica|finanziaria)",
        "(?:independ[êe]ncia|seguran[çc]a|liberdade) (?:financeira|econ[ôo]mica)",
        "(?:independencia|seguridad|libertad) (?:financiera|econ[óo]mica)",
        // fr (set AO): "atteints l'indépendance financière"
        "(?:ind[ée]pendance|s[ée]curit[ée]) (?:financi[èe]re|[ée]conomique)",
        // income as abundance or as money that comes by itself
        "(?:trasforma\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}in (?:ricchezza|soldi|denaro|guadagni|profitti)",
        "(?:transform\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}em (?:dinheiro|riqueza|lucro|renda)",
        "(?:transform\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}en (?:dinero|riqueza|ganancias|ingresos)",
        // fr (set AO): "Transforme ton épargne en fortune"
        "(?:transform\\w*|convert\\w*) (?:[a-zà-ÿ]+ ){0,3}en (?:fortune|richesse|argent|profits?)",
        "monetizza\\w*",
        "(?:acelerar|acelere|multiplicar|multiplique|aumentar|aumente|explodir) (?:os |as |seus |suas |o |a |teus |tuas )?(?:lucros|ganhos|faturamento)",
        // income or sales multiplied, in more verb forms (set Q): "multiplica seu faturamento"
        "(?:multiplica|multiplicam|multiplique|multiplicar) (?:os |as |seus |suas |seu |sua |o |a |teus |tuas |teu |tua )?(?:lucros|ganhos|faturamento|renda|vendas)",
        // a sales or money "machine" (set Q, in-sample): "transforme seu perfil em uma máquina de vendas"
        // (and several of them, set X, in-sample: "transforma vendedores comuns em máquinas de vendas")
        "(?:em|numa|uma|en|una|dans|une) (?:uma |una |une )?(?:verdadeiras? |verdaderas? |v[ée]ritables? )?m[áa]quinas? de (?:vendas|dinheiro|fazer dinheiro|lucros?|renda|ventas|dinero|hacer dinero|ingresos)",
        // a money machine as a module's or the offer's name (set AM): "TikTok, La Máquina de Dinero"
        "(?:la|a|tu|sua|su|seu|tua) (?:propia |pr[óo]pria )?m[áa]quina de (?:dinheiro|fazer dinheiro|dinero|hacer dinero|lucros?|ganancias)",
        // income multiplied in the first person, sales up by a percentage on average, results
        // multiplied a number of times (set X, in-sample): "já tripliquei minha renda"
        "(?:dobrei|dupliquei|tripliquei|quadrupliquei|multipliquei) (?:a |o |as |os )?(?:minha |meu |minhas |meus )?(?:renda|faturamento|vendas|lucros?|ganhos|sal[áa]rio)",
        "(?:aumentam|aumentaram|aumentou|aumentar|aumente|aumenta) (?:suas |seus |sua |seu |as |os )?(?:vendas|lucros|faturamento|renda|ganhos) em (?:m[ée]dia )?(?:at[ée] |mais de )?\\d+\\s?%",
        "multiplicar (?:seus|suas|os|as|tus|sus|los) resultados (?:em|en|por) (?:mais de |m[áa]s de |at[ée] |hasta )?\\d+ (?:vezes|veces)",
        // people already profiting, a salary raised by a percentage (set T, in-sample)
        "(?:j[áa] )?(?:est[ãa]o|estamos) (?:lucrando|faturando|ganhando dinheiro)|(?:ya )?(?:est[áa]n|estamos) (?:ganando dinero|facturando|lucrando)",
        "(?:aumenta|aumente|aumentar|sube|subir|incrementa|duplica) (?:tu|su|seu|sua|o seu|o teu) (?:salario|sueldo|sal[áa]rio|ingreso|ingresos|renda) (?:un |en un |hasta un |em |em at[ée] |at[ée] )?\\d+\\s?%",
        "(?:mi|mis|meu|minha) (?:salario|sueldo|sal[áa]rio|ingresos|renda) (?:aument[óo]|subi[óo]|creci[óo]|aumentou|subiu|cresceu) (?:un |en un |em |mais de |m[áa]s de )?\\d+\\s?%",
        "machine [àa] (?:cash|fric|sous|vendre|argent)",
        "(?:acelerar|acelera|multiplicar|multiplica|aumentar|aumenta|aumentando|dispara) (?:tus |sus |los )?(?:ganancias|ingresos|beneficios)",
        // a monthly gain worked out in figures, commissions in reais, a sum collected, bonuses for life (set
        // BD, in-sample): "tu ganancia bruta mensual seria ₡2.700.000", "primeiras comissões de R$ 500 a
        // R$ 2.000", "vous récoltez ... la somme de 420 000 FCFA", "vous gagnez à vie des bonus"
        "(?:ganancia|ingreso)s? (?:bruta |neta |total )?(?:mensual|semanal|diaria)(?:es)? (?:ser[íi]an?|ser[áa]n?|es|de) (?:de )?(?:₡|\\$|€|s\\/|r\\$)\\s?\\d[\\d.,]*",
        "comiss(?:[õo]es|[ãa]o) de (?:r\\$\\s?\\d[\\d.,]* (?:a|at[ée]) )?r\\$\\s?\\d[\\d.,]*",
        "(?:r[ée]colte[zr]?|gagne[zr]?|touche[zr]?|recev(?:ez|rez)|empoche[zr]?) (?:[a-zà-ÿ0-9']+ ){0,6}la somme de \\d[\\d.,]*(?: \\d{3})*",
        "(?:gagnez|gagner|touchez|toucher) (?:[àa] vie|des (?:bonus|commissions|revenus) [àa] vie)",
        "(?:rendita|entrate|reddito) passiv[aeio]",
        // the core families filled where a language lacked one (a probe of ten claims in ten languages,
        // written here, not read from a page): passive income (nl), money doubled (es, it, fr, de, nl)
        "passie(?:f|ve) inkomen|passieve inkomsten",
        "duplic(?:a|ar|aron|aste|amos|[óo]) (?:tu |su |sus |tus |el |mi )?(?:dinero|capital|inversi[óo]n)",
        "raddoppi(?:a|are|ato|ano|ate|ando) (?:i |il |l')?(?:tuoi |loro |miei |suoi |vostri )?(?:soldi|capitale|investimento|denaro)",
        "doubl(?:er|ez|e|ent|[ée]) (?:votre |ton |leur |mon |son )?(?:argent|capital|investissement)",
        "(?:dein|ihr|sein|euer) geld (?:[a-z0-9äöüß]+ ){0,3}verdoppel\\w*|verdopple (?:dein|ihr) geld|verdoppeln sie ihr geld",
        "(?:je|jouw|hun|uw) geld (?:[a-z0-9]+ ){0,3}verdubbel\\w*|verdubbel (?:je|jouw|uw) geld",
        // a return by the month or the day: fr, de, nl (the pt, es and it forms are the next rule's)
        "rendement (?:mensuel )?(?:de )?\\d+(?:[.,]\\d+)?\\s?% (?:par (?:mois|jour|semaine)|mensuel|quotidien|hebdomadaire)",
        "(?:monatliche |t[äa]gliche |w[öo]chentliche )?rendite von \\d+(?:[.,]\\d+)?\\s?% (?:pro|im|am|je|in der) (?:monat|tag|woche)",
        "\\d+(?:[.,]\\d+)?\\s?% (?:rendite|gewinn|rendement|winst) (?:pro|im|am|je|per) (?:monat|tag|woche|maand|dag)",
        "rendement van \\d+(?:[.,]\\d+)?\\s?% per (?:maand|dag|week)",
        // becoming rich (it, nl; pt, es and fr below)
        "diventa(?:re|rai|te)? (?:ricc[oiha]|milionari[oa]?)|arricchir(?:si|ti|vi)",
        "(?:snel )?rijk (?:te )?worden|miljonair (?:te )?worden",
        "renda (?:passiva|recorrente|automática|automatica)",
        "ingresos (?:pasivos|recurrentes|automáticos|automaticos)",
        // money made, or earnings and income that grow, while the buyer sleeps; income that works for
        // them (set AM): "escalar tus ganancias mientras duermes", "Uma renda que trabalha por você"
        "(?:guadagn\\w*|dinheiro|ganh\\w*|lucrar|faturar|vender|dinero|ganar|ganancias|ingresos|lucros|renda|rendimentos|entrate) (?:[a-zà-ÿ]+ )?(?:mentre dormi|enquanto (?:você |tu )?dormes?|mientras duermes)",
        // it (set BB, in-sample): "In solo 12 ore, mentre stavo dormendo, il conto ha fatto un profitto"
        "mentre (?:stavo dormendo|dormivo)",
        "(?:renda|rendimento|ingreso|ingresos|dinheiro|dinero) que (?:trabalha|trabaja|trabajan|trabalham) (?:por|para) (?:você|voc[êe]s|ti|usted|ustedes)",
        // income earned from home (set AM, like "income from home" in English): "generar ingresos
        // desde casa", "ganhar renda de casa"
        "(?:generar|ganar|obtener|tener) (?:[a-zà-ÿ]+ )?ingresos (?:extra |adicionales )?desde (?:casa|tu casa|el sof[áa])",
        "(?:gerar|ganhar|ter|fazer) (?:uma )?renda (?:extra )?(?:de casa|em casa|sem sair de casa)",
        // income that comes by itself: "de forma 100% passiva", "revenus récurrents et passifs"
        "(?:de forma |de maneira |de manera )?100% passiv[ao]",
        "(?:source de )?revenus? (?:r[ée]currents? )?(?:et )?passi(?:fs?|ves?)",
        // a career promised as well paid (set AQ): "uma psicóloga reconhecida, valorizada e bem paga"
        "(?:reconhecid[oa]s?|valorizad[oa]s?|respeitad[oa]s?),? (?:e )?bem pag[oa]s?",
        "(?:reconocid[oa]s?|valorad[oa]s?|respetad[oa]s?),? (?:y )?bien pagad[oa]s?",
        // becoming rich: pt, es, fr
        "(?:ficar|ficarem|fique|tornar se|se tornar|virar) (?:um |uma )?(?:milion[áa]ri[oa]s?|ric[oa]s?)",
        "(?:hacerte|volverte|convertirte en|hacerse) (?:un |una )?(?:millonari[oa]s?|ric[oa]s?)",
        "devenir (?:riche|millionnaire)",
      ),
    ],
  },
  {
    category: "urgency-scarcity",
    patterns: [
      words(
        "(?:últimas|ultimas) (?:vagas|unidades|horas)",
        "(?:oferta|condição|condicao|promoção|promocao|desconto) (?:especial )?(?:está |esta )?(?:acabando|termina|terminar[áa]|encerra|encerrar[áa]|expira|expirar[áa]|acaba|acabar[áa])",
        "(?:só|somente|apenas) (?:hoje|nesta página|nesta pagina|agora)",
        "(?:os|as) primeiros? (?:levam|ganham)",
        "derni[èe]re chance",
        "\\d+\\s?% (?:das|de las|de los) (?:vagas|plazas|cupos|lugares) (?:j[áa] |ya )?(?:foram |fueron |est[áa]n |se )?(?:preenchidas|ocupad[oa]s|vendid[oa]s|agotad[oa]s|reservad[oa]s)",
        "(?:el precio se mantiene|o pre[çc]o se mant[ée]m|o pre[çc]o (?:vale|[ée] v[áa]lido)) (?:s[óo]lo |solo |s[óo] |apenas )?(?:hasta|at[ée])",
        "(?:voc[êe] )?recusou (?:as |a |nossas? )?(?:ofertas?|oportunidades?)(?: principa(?:l|is))?",
        "(?:mas )?ainda (?:tem|t[êe]m|existe) uma (?:[úu]ltima )?chance",
        "(?:seulement|uniquement) (?:ici et maintenant|aujourd'hui|sur cette page|maintenant)",
        "(?:disponible|valable|propos[ée]e) une seule fois|offre unique|cette page seulement",
        "(?:s[óo]|somente|apenas) (?:existe|est[áa] dispon[íi]vel|vale) (?:aqui )?(?:nesta|neste|nessa) (?:p[áa]gina|momento)",
        "(?:l'offre|cette offre) (?:expire|se termine|dispara[iî]t)",
        "(?:aller)?laatste (?:kans|mogelijkheid)",
        "(?:voorgoed|voor altijd) (?:verdwijnt|weg)",
        "(?:ultima|ultime) (?:occasione|possibilit[àa])",
        "(?:última|ultima) oportunidad",
        // while copies last, limited copies or places, hurry: it, pt, es
        "(?:fino|finch[ée]|sino) (?:ad? |al )?esauriment\\w* (?:delle |dei )?(?:copie|scorte|posti|pezzi|disponibilit[àa])",
        "prima che (?:le |i )?(?:copie|posti|scorte|pezzi) (?:vengano|siano|si|saranno|vadano) (?:esaurit\\w*|finit\\w*|terminat\\w*)",
        "(?:copie|pezzi) limitat[ie]",
        "(?:ultime|ultimi) (?:copie|posti|pezzi|ore)",
        "fai in fretta|affrettati|sbrigati",
        "(?:soltanto|solo|unicamente|esclusivamente) (?:su|in) questa pagina",
        "(?:enquanto|até) (?:durarem|acabarem|esgotarem) (?:os |as )?(?:estoques|vagas|unidades|cópias|copias)",
        "(?:unidades|cópias|copias) limitadas",
        "corra (?:agora|antes)",
        "hasta agotar (?:existencias|stock|plazas)",
        "unidades limitad[oa]s",
        "(?:quedan|restan) (?:solo |sólo |apenas )?\\d+ (?:plazas|cupos|lugares|unidades)",
        // it (set BB, in-sample): "rimangono solo 100 spazi liberi"
        "(?:rimangono|restano|sono rimasti) (?:solo |soltanto |appena )?\\d+ (?:posti|spazi)",
        "date prisa|ap[úu]rate",
        "solo por hoy",
        // a limited time, an offer that ends or is never shown again: pt, es, it, fr, de
        "(?:por|por un|per un|pour un) (?:tempo|tiempo|temps) limitad[oa]|a tempo limitato|temps limit[ée]|zeitlich begrenzt",
        "(?:esta |questa |cette )?(?:oferta|offerta|offre) (?:desaparece|termina|terminar[áa]|expira|expirar[áa]|acaba|acabar[áa]|finaliza|finalizar[áa]|vence|scade|valida solo|finisce|dispara[iî]t)",
        "(?:el )?descuento desaparece",
        "oportunidad [úu]nica|opportunit[àa] unica|oportunidade [úu]nica|chance [úu]nica",
        "non (?:verr[àa]|sar[àa]) (?:mai pi[ùu] )?(?:mostrat|ripropost)\\w*",
        "n[ãa]o (?:h[áa]|haver[áa]) (?:uma )?segunda (?:chance|oportunidade)|no habr[áa] (?:una )?segunda oportunidad",
        "(?:offre|exemplaires) limit[ée]es?",
        "nur (?:diese woche|heute|noch heute|f[üu]r kurze zeit)",
        "begrenzte (?:anzahl|st[üu]ckzahl)",
        // the page after a purchase that must not be left: pt, es, it, fr, de
        "[úu]ltima (?:chance|oportunidade|alternativa|chamada|llamada)",
        // valid only while the timer runs: pt, es
        "(?:s[óo]|somente|apenas) enquanto o (?:cron[ôo]metro|contador|rel[óo]gio|tempo) (?:corre|estiver (?:correndo|rodando|ativo))",
        "(?:s[óo]lo|solamente) mientras (?:el )?(?:contador|cron[óo]metro|reloj) (?:corre|siga|est[ée] (?:corriendo|activo))",
        // a price no other page has: pt, es
        "n[ãa]o (?:estar[áa]|est[áa]|vai estar|ficar[áa]) dispon[íi]vel em (?:nenhuma|nenhum) outr[oa] (?:p[áa]gina|lugar|site)",
        "no (?:estar[áa]|est[áa]) disponible en (?:ninguna|ning[úu]n) otr[oa] (?:p[áa]gina|lugar|sitio)",
        'n[ãa]o (?:feche|saia|aperte|recarregue|atualize)(?: [a-zà-ÿ"]+){0,4} (?:(?:d?esta|dessa|a) p[áa]gina|voltar"?)',
        "(?:espere|calma)[.,!]* n[ãa]o saia",
        "n[ãa]o saia ainda",
        "(?:essa|esta) oferta (?:pode )?n[ãa]o (?:aparecer[áa]?|ser[áa] (?:mostrada|exibida)) (?:novamente|de novo)",
        "no (?:cierres|salgas de|abandones) (?:esta|la) p[áa]gina",
        "non chiudere (?:questa|la) pagina",
        "ne (?:fermez|quittez) pas (?:cette|la) page",
        "(?:schlie(?:ß|ss)e|verlasse) (?:diese|die) seite nicht",
        // a limited time, a one-time offer and a page never shown again: zh, ja
        "限时(?:优惠|特惠|折扣|抢购|特价)|仅此一次|错过(?:不再|就没有)",
        "期間限定|今だけ|一度(?:きり|限り)の|(?:この)?ページを閉じると|二度と[^。\\n]{0,20}(?:受け取れ|手に入ら|購入でき|参加でき)|定員に達し次第",
        // a live audience counted by the page
        "\\d+ (?:pessoas|persone|personas|personnes|mensen) (?:est[ãa]o |stanno |est[áa]n |sont )?(?:assistindo|vendo|guardando|viendo|mirando|regardent|kijken)",
      ),
    ],
  },
  {
    // Results guaranteed in other words: "lucro garantido", "rentabilidad garantizada", "un sistema
    // probado y garantizado", "revenus garantis". A refund or access guarantee names neither.
    category: "guarantee",
    negationIsRealistic: true,
    severity: "high",
    patterns: [
      words(
        "(?:roi|lucros?|retornos?|rentabilidade|ganhos|renda|resultados?) (?:[a-zà-ÿ]+ )?garantid[oa]s?",
        "(?:roi|ganancias|rentabilidad|beneficios|ingresos|retornos?|resultados?) (?:[a-zà-ÿ]+ )?garantizad[oa]s?",
        "(?:sistema|m[ée]todo|estrat[ée]gia|estrategia) (?:de [a-z]+ )?(?:[a-zà-ÿ]+, )?(?:[a-zà-ÿ]+ )?(?:y|e) garanti(?:zad|d)[oa]",
        "(?:revenus|gains|r[ée]sultats|rentabilit[ée]|profits) garantie?s?",
        "(?:rendiment|guadagn|risultat|profitt|reddit)[oi] garantit[oi]|entrate garantite",
        // nl (the probe above)
        "gegarandeerde? (?:winst(?:en)?|inkomsten|inkomen|rendement(?:en)?|opbrengst(?:en)?|resultaten)",
        // a method that cannot fail: fr, pt, es, it (set K, in-sample)
        "(?:m[ée]thodes?|syst[èe]mes?|formules?|strat[ée]gies?|techniques?|m[ée]todos?|sistemas?|f[óo]rmulas?|estrat[ée]gias?|t[ée]cnicas?|metodi|sistemi|formule|strategie|tecniche|scripts?|roteiros?|guiones?|mod[èe]les?|modelos?|planos?|plans?) (?:[a-zà-ÿ]+ ){0,2}(?:infaillibles?|infal[íi]ve(?:l|is)|infalibles?|infallibil[ei])",
      ),
    ],
  },
  {
    // Money brought in by the people recruited: a network to complete, a binary plan, bonuses for each
    // member signed up: es, pt, fr (set BD, in-sample; English in rules-terms.ts): "generar ingresos extra
    // por recomendar a tus familiares", "225 afiliados en tu red", "système de rémunération binaire",
    // "bonus de parrainnage"
    category: "recruitment",
    patterns: [
      words(
        "ingresos (?:extra |adicionales )?por (?:recomendar|referir|invitar|afiliar)",
        "(?:renda|ganhos) (?:extra )?por (?:indicar|recomendar|convidar)",
        "(?:afiliados|personas|referidos|miembros|pessoas|indicados) en (?:tu|su) red",
        "(?:por|para) cada (?:afiliado|referido|indicado) (?:activo|ativo|que)",
        "plan binario|plano bin[áa]rio|(?:r[ée]mun[ée]ration|plan|syst[èe]me) (?:de r[ée]mun[ée]ration )?binaire",
        "bonus de parrain+age|commissions? de parrain+age",
      ),
    ],
  },
  {
    // A crowd already earning with the method, as "thousands of people are" in English (set AG): "o
    // método que milhares de brasileiros estão usando para gerar renda extra"
    category: "atypical-testimonial",
    patterns: [
      words(
        "(?:milhares|centenas|milh[õo]es) de (?:pessoas|brasileir[oa]s|alun[oa]s|mulheres|m[ãa]es|iniciantes|afiliad[oa]s) (?:que )?(?:j[áa] )?(?:est[ãa]o )?(?:usando|lucrando|ganhando|faturando|aplicando|utilizando|lucram|ganham|faturam)",
        "(?:miles|cientos|millones) de (?:personas|latinos|alumnos|estudiantes|mujeres|madres|principiantes|afiliados) (?:que )?(?:ya )?(?:est[áa]n )?(?:usando|ganando|generando|facturando|aplicando|utilizando|ganan|generan|facturan)",
        // and the method said to be used by that crowd (set AO): "o método passo a passo utilizado por
        // milhares de pessoas"
        "(?:m[ée]todo|sistema|estrat[ée]gia) (?:[a-zà-ÿ]+ ){0,4}(?:usado|utilizado|aplicado|seguido) por (?:mais de |m[áa]s de )?(?:milhares|centenas|milh[õo]es|miles|cientos|millones) de (?:pessoas|alun[oa]s|personas|alumnos|estudiantes)",
        // lives changed and millions made by the students, counted (set BD, in-sample): "já transformou a
        // vida de mais de 50.000 pessoas", "Mais de R$ 50 milhões gerados pelos alunos"
        "transform(?:ou|aram|ó|aron) (?:a|la) vida de (?:mais de |m[áa]s de )?\\d[\\d.,]* (?:pessoas|alunos|personas|alumnos)",
        "(?:r\\$|\\$|€)\\s?\\d[\\d.,]*\\s?(?:milh[õo]es|millones|mil|bilh[õo]es)? (?:gerados|faturados|generados|facturados) (?:pelos|por nossos|pelos nossos|por los|por nuestros) (?:alunos|membros|afiliados|alumnos|miembros)",
      ),
    ],
  },
  {
    // A return as a percentage: "ROI de 580%", "rentabilidad del 30% mensual", "20% de retorno".
    category: "earnings-claim",
    severity: "high",
    patterns: [
      rx(
        String.raw`\b(?:roi|retorno|rentabilidade|rentabilidad|rendimento|rendimiento|rentabilit[ée])(?:\s(?:foi|fue|é|es|est|de|del|médio|medio|promedio|mensal|mensual|mensuel|moyen))*\s(?:de\s|del\s)?${PERCENT}`,
      ),
      rx(
        String.raw`${PERCENT}\+?\s(?:de\s)?(?:roi|retorno|rentabilidade|rentabilidad|rendimento|rendimiento)(?![a-zà-ÿ])`,
      ),
    ],
  },
  {
    // A win rate in other words: "80% de precisión", "taxa de acerto de 90%", said of trading.
    category: "trading-certainty",
    accept: (m) => TRADING.test(sentenceText(m)),
    patterns: [
      rx(
        String.raw`${PERCENT}\s(?:de\s)?(?:precisi[óo]n|precis[ãa]o|acierto|aciertos|acerto|assertividade|efectividad|efic[áa]cia|pr[ée]cision|precisione)(?![a-zà-ÿ])|\b(?:precisi[óo]n|assertividade|taxa de acerto|tasa de acierto|pr[ée]cision|precisione)\s(?:de\s|del\s|di\s)?${PERCENT}`,
      ),
    ],
  },
  {
    // A figure before and after: "fui de R$ 15 mil para R$ 87 mil", "pasé de 2.000 € a 9.000 €";
    // a price that went up is not one.
    category: "earnings-claim",
    severity: "high",
    accept: (m) => !A_PRICE.test(sentenceText(m)),
    patterns: [
      rx(
        String.raw`(?<![a-zà-ÿ])(?:fui|foi|fomos|passei|passou|sa[íi]|saiu|pas[ée]|pas[óo]|fue|fuimos|sono passat[oa]|je suis pass[ée]e?)\s(?:de|da|del|from)\s(?:${MONEY_STRICT})(?:\s(?:mil|k))?\s(?:para|pra|a|à|to)\s(?:${MONEY_STRICT})(?:\s(?:mil|k))?`,
      ),
    ],
  },
  {
    // No skills and no face needed, in pt, es, fr, it, de: "sem aparecer", "ohne Vorkenntnisse".
    // A plain "sem experiência" is left out: honest beginner courses in Portuguese say it as often.
    category: "no-experience",
    patterns: [
      words(
        "n[ãa]o precisa (?:de )?(?:aparecer|mostrar o rosto|saber nada)",
        "sem (?:precisar )?aparecer",
        "sin (?:dar|mostrar|ense[ñn]ar) (?:la|tu|su) cara",
        // no audience needed (set AQ): "Sin necesitar miles de seguidores"
        "sin (?:necesitar|necesidad de|tener que tener) (?:miles de |muchos |grandes cantidades de )?seguidores",
        "sem (?:precisar (?:de|ter) |necessidade de )(?:milhares de |muitos )?seguidores",
        "sans (?:aucune )?comp[ée]tences?(?: techniques?)?",
        "senza (?:bisogno di )?(?:(?:[a-z]+ ){1,2}o )?(?:alcuna )?(?:competenze|esperienza|conoscenze)(?: (?:tecniche|pregresse))?",
        "ohne (?:jegliche )?(?:vorkenntnisse|erfahrung|vorwissen|technische kenntnisse)",
        // anyone can do it: fr, pt, es
        "(?:tout le monde|n'importe qui) peut le faire",
        "qualquer (?:um|uma pessoa|pessoa) (?:pode|consegue) (?:fazer|aplicar)",
        "cualquier(?:a| persona) puede hacerlo",
      ),
    ],
  },
  {
    // Income multiplied, or more earned for less work: fr, pt, es (set N, in-sample; our own wording in
    // the tests)
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      words(
        "(?:augmenter|multiplier|doubler|tripler) (?:par \\d+ )?(?:vos|tes|ses|leurs|mes) (?:revenus|gains|ventes|b[ée]n[ée]fices|chiffre d'affaires)",
        // ("aumentar sua renda", increasing an income, is no multiple: "5 Dicas para Aumentar sua Renda
        // Extra" on a page of tips, set T; English "increase your income" is no claim either)
        "(?:multiplicar|duplicar|triplicar) (?:por \\d+ )?(?:tus|sus|seus|suas|sua|seu|mis|meus) (?:ingresos|ganancias|ventas|ganhos|renda|vendas|faturamento|lucros?)",
        "aumentar (?:por \\d+ )(?:tus|sus|seus|suas|sua|seu|mis|meus) (?:ingresos|ganancias|ventas|ganhos|renda|vendas|faturamento|lucros?)",
        "(?:ganh|gan|gagn)\\w* (?:\\d+|duas|tr[êe]s|dos|deux|trois)\\s?(?:x|vezes|veces|fois) (?:mais|m[áa]s|plus)",
        // "faturou mais de 8 dígitos": an N-figure income in Portuguese and Spanish
        "(?<![\\d.,])(?:6|7|8|9|seis|sete|oito|siete|ocho) d[íi]gitos",
        "(?:des |plusieurs )?(?:milliers|dizaines de milliers|centaines) d'euros (?:[a-zà-ÿ']+ ){0,3}(?:tous les mois|par mois|chaque mois|par jour|par semaine)",
        "(?:milhares|miles) de (?:reais|euros|d[óo]lares) (?:[a-zà-ÿ]+ ){0,3}(?:todo m[êe]s|por m[êe]s|al mes|por mes|cada m[êe]s|cada mes)",
      ),
    ],
  },
  {
    // Sales that happen by themselves, more earned for less work: fr, pt, es
    category: "passive-income",
    negationIsRealistic: true,
    patterns: [
      words(
        "(?:vendre|ventes?|revenus?|gagner de l'argent) en automatique",
        "(?:vender|vendas?|renda) no autom[áa]tico",
        "(?:vender|ventas?|ingresos) en autom[áa]tico",
        // a system that works for the buyer day and night (set AS): "ejecuta por ti las 24 horas del día"
        "(?:ejecuta|trabaja|vende|funciona|genera)n? por ti (?:las )?24 horas",
        "(?:executa|trabalha|vende|funciona|gera)m? por voc[êe] (?:as )?24 horas",
        "(?:ganhar|ganhe|ganhando) (?:cada vez )?mais trabalhando (?:cada vez )?menos",
        "(?:ganar|gana|ganando) (?:cada vez )?m[áa]s trabajando (?:cada vez )?menos",
        "gagner (?:toujours )?plus en travaillant (?:toujours )?moins",
      ),
    ],
  },
  {
    // A method said to be exact or proven: fr, pt, es
    category: "secret-system",
    patterns: [
      words(
        "(?:la )?m[ée]thode exacte|(?:le )?syst[èe]me exact",
        "(?:o )?m[ée]todo exato|(?:el )?m[ée]todo exacto",
        "(?:m[ée]todos?|sistemas?|estrat[ée]gias?|atalhos?|t[ée]cnicas?|f[óo]rmulas?) (?:100% )?comprovad[oa]s?",
        "(?:m[ée]todos?|sistemas?|estrategias?|t[ée]cnicas?|f[óo]rmulas?) (?:100% )?comprobad[oa]s?",
        "(?:m[ée]thodes?|syst[èe]mes?|strat[ée]gies?|techniques?) (?:[ée]prouv[ée]e?s?|prouv[ée]e?s?)",
        // what the big players "do not want you to know" (set T, in-sample; English in rules-persuasion.ts)
        "no (?:te )?quieren que (?:sepas|lo sepas|sepan)|n[ãa]o querem que (?:voc[êe] )?(?:saiba|descubra)|ne veulent pas que (?:vous sachiez|tu saches)",
      ),
    ],
  },
  {
    // Risk taken away: pt, es, fr, it, de (the offer gone once the page is left is the next rule).
    category: "guarantee",
    patterns: [
      words(
        "risco (?:zero|0)|zero risco|sem riscos?|livre de riscos?|sin riesgo|cero riesgo|riesgo cero|sans risque|risque z[ée]ro|senza rischi[oi]?|rischio zero|ohne risiko",
        // it (set BB, in-sample): "sicuro e al 100% privo di rischio"
        "priv[oa] di rischi[oi]?",
        // de (set AE): "Keine Risiken, dafür große Chancen!"
        "keine risiken|kein risiko|risikofrei|risikolos",
        // pl (set AC): "Bez ryzyka i zobowiązań"
        "bez (?:[żz]adnego )?ryzyka",
        // nl (the probe above)
        "zonder (?:enig )?risico|risicoloos|risicovrij",
        // money not put at risk (set U, in-sample): "Sin Arriesgar Su Dinero"
        "sin (?:arriesgar|poner en riesgo) (?:su|tu) dinero|sem (?:arriscar|colocar em risco) (?:o )?(?:seu|teu) dinheiro",
      ),
    ],
  },
  {
    category: "urgency-scarcity",
    patterns: [
      words(
        "oferta [úu]nica",
        "(?:essa|esta) p[áa]gina n[ãa]o (?:volta|vai voltar|aparece de novo)",
        "perdi (?:l'accesso a )?questa offerta per sempre",
        "rinuncio per sempre",
        "(?:cette )?offre (?:ne sera )?(?:affich[ée]e|propos[ée]e) (?:qu'une|une seule) fois",
        "(?:esta )?oferta (?:solo )?se muestra una (?:sola )?vez",
        // never again, this time only, gone once the page closes: pt, es, fr, it (set K, in-sample)
        "nunca mais (?:dispon[íi]vel|ver[áa]s?|vai ver|ter[áa]s?)",
        "(?:essa|esta) (?:chance|oportunidade|oferta|condi[çc][ãa]o) (?:desaparece|some|acaba|expira|sai do ar)(?: (?:pra|para) sempre)?",
        "(?:pre[çc]o|condi[çc][ãa]o|valor) que n[ãa]o (?:vai se|se) repetir[áa]?",
        "(?:s[óo]|somente|apenas) (?:nesta oferta|desta vez|nesta p[áa]gina)",
        "oferta final",
        "s[óo]lo por esta vez|solo esta vez|por [úu]nica vez",
        "nunca m[áa]s (?:ver[áa]s|volver[áa]s a ver|tendr[áa]s|estar[áa] disponible)",
        "(?:esta )?oferta se autodestruye",
        "si (?:cierras|sales de|abandonas) (?:esta|la) (?:p[áa]gina|pesta[ñn]a)",
        "(?:precio|condici[óo]n) que no (?:se )?(?:repetir[áa]|volver[áa])",
        "(?:seulement|uniquement) cette fois|plus jamais (?:[àa] ce prix|disponible)",
        "mai pi[ùu] (?:a questo prezzo|disponibile)|solo per questa volta",
        // shown once, gone when the page is left, an order "not complete yet": pt, de (set L, in-sample)
        "(?:esta|essa) (?:oferta|p[áa]gina|condi[çc][ãa]o) (?:aparece|[ée] exibida|ser[áa] exibida|[ée] mostrada) (?:apenas|s[óo]|somente) uma vez",
        "(?:quando|assim que|logo que|se) (?:voc[êe] )?(?:sair|fechar) (?:desta|dessa|esta|essa|a) p[áa]gina,? (?:ela |esta oferta |a oferta |o desconto )?(?:desaparece|desaparecer[áa]|vai desaparecer|some|vai sumir)",
        "n[ãa]o (?:vai )?encontrar[áa]? (?:esta|essa) (?:condi[çc][ãa]o|oferta|oportunidade) (?:novamente|de novo|em outro lugar)",
        "(?:sua|seu) (?:compra|pedido|inscri[çc][ãa]o) (?:ainda )?n[ãa]o (?:est[áa] )?(?:completa|completo|finalizad[oa]|conclu[íi]d[oa])",
        "n[ãa]o clique em voltar",
        // seen once and gone for good, the back button that charges twice, the offer kept for the
        // next visitors only: pt, es, fr, it, de (set Q, in-sample; the English forms are rules-terms.ts')
        "(?:voc[êe] )?(?:s[óo]|somente|apenas) (?:ver[áa]|vai ver|poder[áa] ver) (?:esta|essa) (?:p[áa]gina|oferta|condi[çc][ãa]o) uma (?:[úu]nica )?vez",
        "(?:solo|s[óo]lo) ver[áa]s (?:esta|esa) (?:p[áa]gina|oferta) una (?:sola |[úu]nica )?vez",
        "vous ne (?:verrez|reverrez) (?:cette|jamais cette) (?:page|offre)(?: qu'une (?:seule )?fois)?",
        "vedrai questa (?:pagina|offerta) (?:solo |soltanto )?una (?:sola )?volta",
        "(?:diese (?:seite|angebot)|dieses angebot) (?:siehst du|sehen sie) nur (?:ein einziges mal|einmal)",
        "(?:desaparecer[áa]|vai desaparecer|sumir[áa]|vai sumir) (?:pra|para) sempre (?:quando|assim que|se|ao) (?:voc[êe] )?(?:sair|fechar)",
        "desaparecer[áa] para siempre (?:cuando|si) (?:salgas|cierres)",
        "dispara[iî]tra (?:pour toujours|d[ée]finitivement) (?:d[èe]s que|quand|si) (?:vous )?(?:quitte[zr]|fermez)",
        "n[ãa]o (?:clique|aperte|pressione|toque) (?:no |o |em )?(?:bot[ãa]o )?[\"'‘’“”]?voltar",
        "(?:pedido|compra|cart[ãa]o) (?:poder[áa] ser |pode ser |ser[áa] )?(?:processad[oa]|cobrad[oa]) duas vezes",
        "(?:pedido|compra|tarjeta) (?:podr[íi]a ser |puede ser |ser[áa] )?(?:procesad[oa]|cobrad[oa]) dos veces",
        "(?:d[ée]bit[ée]e?|factur[ée]e?) deux fois|(?:addebitat[oa]|elaborat[oa]) due volte|doppelt (?:belastet|berechnet|abgebucht)",
        "(?:s[óo]|somente|apenas|v[áa]lid[oa] (?:somente|apenas|s[óo])) (?:para|pros|aos) (?:os )?pr[óo]ximos (?:\\d+ )?(?:acessos|visitantes|compradores|alunos|inscritos|clientes)",
        "(?:solo|s[óo]lo|v[áa]lid[oa] (?:solo|s[óo]lo|[úu]nicamente)) (?:para|a) los pr[óo]ximos (?:\\d+ )?(?:visitantes|compradores|alumnos|inscritos|clientes)",
        // a decline link that shames the reader: "Não, vou deixar essa oportunidade passar"
        "n[ãa]o,? (?:eu )?(?:vou|quero|prefiro) (?:deixar|perder|abrir m[ãa]o de) (?:essa|esta) (?:oportunidade|oferta|chance|condi[çc][ãa]o)",
        "n[ãa]o,? (?:eu )?(?:vou|quero|prefiro) abrir m[ãa]o d(?:essa|esta) (?:oportunidade|oferta|chance|condi[çc][ãa]o)",
        "no,? (?:prefiero|quiero|voy a) (?:perder|dejar pasar|renunciar a) (?:esta|esa) (?:oportunidad|oferta)",
        "non,? je (?:pr[ée]f[èe]re|vais) (?:laisser passer|rater|manquer) cette (?:opportunit[ée]|offre|chance)",
        "einmaliges angebot|nur (?:hier|jetzt)(?: und jetzt)?(?: verf[üu]gbar)?",
        "sobald alle (?:[a-zäöüß]+ )?(?:belegt|vergeben|weg) sind",
      ),
    ],
  },
  {
    // Waiting is losing: "every day you wait someone else starts", "enquanto hesitas, outras já",
    // "non aspettare che i tuoi concorrenti", "jeder Tag, an dem du wartest".
    category: "urgency-scarcity",
    patterns: [
      words(
        "cada dia que (?:você |tu )?(?:espera|esperas|adia|adias|hesita|hesitas)",
        "enquanto (?:você |tu )?(?:hesita|hesitas|adia|adias|pensa|pensas)(?:[a-zà-ÿ ,]{0,30}) (?:outr[oa]s|algu[ée]m|seus concorrentes|os teus concorrentes)",
        "cada d[íi]a que (?:esperas|esperes|pasa)",
        "mientras (?:t[úu] )?(?:dudas|esperas|lo piensas)",
        "non aspettare che (?:i tuoi |il tuo |la tua |le tue )?(?:concorrenti|competitor|altri)",
        "ogni giorno che aspetti",
        "chaque jour (?:o[ùu] |que )tu attends",
        "jeder tag,? (?:an dem|den) du wartest",
      ),
    ],
  },
  {
    // The price that rises after the page: "depois sobe pra R$ 297", "el precio sube mañana".
    category: "urgency-scarcity",
    patterns: [
      words(
        "(?:depois|amanh[ãa]) (?:o pre[çc]o )?(?:sobe|vai subir|aumenta) (?:pra|para)",
        "(?:o )?pre[çc]o (?:vai )?(?:subir|sobe|aumenta|aumentar[áa])",
        "(?:el )?precio (?:sube|subir[áa]|aumenta|aumentar[áa]|va a subir)",
        "(?:le )?prix (?:augmente|va augmenter|augmentera)",
        "(?:il )?prezzo (?:sale|salir[àa]|aumenta|aumenter[àa])",
        "(?:der )?preis steigt",
      ),
    ],
  },
  {
    // Chosen for the offer: "você e algumas pessoas foram selecionadas para participar".
    category: "urgency-scarcity",
    patterns: [
      rx(
        String.raw`(?<![a-zà-ÿ])(?:você|voce|vocês|voces|tú|usted)(?![a-zà-ÿ])[^.!?\n]{0,60}?\b(?:foi|foram|fue|fueron|ha sido|han sido|has sido)\s(?:especialmente\s|cuidadosamente\s)?(?:selecionad[oa]s?|escolhid[oa]s?|seleccionad[oa]s?|elegid[oa]s?)\b`,
      ),
      words(
        "(?:foi|foram) (?:selecionad[oa]s?|escolhid[oa]s?) para (?:participar|assistir|receber|acessar|ver)",
      ),
    ],
  },
  {
    // Counted places: "21 lugares disponíveis", "restam 3 vagas", "متبقي 2 مقاعد فقط".
    category: "urgency-scarcity",
    patterns: [
      words(
        "\\d+ (?:lugares|vagas|plazas|cupos|places|posti) (?:[a-zà-ÿ]+ )?(?:dispon[íi]veis|restantes|disponibles|disponibili|rimasti|restantes)",
        "(?:restam|sobram|faltam) (?:s[óo] |apenas |somente )?\\d+ (?:vagas|lugares)",
        "il (?:ne )?reste (?:seulement |plus que |que )?\\d+ places",
      ),
      rx("(?:متبقي|باقي|تبقى)\\s(?:فقط\\s)?\\d+\\s(?:مقاعد|مقعد|أماكن)|المقاعد\\sمحدودة|مقاعد\\sمحدودة"),
    ],
  },
  {
    // Deep-discount anchors in the other languages: "sconto del 90%", "90% de desconto", "ahorra 80%",
    // "giảm 70%" (vi, set Z).
    category: "urgency-scarcity",
    severity: "low",
    patterns: [
      rx(
        String.raw`\bsconto\s(?:di\s|del\s)?(?:più\sdel\s|oltre\sil\s|fino\sal\s)?\d+\s?%|\b\d+\s?%\s(?:di\ssconto|de\sdesconto|de\sdescuento|de\sr[ée]duction|korting)\b|\b(?:desconto|descuento)\s(?:de\s|del\s)?(?:até\s|hasta\s)?\d+\s?%|(?:\b(?:economize|economizar|ahorra|ahorre|risparmi\w*|economisez)|(?<![\wÀ-ÿ])[éÉ]conomisez)\s(?:até\s|hasta\s|il\s|fino\sal\s)?\d+\s?%|\bgiảm\s(?:giá\s)?(?:đến\s|tới\s)?\d+\s?%`,
      ),
    ],
    accept: deepDiscount,
  },
  // the same families in the other languages of the fixed list
  ...MORE_LANGUAGE_RULES,
];
