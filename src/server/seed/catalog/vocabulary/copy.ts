// Sales copy in three registers, from a sober syllabus to income-claim hype, for the analysis
// engine to read. A hype line carries the red flag it shows and, when it promises money, the claim,
// so a course's red flags and income claims always match its own copy. {placeholders} are filled
// by fill().

export const REGISTERS = ["sober", "moderate", "hype"] as const;
export type Register = (typeof REGISTERS)[number];

export const TITLE_TEMPLATES: Record<Register, readonly string[]> = {
  sober: [
    "{topic} Foundations",
    "Introduction to {topic}",
    "{topic} Fundamentals",
    "{topic} Step by Step",
    "{topic} Workshop",
    "Applied {topic}",
    "{topic} for Beginners",
    "{topic} Field Guide",
    "Practical {topic}",
  ],
  moderate: [
    "{topic} Launch Lab",
    "{topic} Accelerator",
    "The {topic} Playbook",
    "{topic} Masterclass",
    "{topic} Bootcamp",
    "{topic} Growth Sprint",
    "Scaling with {topic}",
    "{topic} Launchpad",
  ],
  hype: [
    "{topic} Millionaire Blueprint",
    "The 7-Figure {topic} Secret",
    "{topic} on Autopilot",
    "{topic} Profit Machine",
    "The {topic} Loophole",
    "Passive {topic} Empire",
    "{topic} Cash Code",
    "Quit Your Job with {topic}",
    "{topic} Freedom Formula",
  ],
};

/** Subtitles and audiences that vary titles in the large synthetic catalogue ("...: A Practical Guide"). */
export const TITLE_SUBTITLES: Record<Register, readonly string[]> = {
  sober: [
    "A Practical Guide",
    "Module by Module",
    "With Worked Examples",
    "The Honest Basics",
    "A Six-Week Course",
    "Second Edition",
    "From First Principles",
  ],
  moderate: [
    "From Zero to First Sale",
    "The Complete System",
    "2.0",
    "Advanced Edition",
    "The Fast Track",
    "Live Cohort",
  ],
  hype: [
    "Secrets the Gurus Hide",
    "Done-For-You Edition",
    "The Insider Method",
    "VIP Inner Circle",
    "Unlimited Income Edition",
  ],
};
export const TITLE_AUDIENCES: readonly string[] = [
  "for Busy Parents",
  "for Side Hustlers",
  "for Retirees",
  "for Students",
  "for Creatives",
  "for Teachers",
  "for Nurses",
  "for Introverts",
  "for Rural Businesses",
  "for Career Changers",
  "for Non-Native Speakers",
  "for Weekend Learners",
];

export const DESCRIPTIONS: Record<Register, readonly string[]> = {
  sober: [
    "{aModulesCap}-module course on {topicLower}: {skillA}, {skillB} and {skillC}. About {hoursPerWeek} hours a week for {weeks} weeks.",
    "Covers {skillA} and {skillB} with worked examples and a worksheet per module. Results vary; {refundLine}.",
    "A plain introduction to {topicLower} for {levelWord} learners. It covers {skillA}, {skillB} and {skillC}, and says what it does not cover.",
  ],
  moderate: [
    "A proven system for {topicLower}, from {skillA} to {skillB}. Join thousands of students who have built their first business with it.",
    "Everything you need to launch in {topicLower}: {skillA}, {skillB} and a private community. Lifetime access and bonuses included.",
    "Fast-track your {topicLower} results with step-by-step lessons on {skillA} and {skillB}.",
  ],
  // {hook} is one of the course's own hype lines, so the description shows no flag its copy lacks.
  hype: ["{hook}", "{hook} Enrol today.", "{title}: {hook}", "{hook} The free training starts now."],
};

/** Sober paragraphs, in page order: what it is, time, who it is for, results, refund. */
export const SOBER_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    "{title} is {aModules}-module course on {topicLower}. Module by module it covers {skillA}, {skillB}, {skillC} and {skillD}, with a worksheet and a short quiz at the end of each.",
    "This course teaches {topicLower} from the ground up. The syllabus: {skillA}; {skillB}; {skillC}; and {skillD}. Every module ends with an exercise you can check against a worked example.",
  ],
  [
    "Plan for about {hoursPerWeek} hours a week over {weeks} weeks, roughly {duration} hours of video, reading and exercises in total. You keep access to the materials for as long as the course exists.",
    "The course takes {duration} hours: about {hoursPerWeek} hours a week if you follow the {weeks}-week schedule. Live question sessions run once a month and are recorded.",
  ],
  [
    "It is written for {levelWord} learners. It is not for you if you want fast money: {topicLower} is slow work, and most of what pays off here takes months of practice.",
    "Who it is for: {levelWord} learners who can put in steady hours. Who it is not for: anyone hoping for income in the first few weeks.",
  ],
  [
    "Results vary. Some students reach {firstResult} within six months; many earn nothing from it, and we say so up front. We do not publish income screenshots.",
    "We make no income promises. What you get is the skill; whether it turns into money depends on your market, your time and luck. Results vary.",
  ],
  // {pricing} is FREE_PARAGRAPHS or REFUND_PARAGRAPHS, by price.
  ["{pricing}"],
];

