// Names, severities and one-line explanations of every category the detector reports. The
// explanations say what the reader can check in the phrase and why the FTC (or plain arithmetic)
// treats it as a warning sign.
import type { PositiveSignalCategory, RedFlagCategory, Severity } from "../../../shared/contracts/analysis";

export const RED_FLAG_LABELS: Record<RedFlagCategory, string> = {
  "earnings-claim": "Earnings claim",
  "fast-results": "Fast-results claim",
  "passive-income": "Passive / done-for-you income",
  guarantee: "Guarantee / risk-free",
  "no-experience": "No experience needed",
  lifestyle: "Lifestyle / quit-your-job imagery",
  "atypical-testimonial": "Atypical testimonial",
  "secret-system": "Secret / proven system",
  "inflated-credentials": "Inflated credentials",
  "ai-washing": "AI-washing",
  "urgency-scarcity": "Urgency / scarcity",
  "upsell-hidden-cost": "Upsell ladder / hidden cost",
  "review-suppression": "Review suppression / gag clause",
  "contradicting-disclaimer": "Disclaimer contradicting the claims",
  "market-hype": "Market-size hype",
  recruitment: "Recruitment / pyramid structure",
  "trading-certainty": "Trading certainty / win-rate claim",
  "pitch-language": "Reads like a money-making pitch",
};

export const POSITIVE_LABELS: Record<PositiveSignalCategory, string> = {
  "refund-policy": "Refund policy stated",
  "detailed-syllabus": "Detailed syllabus",
  "realistic-results": "Realistic-results language",
  "earnings-disclosure": "Earnings disclosure",
  "verifiable-credentials": "Verifiable credentials",
  "time-commitment": "Time commitment stated",
};

/**
 * Severity of each category when nothing in the phrase changes it. Rules that depend on the phrase
 * or the rest of the text are in SEVERITY_RULES and applied by the rules themselves.
 */
export const RED_FLAG_SEVERITY: Record<RedFlagCategory, Severity> = {
  "earnings-claim": "high",
  "fast-results": "medium",
  "passive-income": "medium",
  guarantee: "medium",
  "no-experience": "low",
  lifestyle: "low",
  "atypical-testimonial": "medium",
  "secret-system": "medium",
  "inflated-credentials": "medium",
  "ai-washing": "medium",
  "urgency-scarcity": "medium",
  "upsell-hidden-cost": "medium",
  "review-suppression": "high",
  "contradicting-disclaimer": "medium",
  "market-hype": "low",
  recruitment: "high",
  "trading-certainty": "high",
  "pitch-language": "medium",
};

/** How severity is decided, in words (the README and the /about page quote these). */
export const SEVERITY_RULES: Record<RedFlagCategory, string> = {
  "earnings-claim":
    "High when the claim names a figure (an amount, a range, 'six figures', a return in percent); medium for a figure-free promise such as 'replace your salary'.",
  "fast-results": "Medium.",
  "passive-income": "Medium.",
  guarantee:
    "High when income, profit or money is guaranteed; medium for 'risk-free', 'guaranteed results' and other guarantees of outcome.",
  "no-experience":
    "Medium when the same text also makes an earnings, passive-income or guarantee claim; low on its own.",
  lifestyle: "Low.",
  "atypical-testimonial": "Medium.",
  "secret-system": "Medium.",
  "inflated-credentials": "Medium.",
  "ai-washing": "Medium.",
  "urgency-scarcity": "Medium.",
  "upsell-hidden-cost": "Medium.",
  "review-suppression": "High.",
  "contradicting-disclaimer": "Medium.",
  "market-hype": "Low.",
  recruitment: "High.",
  "trading-certainty": "High.",
  "pitch-language":
    "High when the learned layer is very sure the text is a money-making pitch; medium when it is over its threshold.",
};

export const RED_FLAG_EXPLANATIONS: Record<RedFlagCategory, string> = {
  "earnings-claim":
    "An income figure or promise with no typical-earnings evidence; the FTC treats such claims as deceptive unless most buyers achieve them.",
  "fast-results":
    "Promises results on a short clock; real businesses take months, and deadlines on income are a classic deceptive-claim pattern.",
  "passive-income":
    "Sells income as effortless or done for you; the FTC has shut down many 'automated' business offers whose buyers lost money.",
  guarantee:
    "Guarantees an outcome nobody can promise; a refund policy is fine, a guaranteed result or 'risk-free' income is not.",
  "no-experience":
    "Says no skills or experience are needed; paired with income claims it is a hallmark of money-making schemes.",
  lifestyle: "Luxury or quit-your-job imagery stands in for evidence of what buyers actually earn.",
  "atypical-testimonial":
    "A success story presented as if typical; the FTC requires testimonials to reflect what most buyers achieve.",
  "secret-system":
    "A 'secret', loophole or 'proven system' claim; a legitimate course explains its method instead of hiding it.",
  "inflated-credentials":
    "An unverifiable superlative or 'as seen on' claim about the seller; check for names, dates and records instead.",
  "ai-washing":
    "Claims AI does the work or predicts markets; the FTC has acted against 'AI-powered' business offers that could not deliver.",
  "urgency-scarcity":
    "Pressure to buy now (countdowns, few spots, price rises); it stops you comparing, and the deadline is often fake.",
  "upsell-hidden-cost":
    "The price shown is not the whole cost: upgrades, tools or coaching are needed to get the promised results.",
  "review-suppression":
    "Restricts buyers from posting honest reviews; gag clauses in consumer contracts are illegal in the US (Consumer Review Fairness Act).",
  "contradicting-disclaimer":
    "Fine print that takes back the headline claim; the FTC says a disclaimer cannot cure a misleading earnings claim.",
  "market-hype": "The size of a whole market says nothing about what one buyer of this course will earn.",
  recruitment:
    "Pays for bringing in new buyers rather than selling to real customers; that is the structure of a pyramid scheme.",
  "trading-certainty":
    "Win-rate or no-loss trading claims; every trading strategy loses sometimes, and regulators treat such claims as misleading.",
  "pitch-language":
    "Taken as a whole the text reads like the money-making pitches regulators have acted against; these words weighed most in that reading.",
};

