// Words of each category, for titles, syllabi, specialties and review text. Topics go into titles
// ("Affiliate SEO Foundations"), skills into syllabi and reviews, outcomes into modest result lines.
import type { CATEGORY_SLUGS } from "../../../../shared/contracts/catalog";

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface CategoryWords {
  /** Title-case subjects for course titles. */
  topics: readonly string[];
  /** Creator specialties. */
  specialties: readonly string[];
  /** Lower-case things a module teaches. */
  skills: readonly string[];
  /** A modest first result ("a first commission"). */
  firstResult: string;
  /** Category-specific hype lines, each with the red flag it shows and any income claim it makes. */
  hype: readonly { text: string; flag: string; claim?: string }[];
}

export const CATEGORY_WORDS: Record<CategorySlug, CategoryWords> = {
  "affiliate-marketing": {
    topics: [
      "Affiliate Marketing",
      "Niche Review Sites",
      "Affiliate SEO",
      "Product Comparison Blogs",
      "Pinterest Affiliate Traffic",
      "Affiliate Email Lists",
      "YouTube Product Reviews",
      "Commission Funnels",
    ],
    specialties: [
      "Affiliate marketing",
      "Niche sites",
      "SEO content",
      "Product reviews",
      "Pinterest traffic",
      "Link disclosure",
      "Keyword research",
    ],
    skills: [
      "choosing a niche",
      "keyword research",
      "writing honest product reviews",
      "affiliate link disclosure",
      "building comparison tables",
      "tracking clicks and commissions",
      "on-page SEO",
    ],
    firstResult: "a first commission",
    hype: [
      {
        text: "Affiliate marketing is the laziest way to get rich online, and I will prove it.",
        flag: "Effortless-wealth framing",
      },
      {
        text: "Copy my exact review pages and collect commissions from products you never touch.",
        flag: "Copy-paste income promise",
        claim: "Commissions from copied review pages",
      },
    ],
  },
  "e-commerce-dropshipping": {
    topics: [
      "Dropshipping Store",
      "Shopify Store Setup",
      "Print on Demand",
      "E-commerce Product Research",
      "Supplier Sourcing",
      "Online Store Conversion",
      "Handmade Goods Shop",
      "E-commerce Bookkeeping",
    ],
    specialties: [
      "Dropshipping",
      "Store design",
      "Product research",
      "Supplier vetting",
      "Print on demand",
      "Conversion rate",
      "Customer service",
    ],
    skills: [
      "product research",
      "vetting suppliers",
      "shipping times and returns",
      "product page copy",
      "paid social ads",
      "margins after ad spend",
      "customer service scripts",
    ],
    firstResult: "a first profitable month",
    hype: [
      {
        text: "Winning products are hiding in plain sight and my software finds them for you.",
        flag: "'Software finds winners' claim",
      },
      {
        text: "Launch a store this weekend and wake up to sales notifications on Monday.",
        flag: "Instant-sales promise",
        claim: "Sales from the first weekend",
      },
    ],
  },
  "freelancing-agencies": {
    topics: [
      "Freelance Writing",
      "Freelance Web Design",
      "Client Acquisition",
      "Agency Operations",
      "Upwork Profile",
      "Freelance Pricing",
      "Social Media Agency",
      "Freelance Contracts",
    ],
    specialties: [
      "Freelancing",
      "Client acquisition",
      "Proposals",
      "Pricing",
      "Agency operations",
      "Contracts",
      "Portfolio building",
    ],
    skills: [
      "writing proposals",
      "building a portfolio",
      "pricing your services",
      "contracts and invoicing",
      "handling scope creep",
      "cold outreach",
      "client onboarding",
    ],
    firstResult: "a first paying client",
    hype: [
      {
        text: "Start an agency with zero skills: you sell, someone overseas does the work.",
        flag: "'Zero skills needed' promise",
      },
      {
        text: "Land five high-ticket clients in your first week with my copy-paste DM script.",
        flag: "Unrealistic client-acquisition promise",
        claim: "Five high-ticket clients in the first week",
      },
    ],
  },
  "content-creation-social-media": {
    topics: [
      "YouTube Channel Growth",
      "Short-Form Video",
      "Podcast Launch",
      "Instagram Content",
      "Video Editing",
      "Creator Sponsorships",
      "Faceless Channels",
      "Content Calendar",
    ],
    specialties: [
      "YouTube",
      "Short-form video",
      "Podcasting",
      "Video editing",
      "Sponsorships",
      "Storytelling",
      "Thumbnails",
    ],
    skills: [
      "scripting a video",
      "thumbnail design",
      "editing for retention",
      "a posting schedule",
      "pitching sponsors",
      "reading analytics",
      "audio setup",
    ],
    firstResult: "a first sponsorship",
    hype: [
      {
        text: "Go viral on demand: my algorithm hack gets every video a million views.",
        flag: "'Algorithm hack' claim",
      },
      {
        text: "Faceless channels print money, and you never have to show your face or speak.",
        flag: "Effortless-income framing",
        claim: "Faceless channels that 'print money'",
      },
    ],
  },
  "digital-products-info-businesses": {
    topics: [
      "Digital Products",
      "E-book Publishing",
      "Notion Templates",
      "Online Course Creation",
      "Printable Planners",
      "Membership Sites",
      "Stock Photography",
      "Digital Downloads",
    ],
    specialties: [
      "Digital products",
      "Self-publishing",
      "Templates",
      "Course design",
      "Memberships",
      "Landing pages",
      "Product launches",
    ],
    skills: [
      "validating a product idea",
      "outlining an e-book",
      "designing templates",
      "pricing a digital product",
      "a simple sales page",
      "delivery and licensing",
      "customer support for downloads",
    ],
    firstResult: "a first product sale",
    hype: [
      {
        text: "Make one product once and get paid for it forever with zero extra work.",
        flag: "Passive-income-forever promise",
        claim: "Paid forever for one product",
      },
      {
        text: "I will hand you done-for-you products with resell rights: just upload and cash in.",
        flag: "Resell-rights scheme",
      },
    ],
  },
  "coaching-consulting": {
    topics: [
      "Coaching Business",
      "Consulting Practice",
      "Discovery Calls",
      "Group Coaching",
      "Coaching Certification",
      "Business Mentoring",
      "Executive Coaching",
      "Consulting Proposals",
    ],
    specialties: [
      "Coaching",
      "Consulting",
      "Sales calls",
      "Group programmes",
      "Offer design",
      "Client results",
      "Ethics",
    ],
    skills: [
      "structuring a discovery call",
      "designing a coaching offer",
      "client intake forms",
      "setting boundaries and scope",
      "measuring client progress",
      "referrals",
      "coaching ethics",
    ],
    firstResult: "a first coaching client",
    hype: [
      {
        text: "Become a certified high-ticket coach in a weekend and charge $5,000 per client.",
        flag: "Weekend 'certification' for high fees",
        claim: "$5,000 per coaching client after a weekend",
      },
      {
        text: "You do not need results of your own to coach: you only need my script.",
        flag: "Coaching without expertise",
      },
    ],
  },
  "amazon-fba-marketplaces": {
    topics: [
      "Amazon FBA",
      "Private Label Products",
      "Marketplace Listings",
      "Retail Arbitrage",
      "Wholesale Sourcing",
      "Marketplace PPC",
      "Etsy Shop Growth",
      "Inventory Planning",
    ],
    specialties: [
      "Marketplace selling",
      "Private label",
      "Listing optimisation",
      "Wholesale",
      "Inventory",
      "Marketplace ads",
      "Product photography",
    ],
    skills: [
      "marketplace fees",
      "product sourcing",
      "listing photos and copy",
      "inventory forecasting",
      "sponsored product ads",
      "reading sales reports",
      "compliance and returns",
    ],
    firstResult: "a first restock order",
    hype: [
      {
        text: "Marketplace selling is a gold rush and the window closes this year.",
        flag: "Urgency ('window closes') pressure",
      },
      {
        text: "My sourcing agent finds a guaranteed winner so your first product cannot fail.",
        flag: "Guaranteed results",
        claim: "A first product that 'cannot fail'",
      },
    ],
  },
  "saas-tech-startups": {
    topics: [
      "SaaS Startup",
      "No-Code Apps",
      "Micro-SaaS",
      "Product Management",
      "Startup Fundraising",
      "Customer Discovery",
      "Web App Development",
      "Pricing for SaaS",
    ],
    specialties: [
      "SaaS",
      "No-code",
      "Product management",
      "Customer discovery",
      "Pricing",
      "Web development",
      "Fundraising",
    ],
    skills: [
      "customer interviews",
      "building a prototype",
      "subscription pricing",
      "onboarding emails",
      "churn metrics",
      "a simple roadmap",
      "deploying a web app",
    ],
    firstResult: "a first paying subscriber",
    hype: [
      {
        text: "Clone a popular app with AI in one afternoon and sell it for monthly recurring cash.",
        flag: "'AI does everything' automation claim",
        claim: "Recurring income from an app cloned in an afternoon",
      },
      {
        text: "Investors are throwing money at founders who know this one pitch trick.",
        flag: "'One trick' claim",
      },
    ],
  },
  "investing-side-hustles": {
    topics: [
      "Personal Investing",
      "Index Fund Basics",
      "Side Hustle Planning",
      "Options Trading",
      "Crypto Trading",
      "Real Estate Side Income",
      "Budgeting for Side Income",
      "Forex Day Trading",
    ],
    specialties: [
      "Personal finance",
      "Index investing",
      "Budgeting",
      "Trading psychology",
      "Risk management",
      "Side hustles",
      "Tax basics",
    ],
    skills: [
      "an emergency fund",
      "diversification",
      "position sizing",
      "fees and taxes",
      "a trading journal",
      "risk of loss",
      "rental property numbers",
    ],
    firstResult: "a budget they kept for six months",
    hype: [
      {
        text: "My signals group wins nine trades out of ten, and the losers are always small.",
        flag: "Unverifiable trading win rate",
        claim: "Wins nine trades out of ten",
      },
      {
        text: "Turn $500 into a full-time income with the trading bot my members use.",
        flag: "Trading-bot income promise",
        claim: "A full-time income from $500",
      },
    ],
  },
  "email-marketing-automation": {
    topics: [
      "Email Marketing",
      "Newsletter Growth",
      "Email Automation",
      "Sales Funnels",
      "Email Copywriting",
      "Lead Magnets",
      "Deliverability",
      "Marketing Automation",
    ],
    specialties: [
      "Email marketing",
      "Newsletters",
      "Automation",
      "Copywriting",
      "Funnels",
      "Deliverability",
      "Segmentation",
    ],
    skills: [
      "list building with consent",
      "welcome sequences",
      "subject lines",
      "segmentation",
      "deliverability and spam rules",
      "A/B testing",
      "unsubscribe handling",
    ],
    firstResult: "a newsletter with its first thousand subscribers",
    hype: [
      {
        text: "Send one email and make $10,000 overnight with my done-for-you swipe files.",
        flag: "Unrealistic income promise ($10,000 overnight)",
        claim: "$10,000 overnight from one email",
      },
      {
        text: "Buy my list of buyers and email them tonight: instant cash, no audience needed.",
        flag: "Bought email lists (spam, likely unlawful)",
      },
    ],
  },
};