export const REFUND_PARAGRAPHS: readonly string[] = [
  "There is a {refundDays}-day refund policy, no questions asked. Email support answers within two business days. {creatorName} writes every lesson and answers questions personally.",
  "{refundDays}-day refund policy: ask within {refundDays} days and you get your money back. The price is {priceLabel}, paid once; there are no upsells inside the course.",
];

export const FREE_PARAGRAPHS: readonly string[] = [
  "The course is free: no card, no trial that turns into a subscription, and no upsells inside it. {creatorName} answers questions in a monthly live session.",
  "It costs nothing. {creatorName} publishes it free and says so plainly: there is no paid tier and no sales call at the end.",
];

/** Lines that oversell without plainly lying; a moderate course takes one or two. */
export const MODERATE_LINES: readonly { text: string; flag?: string; claim?: string }[] = [
  { text: "Join {students}+ students who have used this proven system to grow their business." },
  {
    text: "Most students see their first results within 30 days.",
    flag: "Fast-results promise without evidence",
  },
  {
    text: "Earn your first $1,000 with the same system I use every day.",
    flag: "Income claim without outcome data",
    claim: "Students earn a first $1,000 with the system",
  },
  { text: "The price goes up next week, so lock in today's rate.", flag: "Deadline pressure to buy" },
  { text: "Bonus: lifetime access, every future update and my private community, free." },
  {
    text: "Proven by thousands of success stories from students just like you.",
    flag: "Success stories without verifiable outcomes",
  },
];

/** Hype lines: each shows one red flag; some carry the income claim they make. */
export const HYPE_LINES: readonly { text: string; flag: string; claim?: string }[] = [
  {
    text: "I quit my 9-5 at {age} and now I make more in a week than my old boss makes in a year.",
    flag: "Lifestyle story offered as proof",
    claim: "Earns more in a week than a yearly salary",
  },
  {
    text: "Make $10k/month with {topicLower} on autopilot, even while you sleep.",
    flag: "Unrealistic income promise ($10k/month)",
    claim: "$10,000 a month on autopilot",
  },
  {
    text: "Only 3 spots left at this price. When the timer hits zero, the doors close for good.",
    flag: "Artificial scarcity and countdown pressure",
  },
  {
    text: "No experience needed. No skills, no money, no audience: just follow my steps.",
    flag: "'No experience needed' promise",
  },
  {
    text: "Results are guaranteed, or I will personally work with you until they come.",
    flag: "Guaranteed results",
    claim: "Guaranteed results",
  },
  {
    text: "This secret loophole is something the big platforms do not want you to know about.",
    flag: "'Secret loophole' claim",
  },
  {
    text: "My students are hitting 6-figure years in their first few months.",
    flag: "Unverified six-figure student claims",
    claim: "Students reach six-figure years within months",
  },
  {
    text: "AI does it for you: my bots find the products, write the ads and answer the customers.",
    flag: "'AI does everything' automation claim",
  },
  {
    text: "Join my team and recruit others: you earn on every person who signs up under you.",
    flag: "Income depends on recruiting others",
    claim: "Income from recruiting others into the programme",
  },
  {
    text: "Anyone who doubts this is a hater who will stay broke. Winners take action.",
    flag: "Dismisses criticism as negativity",
  },
  {
    text: "Pay in full today and get my $4,997 inner-circle bonus for free.",
    flag: "Inflated bonus value to push payment",
  },
  { text: "No refunds. This is for serious action-takers only.", flag: "No refund policy" },
  {
    text: "Screenshots of my bank account are inside, so you know this is real.",
    flag: "Income 'proof' by screenshot only",
    claim: "Bank-account screenshots as proof of income",
  },
  {
    text: "Replace your salary in 90 days or less, starting from nothing.",
    flag: "Unrealistic income timeline",
    claim: "Replace a full salary within 90 days",
  },
];