/**
 * What regulators and self-regulators say about each kind of claim, in our words, naming the rule or
 * decision. Shown with every finding so a reader can check the reasoning against the source.
 */
export const RED_FLAG_AUTHORITY: Record<RedFlagCategory, string> = {
  "earnings-claim":
    "FTC Business Opportunity Rule (16 CFR 437.4) and FTC Act s.5: an earnings claim needs written substantiation and, with it, who earned it, when, and how many buyers did; UK CAP Code 3.7 asks for evidence of typical results.",
  "fast-results":
    "FTC actions against coaching and work-at-home schemes treat promises of income within days or weeks as earnings claims needing proof of typical results.",
  "passive-income":
    "FTC Operation AI Comply and e-commerce store cases (2023-2024): 'done for you' and 'passive' income claims were found deceptive when buyers typically lost money.",
  guarantee:
    "FTC consumer guidance: nobody can guarantee you will make money; the ASA ruled 'risk-free' profit claims misleading (matched betting, 2017).",
  "no-experience":
    "FTC Operation Show Time and coaching cases: 'anyone, regardless of experience, can earn' was part of the deceptive pitch.",
  lifestyle:
    "BBB National Programs DSSRC guidance: lifestyle claims (quit your job, financial freedom, cars, travel) imply typical earnings and need the same support.",
  "atypical-testimonial":
    "FTC Endorsement Guides (16 CFR 255.2): a testimonial about results implies they are typical unless typical results are disclosed.",
  "secret-system":
    "FTC complaints against MOBE and coaching schemes: a 'proven system' or secret method was sold without evidence that buyers succeed.",
  "inflated-credentials":
    "ASA rulings (WIN Investing, 2017) and ACCC cases: 'number 1' titles, awards and expert status must be substantiated.",
  "ai-washing":
    "FTC v. Automators AI (2023) and Operation AI Comply (2024): claims that AI makes buyers money must be true and substantiated.",
  "urgency-scarcity":
    "ASA rulings on limited places and 'usual prices'; Competition Bureau Canada on false urgency cues: scarcity claims must be true.",
  "upsell-hidden-cost":
    "FTC v. MOBE (2018): buyers were pushed into ever more expensive tiers; Competition Bureau Canada treats unattainable prices (drip pricing) as misleading.",
  "review-suppression":
    "Consumer Review Fairness Act (US, 15 U.S.C. 45b): contract terms that bar or penalise honest reviews are void and unlawful.",
  "contradicting-disclaimer":
    "FTC guidance and the Endorsement Guides: a 'results not typical' disclaimer does not cure a misleading earnings claim.",
  "market-hype":
    "FTC business-opportunity cases: the size of a market says nothing about what a buyer will earn, and is often used to imply income.",
  recruitment:
    "FTC Business Guidance Concerning Multi-Level Marketing: pay that rests on recruiting rather than retail sales is the mark of a pyramid scheme.",
  "trading-certainty":
    "FTC v. RagingBull.com and Online Trading Academy; CFD risk warnings required in the UK and EU: most retail traders lose money, and win-rate claims need proof.",
  "pitch-language":
    "FTC, ASA, ACCC and DSSRC decisions on money-making offers: the overall impression of an advert counts, not only its literal words.",
};

export const POSITIVE_EXPLANATIONS: Record<PositiveSignalCategory, string> = {
  "refund-policy": "States a refund window or terms you can hold the seller to.",
  "detailed-syllabus": "Lists what is taught, so you can judge the course before paying.",
  "realistic-results": "Sets honest expectations about effort, time or the chance of earning little.",
  "earnings-disclosure":
    "Publishes typical or median results, including buyers who earned little or nothing.",
  "verifiable-credentials":
    "Names a licence, registration, degree or employer that you can check independently.",
  "time-commitment": "States how much time the course takes, so you can plan for it.",
};
