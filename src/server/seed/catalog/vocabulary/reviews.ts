// Review sentences by star rating. A review is one opening line plus one or two details, so every
// text is well over the 30-character minimum and reads like a person wrote it.

export const REVIEW_OPENERS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "Clear, well-paced lessons and no fluff.",
    "Best money I have spent on learning {topicLower}.",
    "Exactly what the syllabus said it would be.",
    "Honest course that does not oversell itself.",
  ],
  4: [
    "Solid course with a few rough edges.",
    "Good material overall, and fairly priced.",
    "Useful and well organised, though not perfect.",
    "I learned a lot, even if some parts dragged.",
  ],
  3: [
    "Mixed feelings about this one.",
    "Some useful parts, some filler.",
    "It is fine, but I expected more for the price.",
    "Average course: neither a scam nor a bargain.",
  ],
  2: [
    "Mostly a funnel for the next, more expensive programme.",
    "Thin content dressed up with big promises.",
    "Disappointing once you get past the sales page.",
    "Too much motivation talk, too little teaching.",
  ],
  1: [
    "Nothing like the sales page.",
    "Avoid. I regret buying this.",
    "This is a hype machine, not a course.",
    "Paid a lot, got almost nothing of value.",
  ],
};

export const REVIEW_DETAILS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "The module on {skill} alone was worth the price, and the worksheets made me actually do the work.",
    "{creatorFirst} answered my questions within a day and never tried to upsell me.",
    "Took me about {hoursPerWeek} hours a week, as promised. I reached {firstResult} after five months.",
    "The refund terms were clear and the lessons on {skill} were practical from day one.",
  ],
  4: [
    "{skill} was explained well, though the later modules felt rushed.",
    "It took longer than the advertised {hoursPerWeek} hours a week, but the content on {skill} was good.",
    "A couple of videos are outdated, but the core lessons on {skill} still hold up.",
    "No income yet, but I understand {topicLower} far better than before.",
  ],
  3: [
    "The part on {skill} was useful; much of the rest is available free elsewhere.",
    "Decent introduction, but the community forum is mostly people selling their own stuff.",
    "The lessons on {skill} were fine. I wanted more worked examples.",
    "Not bad, but the price should be lower for what is inside.",
  ],
  2: [
    "The videos on {skill} are short and vague, and every module ends with an ad for coaching.",
    "I was told results would come fast. Three months in, nothing, and support stopped replying.",
    "Half the course is screenshots of the creator's lifestyle instead of lessons on {skill}.",
    "The 'bonuses' were links to free tools. The upsell to the inner circle cost more than the course.",
  ],
  1: [
    "I was promised easy money and got a handful of outdated videos. My refund request was ignored.",
    "The so-called system is a list of links and a pitch to recruit friends. I lost more than I paid.",
    "The 'only 3 spots left' timer reset every time I reloaded the page. Content on {skill} is almost nil.",
    "After paying I was pushed into a call that tried to sell me a package for several thousand dollars.",
  ],
};

export const REJECTED_TEXTS: readonly string[] = [
  "Amazing!!! Message me on my channel to learn the REAL secret to making money fast.",
  "Total scam artist, I hope they lose everything. Do NOT buy anything from them!!!",
  "Great course, use my referral code for a discount and I get a bonus too, thanks!",
];

export const PROOF_HOSTS = ["receipts.example", "enrolment-proof.example", "student-portal.example"] as const;
