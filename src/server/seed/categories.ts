// The 10 category slugs of the course browser, in tab-strip order.
export const CATEGORY_SEEDS = [
  {
    slug: "affiliate-marketing",
    name: "Affiliate Marketing",
    description: "Earning commissions by promoting other companies' products.",
  },
  {
    slug: "e-commerce-dropshipping",
    name: "E-commerce & Dropshipping",
    description: "Online stores, including stores that ship from a supplier.",
  },
  {
    slug: "freelancing-agencies",
    name: "Freelancing & Agencies",
    description: "Selling skills and services to clients, alone or as an agency.",
  },
  {
    slug: "content-creation-social-media",
    name: "Content Creation & Social Media",
    description: "Building an audience on video and social platforms.",
  },
  {
    slug: "digital-products-info-businesses",
    name: "Digital Products & Info Businesses",
    description: "E-books, templates, courses and other downloadable products.",
  },
  {
    slug: "coaching-consulting",
    name: "Coaching & Consulting",
    description: "Paid advice, coaching programmes and consulting practices.",
  },
  {
    slug: "amazon-fba-marketplaces",
    name: "Amazon FBA & Marketplaces",
    description: "Selling through large online marketplaces and their fulfilment services.",
  },
  {
    slug: "saas-tech-startups",
    name: "SaaS & Tech Startups",
    description: "Software products and technology start-ups.",
  },
  {
    slug: "investing-side-hustles",
    name: "Investing & Side Hustles",
    description: "Trading, investing and part-time income schemes.",
  },
  {
    slug: "email-marketing-automation",
    name: "Email Marketing & Automation",
    description: "Newsletters, mailing lists and automated sales funnels.",
  },
] as const;
