// Rules about the life being sold rather than the skill: luxury and quit-your-job imagery,
// "no experience needed", and income that supposedly arrives with no work.
import { words } from "./numbers";
import type { RedFlagRule } from "./rule";

/** The buyer as the one who works ("when you actually do the work"), read back from the verb. */
const YOU_AS_SUBJECT = "\\byou (?:actually |really |still |have to |must |need to |will |also |just )?";
const THE_WORK = "(?:all )?the (?:selling|work|heavy lifting)";

export const LIFESTYLE_RULES: readonly RedFlagRule[] = [
  {
    category: "lifestyle",
    patterns: [
      words(
        "lambos?",
        "lamborghinis?",
        "ferraris?",
        "supercars?",
        "(?:luxury|lavish|baller) (?:cars?|villas?|watches?|lifestyle|homes?|travel|life)",
        "private jets?",
        "yachts?",
        "beach(?:es)?",
        "cocktails",
        "mansions?",
        "first class (?:travel|flights?|lifestyle)",
        "laptop lifestyle",
        "digital nomad",
        "fire your boss",
        // (set BC, in-sample) "While Working Less Than 4 Hours/Week"
        "(?:working|work) (?:less|fewer) than (?:\\d+|one|two|three|four|five|ten) hours?(?: a| per| each|\\s?\\/)\\s?(?:week|day)",
        // working less for more (set AN): "Transform Your Life And Work Less While Doing It"
        "work less,? (?:and|while) (?:earn|make|live|enjoy|doing it|earning|making)",
        // "Finally, you'll stop working" (set AD)
        "(?:you'll|you will|you can|and) (?:finally )?stop working",
        // quitting the job: fr, pt, es
        "quitte(?:r|z)? (?:ton|votre) (?:job|travail|boulot|emploi)(?: alimentaire)?",
        "larg(?:ue|uei|ar|ou) (?:o )?(?:seu |meu |teu |um )?emprego",
        // leaving a salaried job (Brazil's "CLT", a signed work card), and an income that outgrew the
        // salary: pt, es, en (set S, in-sample)
        "(?:sair|saiu|sa[íi]ram|largar|largou|deixar|deixou|abandonar) (?:d?[oa] )?(?:trabalho |emprego |regime )?(?:clt|carteira assinada)",
        "(?:renda|faturamento|ganhos?|ingresos|income|earnings) (?:[a-zà-ÿ]+ ){0,3}(?:superou|ultrapassou|passou|super[óo]|outgrew|overtook|beat) (?:o |el |my |your |their |his |her )?(?:meu |seu |mi |su )?(?:sal[áa]rio|sueldo|salary|paycheck)",
        "(?:deja|dejar|dejé|renuncia a|renunciar a|renunci[ée] a) (?:tu|mi) (?:trabajo|empleo)",
        "(?:quit|quitting|leave|leaving|ditch|ditching) (?:your|my|the) (?:9 5|9 to 5|nine to five|day job|job|boring job|boss|cubicle)",
        "(?:telling|tell) (?:him|her|your boss|my boss) (?:you|i) quit",
        // a named employer's job quit, and a different life promised (set AF): "Quit TCS job
        // yesterday", "you'll have a completely different life"
        "quit (?:[a-z]+ )?(?:job|corporate job)",
        "(?:a )?(?:completely|totally|entirely) (?:different|new) life",
        "(?:tired|sick) of (?:your|the|my) (?:boss|job|9 5|commute|cubicle)",
        "escap(?:e|ed|es|ing) the (?:rat race|9 5|9 to 5|cubicle|grind)",
        "ditch(?:ing)? the (?:commute|9 5|office|alarm clock)",
        "hammocks?",
        "retire at \\d+",
        "boss of your own (?:schedule|life|time)",
        "rat race",
        "travel the world",
        "(?:financial|time|location)(?:ly)? (?:freedom|free|independence|independent)",
        "dream (?:life|lifestyle|car|house|home)",
        "live (?:the|your) dream",
        "(?:be|become|being) your own boss",
        "(?:never )?answer to (?:no one|nobody|anyone) (?:again|ever)",
        "never answer to anyone",
        "work from anywhere",
        "(?:from|in) (?:bali|paradise|thailand|an island|my yacht)",
        "retire (?:early|young)",
        "early retirement",
        "five star hotels?",
        "on your own terms",
        "never (?:go|set foot) (?:to|in|into) an office",
        "stop trading (?:your )?(?:time|hours) for (?:money|dollars|a paycheck|pay)",
      ),
    ],
  },
  {
    category: "no-experience",
    patterns: [
      words(
        "no (?:prior |previous |real |special )?(?:[a-z]+ )?(?:experience|skills?|degree|qualifications?|knowledge|background|expertise)(?: (?:is|are))?(?: (?:needed|required|necessary|assumed))?",
        "(?:without|zero|with no) (?:any )?(?:prior )?(?:experience|skills?|knowledge)",
        "(?:don't|do not) need (?:any )?(?:experience|skills|knowledge|a degree|to be (?:techy|technical|an expert))",
        "even (?:if|though) you(?:'ve| have)? (?:never|no|zero)",
        "(?:complete|total|absolute) (?:beginners?|newbies?|novices?|newcomers?)(?: (?:can|are|make|welcome))?",
        "even (?:complete |total )?(?:beginners|newbies|newcomers|novices|first timers)",
        "(?:anyone|anybody|everyone) can (?:do (?:it|this)|succeed|make (?:it|money))",
      ),
    ],
  },
  {
    category: "passive-income",
    negationIsRealistic: true,
    patterns: [
      words(
        "passive (?:income|profits?|cash|wealth|money|revenue)",
        "(?:on )?(?:full )?autopilot",
        "done for you",
        "while (?:you|they|we|i) (?:sleep|travel|relax|play|watch tv|do nothing)",
        "in your sleep",
        // "while sleeping or at work, I make money"
        "while (?:you(?:'re| are) |i(?:'m| am) |they(?:'re| are) )?(?:sleeping|asleep)[^.!?\\n]{0,40}\\b(?:make|makes|making|earn|earns|earning) money",
        "set it and forget it",
        "set and forget",
        "hands (?:off|free)",
        "no touch",
        "push button",
        "(?:fully )?automated (?:income|profits?|funnels?|systems?|business|stores?|cash|money|wealth)",
        "fully automated",
        "automatically (?:makes?|earns?|generates?|brings? in)",
        "(?:zero|no|without any|little to no) (?:work|effort) (?:required|needed|involved)",
        "(?:hard work|work|effort|any effort|skills?) (?:isn't|is not|aren't|are not) (?:required|needed|necessary)",
        "zero effort|0\\s?% effort",
        "effortless(?:ly)?",
        "without lifting a finger",
        "runs? (?:itself|on its own|by itself|without you)",
        "run themselves",
        "sells? (?:itself|themselves)",
        "money (?:[a-z]+ ){0,2}(?:begins?|starts?) (?:flowing|to flow|pouring)",
        "(?:runs?|does|handles?|builds?|manages?|operates?) (?:[a-z]+ ){0,4}(?:for you|on its own|by itself|without you)",
        // said of a system ("the software does the work"), not of you ("when you actually do the work")
        // (nor told to the buyer: "If you join, do the work, and...", "willing to do the work", set AW)
        // (each starts with its verb and looks back from it: a look-behind first slows the whole list)
        `does(?<!${YOU_AS_SUBJECT}does) ${THE_WORK}`,
        `do(?<!(?:${YOU_AS_SUBJECT}|(?:[,;:]|\\band|\\bto|^|[.!?\\n]) )do) ${THE_WORK}`,
        "wake up to (?:sales|money|notifications|orders|profits|commissions|payments)",
        "you (?:just|simply|only) (?:sit back|count|collect|relax|watch)",
        "sit back and (?:relax|watch|collect|count)",
        "money (?:rolls|flows|pours|comes) in",
        "mailbox money",
        // "Just stay home and get paid" (set AW, in-sample)
        "stay (?:at )?home and (?:get paid|earn|make money|collect)",
        "easy (?:money|cash|income|profits?)",
        "plug (?:and|n) play (?:[a-z]+ )?(?:store|business|system|income|website|funnel)",
        "turn ?key (?:store|business|system|income|website)",
        "ready made (?:store|business|income)",
        "(?:sells?|selling|posts?|posting|replies|reply) (?:[a-z,]+ ){0,4}for you",
        "around the clock",
        "residual income",
        "copy (?:and )?paste (?:income|system|method|profits?)",
        "makes? money for you",
        "(?:earn|make) money (?:while|without)",
        // money at will, from bed (set AP): "generate cash on demand without even leaving your bed"
        "(?:generate|make|print|create|pull|produce) (?:cash|money|income) on demand",
        "without (?:even )?(?:leaving|getting out of) (?:your|the|my) (?:bed|couch|sofa)",
      ),
    ],
  },
];
