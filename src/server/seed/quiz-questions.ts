// The fake-guru quiz's question pool. Each question teaches one
// red-flag pattern the FTC warns about in business-opportunity and money-making-course marketing
// (income claims, fake urgency, lifestyle props, "no experience needed", guarantees with catches,
// fake testimonials, upsell ladders, recruitment schemes, gag clauses, trading "signals").
// Every person, course and company named here is fictional.
//
// `sortOrder` is the stable key the seed inserts by: never renumber a question, add new ones at
// the end. The first red flag of each question is the "Areas to Improve" label shown when it is
// answered wrongly; `topic` picks the recommendation (modules/quiz/quiz.scoring.ts).

export type QuizTopic =
  | "income-claims"
  | "urgency-scarcity"
  | "lifestyle-props"
  | "no-experience"
  | "guarantee-catches"
  | "fake-testimonials"
  | "upsells"
  | "pyramid-recruitment"
  | "gag-clauses"
  | "trading-signals";

export interface QuizQuestionSeed {
  sortOrder: number;
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  redFlags: string[];
  difficulty: "easy" | "medium" | "hard";
  topic: QuizTopic;
}

export const QUIZ_QUESTION_SEEDS: readonly QuizQuestionSeed[] = [
  // ---- easy ----
  {
    sortOrder: 1,
    question:
      'An ad for "Passive Profit Blueprint" says: "My students make $10,000 a month within 30 days — guaranteed." What is the biggest problem with this claim?',
    options: [
      "Nothing, if the creator shows a screenshot of their bank account",
      "It promises a specific, fast income that almost no buyer will reach",
      "$10,000 a month is too small to be worth the course price",
      "It should say 60 days instead of 30 days",
    ],
    correctAnswer: 1,
    explanation:
      "A specific income figure with a short deadline is the most common deceptive claim in money-making courses. The FTC requires income claims to be truthful and typical; most buyers of such courses earn little or nothing.",
    redFlags: ["Unrealistic income claims", "Guaranteed earnings", "Short deadlines for big results"],
    difficulty: "easy",
    topic: "income-claims",
  },
  {
    sortOrder: 2,
    question:
      'A sales page shows a countdown timer: "Only 3 spots left! Price doubles at midnight." You reload the page the next day and the timer has reset. What does this tell you?',
    options: [
      "The course is very popular, so you should buy quickly",
      "The website has a bug that the creator will fix",
      "The urgency is fake and meant to stop you from comparing options",
      "Someone cancelled, so new spots opened up",
    ],
    correctAnswer: 2,
    explanation:
      "Evergreen countdown timers and fake scarcity pressure you into deciding before you research. A real deadline does not reset when you come back.",
    redFlags: ["Fake urgency and scarcity", "Countdown timers that reset", "Pressure to buy today"],
    difficulty: "easy",
    topic: "urgency-scarcity",
  },
  {
    sortOrder: 3,
    question:
      "A creator's videos always show a rented sports car, a mansion pool and stacks of cash, but never explain what the course actually teaches. What should you conclude?",
    options: [
      "The course must work because the creator is clearly rich",
      "Lifestyle images are not evidence of a working method or of students' results",
      "You should ask to see the car's registration before buying",
      "Luxury branding is required for a premium course",
    ],
    correctAnswer: 1,
    explanation:
      "Lifestyle props can be rented for an afternoon. Even a genuinely rich creator may earn from selling the course, not from the method it teaches. Look for the syllabus and verified student outcomes instead.",
    redFlags: ["Lifestyle props instead of content", "Wealth shown, method hidden", "Selling a dream"],
    difficulty: "easy",
    topic: "lifestyle-props",
  },
  {
    sortOrder: 4,
    question:
      '"No experience, no skills, no money needed — just follow my 3-step system for 1 hour a day." Which statement is most accurate?',
    options: [
      "Real businesses need skills, time and usually some money; this pitch hides the costs and effort",
      "This is realistic for online businesses because the internet removes all costs",
      "The claim is fine as long as the course is cheap",
      "It is true for dropshipping but not for other models",
    ],
    correctAnswer: 0,
    explanation:
      'The FTC lists "no experience needed" and "work a few hours a week" among the classic signs of a money-making scam. Legitimate courses are upfront about the skills, hours and costs involved.',
    redFlags: ['"No experience needed" promises', "Hidden costs and effort", "Push-button systems"],
    difficulty: "easy",
    topic: "no-experience",
  },
  {
    sortOrder: 5,
    question:
      'Every testimonial on "Dropship Empire Academy" uses a first name only, a stock-looking photo and almost the same wording: "This changed my life!" What is the safest reading?',
    options: [
      "The students are shy, which is normal",
      "Testimonials are always reviewed by a regulator before publication",
      "The testimonials may be invented or paid and cannot be verified",
      "Short testimonials are more honest than long ones",
    ],
    correctAnswer: 2,
    explanation:
      "Unverifiable, copy-paste testimonials are a common sign of fake or paid reviews. The FTC's rules ban fake reviews and require testimonials to reflect real, typical experiences.",
    redFlags: ["Fake or unverifiable testimonials", "Stock photos as students", "Identical review wording"],
    difficulty: "easy",
    topic: "fake-testimonials",
  },
  // ---- medium ----
  {
    sortOrder: 6,
    question:
      'A $997 course has a "100% money-back guarantee". The small print says you must prove you completed every module, posted daily for 90 days and made 200 sales calls. What is going on?',
    options: [
      "It is a normal guarantee; all courses have conditions",
      "The conditions make the guarantee practically impossible to claim",
      "The guarantee is only valid in some countries",
      "You can always get your money back through the course platform",
    ],
    correctAnswer: 1,
    explanation:
      "A guarantee buried under conditions nobody can meet is a sales tactic, not a promise. Read the refund terms before paying and prefer simple, time-limited guarantees with no hoops.",
    redFlags: [
      "Money-back guarantees with impossible conditions",
      "Refund terms hidden in small print",
      "Proof-of-effort requirements",
    ],
    difficulty: "medium",
    topic: "guarantee-catches",
  },
  {
    sortOrder: 7,
    question:
      'After buying a $47 "starter" course, you are offered a $497 "accelerator", then a $2,997 "mastermind" and finally a $9,000 "done-for-you" package. What pattern is this?',
    options: [
      "A fair way to let students pick the level they need",
      "A discount structure that saves you money",
      "An upsell ladder where the cheap course mainly sells the expensive ones",
      "A sign that the creator offers excellent support",
    ],
    correctAnswer: 2,
    explanation:
      'A low-priced entry product that withholds the "real secret" for ever more expensive tiers is a classic upsell funnel. Ask what the first course alone will let you do.',
    redFlags: ["Upsell ladders", "The real secret is in the next tier", "Low-price bait offers"],
    difficulty: "medium",
    topic: "upsells",
  },
  {
    sortOrder: 8,
    question:
      'A "digital business" programme pays you mainly for signing up new members who also buy the programme, and your mentor calls this "building your team". What is the main risk?',
    options: [
      "There is no risk if the product itself is useful",
      "Income depends on recruiting, which is the mark of a pyramid scheme",
      "You might earn too much too quickly and owe taxes",
      "Team building is illegal in every country",
    ],
    correctAnswer: 1,
    explanation:
      "When pay comes mostly from recruiting rather than from selling to real customers, most participants lose money. The FTC treats recruitment-driven compensation as a hallmark of pyramid schemes.",
    redFlags: ["Recruitment-based income", "Pay for signing up others", "Pyramid scheme structure"],
    difficulty: "medium",
    topic: "pyramid-recruitment",
  },
  {
    sortOrder: 9,
    question:
      'A trading course sells a $199/month "VIP signals" group and posts only winning trades, with screenshots of huge profits. What should you ask first?',
    options: [
      "How quickly can I join before the price goes up?",
      "Which broker do the screenshots come from?",
      "Where is the full, independently verified record of every signal, winners and losers?",
      "How many members are already in the group?",
    ],
    correctAnswer: 2,
    explanation:
      "Showing only winning trades (cherry-picking) hides the losses. Without a complete, audited track record, signal groups are marketing, and many profit from subscriptions or broker referrals rather than trading.",
    redFlags: ["Fake trading signals", "Cherry-picked winning trades", "No audited track record"],
    difficulty: "medium",
    topic: "trading-signals",
  },
  {
    sortOrder: 10,
    question:
      'A course page claims "Featured in Forbes, CNN and the BBC" with logos, but clicking them leads nowhere and you find only a paid press release. What is this?',
    options: [
      "Borrowed credibility: logos that suggest an endorsement that never happened",
      "Normal marketing that every course uses",
      "Proof the course was independently reviewed by journalists",
      "A sign the creator is a licensed financial adviser",
    ],
    correctAnswer: 0,
    explanation:
      '"As seen on" logos without a real editorial article are used to borrow trust. A paid press release or a sponsored post is not media coverage.',
    redFlags: ['Fake "as seen on" endorsements', "Paid press releases as proof", "Borrowed credibility"],
    difficulty: "medium",
    topic: "fake-testimonials",
  },
  // ---- hard ----
  {
    sortOrder: 11,
    question:
      "The enrolment agreement of a $4,000 coaching programme forbids students from posting negative reviews and threatens a $5,000 penalty. Which statement is correct?",
    options: [
      "It protects the creator's trade secrets and is standard practice",
      "It only matters if you plan to leave a bad review",
      "Clauses that gag honest reviews hide problems, and in the US the Consumer Review Fairness Act makes many of them void",
      "It is acceptable as long as positive reviews are also restricted",
    ],
    correctAnswer: 2,
    explanation:
      "Non-disparagement or gag clauses in consumer contracts are used to hide bad outcomes. The US Consumer Review Fairness Act generally makes such clauses void, and the FTC has acted against businesses using them.",
    redFlags: ["Gag clauses against reviews", "Penalties for honest feedback", "Hidden complaints"],
    difficulty: "hard",
    topic: "gag-clauses",
  },
  {
    sortOrder: 12,
    question:
      'A creator says "Results not typical" in tiny grey text below a student earning $50,000 a month. Under FTC guidance, what does this disclaimer do?',
    options: [
      "It makes any testimonial legal to show",
      "Little: the ad must make clear what typical students actually earn, not just hide an exception",
      "It means the student's results are fake",
      "It proves the typical result is close to $50,000",
    ],
    correctAnswer: 1,
    explanation:
      'The FTC\'s endorsement guides say a "results not typical" disclaimer is not enough: if an ad shows exceptional results, it must also clearly disclose what people generally achieve.',
    redFlags: [
      "Atypical results shown as typical",
      '"Results not typical" fine print',
      "Missing earnings disclosures",
    ],
    difficulty: "hard",
    topic: "income-claims",
  },
  {
    sortOrder: 13,
    question:
      'A "free" webinar for "Amazon Autopilot Stores" ends with a pitch: pay $35,000 and the team builds and runs a store for you, with projected returns of 30% a month. What is the strongest warning sign?',
    options: [
      "The webinar was free, so the pitch is a fair trade",
      "The store is on a well-known marketplace, so it must be safe",
      "A large upfront fee for a done-for-you business with projected monthly returns is the pattern of business-opportunity fraud",
      "Thirty per cent a month is a normal e-commerce margin",
    ],
    correctAnswer: 2,
    explanation:
      'The FTC has repeatedly shut down "done-for-you" e-commerce and automation schemes that charged large fees and promised returns that buyers never saw. Projected monthly returns are income claims and need solid proof.',
    redFlags: [
      "Done-for-you business opportunities",
      "Large upfront fees",
      "Projected returns presented as likely",
    ],
    difficulty: "hard",
    topic: "income-claims",
  },
  {
    sortOrder: 14,
    question:
      'A course offers a $99 monthly payment plan. The checkout pre-ticks a box that enrolls you in a $79/month "inner circle" and the cancellation page asks you to phone during a 1-hour window. What is the problem?',
    options: [
      "Pre-ticked add-ons and hard cancellation are negative-option tricks that keep charging you",
      "Phone cancellation is more secure than online cancellation",
      "The inner circle is a free bonus, so there is no problem",
      "Payment plans are always a scam",
    ],
    correctAnswer: 0,
    explanation:
      "Pre-checked subscriptions and cancellation mazes are negative-option tactics the FTC targets. Cancelling should be as easy as signing up; untick add-ons and check your statements.",
    redFlags: [
      "Hidden recurring charges",
      "Pre-ticked add-on subscriptions",
      "Deliberately hard cancellation",
    ],
    difficulty: "hard",
    topic: "upsells",
  },
  {
    sortOrder: 15,
    question:
      'A creator with a suspended trading licence now sells a "Forex Freedom" course through a new company name and asks students to deposit with an offshore broker through his referral link. Which check would reveal the most?',
    options: [
      "Counting the creator's followers on social media",
      "Searching regulators' records for the person and the broker, and asking whether he is paid per referred deposit",
      "Reading the five-star reviews on the course's own website",
      "Asking the creator in a live chat whether he is legitimate",
    ],
    correctAnswer: 1,
    explanation:
      "Regulator databases (for example the SEC, the CFTC/NFA's BASIC search or your national regulator) show past actions, and an undisclosed referral commission is a conflict of interest. Rebranding after enforcement is a serious warning sign.",
    redFlags: [
      "Undisclosed broker kickbacks",
      "Rebranding after regulatory action",
      "Unregulated offshore brokers",
    ],
    difficulty: "hard",
    topic: "trading-signals",
  },
];