/** Opening and closing lines of a hype page (no red flag of their own). */
export const HYPE_OPENERS: readonly string[] = [
  "Stop trading your time for money. {title} is the shortcut I wish I had.",
  "Everyone told me {topicLower} was dead. They were wrong, and my bank account proves it.",
  "Three years ago I was broke. Today I run my {topicLower} business from anywhere in the world.",
];
export const HYPE_CLOSERS: readonly string[] = [
  "Click the button now. Tomorrow the price doubles and this page comes down.",
  "Your future self is begging you to join. Do not be the one who waited.",
  "The only question is whether you are ready to be rich. Enrol now.",
];

export const MODERATE_OPENERS: readonly string[] = [
  "{title} is the step-by-step programme I built after years of doing {topicLower} for myself.",
  "If you have tried {topicLower} before and got stuck, this course is for you.",
];

export const CREATOR_BIOS = {
  verified: [
    "Former {profession} who has run a {specialtyLower} business since {year}. Teaches what has worked for them and says plainly what has not.",
    "{specialty} practitioner for more than {years} years. Publishes the full syllabus, refund terms and student results of every course.",
    "Spent {years} years as a {profession} before moving into {specialtyLower}. Known for slow, thorough lessons and honest numbers.",
  ],
  unverified: [
    "{specialty} teacher who started selling courses in {year}. Background not yet checked by HypeCheck.",
    "Self-taught in {specialtyLower}; previously worked as a {profession}. Shares tips with a growing following.",
    "Runs a small {specialtyLower} channel and sells courses on the side. Credentials not yet confirmed.",
  ],
  suspicious: [
    "Self-described '{specialtyLower} millionaire' who says they made their first million at {age}.",
    "Claims to have helped thousands of students reach financial freedom through {specialtyLower}.",
    "Calls themselves the most successful {specialtyLower} mentor online. Posts mostly car and travel photos.",
  ],
} as const;

export const CREATOR_BACKGROUNDS = {
  verified: [
    "Business registration and tax records checked. Social profiles authenticated. Track record since {year} confirmed with former clients.",
    "Identity confirmed; a registered sole trader since {year}. Testimonials on the sales page were traced to real, consenting students.",
  ],
  unverified: [
    "Says they worked as a {profession} before {year}. Not yet checked: no business registration or client references on file.",
    "Limited public background. Claims {years} years of experience in {specialtyLower}; nothing on file confirms it yet.",
  ],
  suspicious: [
    "Claims a seven-figure exit; no company registration was found under the names given. Several testimonials reuse the same stock photos.",
    "Income screenshots on the sales page do not match the dates claimed. Former students report refusals of refund requests.",
    "Promotes a new 'opportunity' every few months under a different brand name. Follower count rose by tens of thousands in a single week.",
  ],
} as const;

export const VERIFICATION_SOURCES = [
  "HypeCheck review team: enrolment and refund test",
  "HypeCheck review team: curriculum audit",
  "Business registry record and enrolment test",
  "Student interviews and curriculum audit",
] as const;

export const VERIFICATION_NOTES = [
  "A reviewer enrolled and completed all {modules} modules; the content matched the published syllabus. A refund request was honoured in {refundAfterDays} days.",
  "Syllabus, price and refund terms checked against the course itself. Testimonials traced to real students who agreed to be contacted.",
  "The creator's business registration and the course's refund policy were confirmed. No income claims on the sales page.",
] as const;

export const OUTCOME_TEXTS: Record<Register, readonly string[]> = {
  sober: [
    "Students who finished report {firstResult} after three to six months of steady work; many report no income yet. Outcomes are self-reported and not audited.",
    "Reviewers who shared proof of enrolment describe useful skills and {firstResult} for a minority of them, usually after several months.",
  ],
  moderate: [
    "Some students report {firstResult}, mostly those who already had some experience. Few reach the results shown on the sales page.",
    "Reported results are mixed: useful basics, with {firstResult} for a small share of students after months of work.",
  ],
  hype: [
    "Students who contacted HypeCheck report few or no sales; none reported the promised income. Several report spending more on ads and upsells than they earned.",
    "No reviewer with proof of enrolment reported income close to the claims; most report losing money on required tools and upsells.",
  ],
};

export const AD_TEXTS: readonly string[] = [
  "I made $10k last month and I'll show you how. Free training, today only.",
  "Still working a 9-5? Watch this before it gets taken down.",
  "Only 3 spots left in my mentorship. Link in bio.",
  "The secret loophole nobody is talking about.",
  "No experience? Perfect. My system does the work for you.",
  "Free masterclass: how I replaced my salary in 90 days.",
];

/** Replaces {key} with vars[key]; an unknown key is a bug in the vocabulary, so it throws. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}
