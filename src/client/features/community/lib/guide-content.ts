// The scam-prevention guide's advice. Teaching text,
// not figures: every number on the page comes from GET /api/scam-analytics.

export const GUIDE_RED_FLAGS = [
  {
    title: "Guaranteed or specific income",
    text: "“$10,000 a month in 30 days” is a promise nobody can keep. Honest sellers talk about skills, not paydays.",
  },
  {
    title: "Pressure to buy now",
    text: "Countdown timers, “only 3 spots left” and prices that expire tonight are there to stop you from thinking.",
  },
  {
    title: "Lifestyle instead of lessons",
    text: "Rented cars, villas and cash piles tell you nothing about what the course teaches.",
  },
  {
    title: "Pay to recruit",
    text: "If the main way to earn is to sell the same course to others, it works like a pyramid scheme.",
  },
  {
    title: "Unverifiable testimonials",
    text: "Screenshots of earnings without names, dates or proof can be made in minutes.",
  },
  {
    title: "Upsells after you pay",
    text: "A cheap course that leads to a costly “inner circle” or coaching call is a common funnel.",
  },
] as const;

export const GUIDE_LEGIT_SIGNS = [
  "A detailed syllabus you can read before paying, with what you will be able to do afterwards.",
  "Results described as ranges with the effort involved, including people for whom it did not work.",
  "A clear refund policy with a fixed window, stated before checkout.",
  "A real track record in the subject you can check outside their own sales pages.",
  "Reviews with detail and proof, including critical ones that stay up.",
  "No pressure: the price and the offer are the same next week.",
] as const;

export const GUIDE_VERIFICATION_STEPS = [
  {
    title: "Look the course up on HypeCheck",
    text: "Read its trust score, which signals moved it, and the reviews from members.",
    to: "/",
  },
  {
    title: "Check the creator",
    text: "See their other courses, and whether the fake-guru list names them.",
    to: "/fake-guru-detector",
  },
  {
    title: "Search for complaints",
    text: "Search the creator's name with “scam”, “refund” or “review”, and read the community reports.",
    to: "/community-reports",
  },
  {
    title: "Read the refund terms",
    text: "Find the refund window and conditions in writing before you pay; screenshot them.",
    to: null,
  },
  {
    title: "Pay with protection",
    text: "Use a credit card or a payment method with buyer protection, never crypto or wire transfers.",
    to: null,
  },
] as const;

export const GUIDE_REPORTING_RESOURCES = [
  {
    name: "Federal Trade Commission (US)",
    text: "Report fraud and bad business practices; reports help the FTC spot and stop scams.",
    href: "https://reportfraud.ftc.gov/",
  },
  {
    name: "FBI Internet Crime Complaint Center (US)",
    text: "For online fraud where you lost money.",
    href: "https://www.ic3.gov/",
  },
  {
    name: "Your state attorney general (US)",
    text: "Consumer protection offices take complaints about sellers in their state.",
    href: "https://www.naag.org/find-my-ag/",
  },
  {
    name: "Action Fraud (UK)",
    text: "The UK's national reporting centre for fraud and cybercrime.",
    href: "https://www.actionfraud.police.uk/",
  },
  {
    name: "Canadian Anti-Fraud Centre",
    text: "Report fraud in Canada and read current scam alerts.",
    href: "https://antifraudcentre-centreantifraude.ca/",
  },
] as const;
