import { ADMIN_PAGES } from "../../features/admin/admin-pages";

export interface NavItem {
  to: string;
  label: string;
  /** Stays in the header next to the full navigation (admin links only). */
  compact?: boolean;
}

/** The main navigation, in this order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "Courses" },
  { to: "/categories", label: "Categories" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/interactive-quiz", label: "Interactive Quiz" },
];

/** The community and tool screens the header has no room for. */
export const COMMUNITY_NAV: readonly NavItem[] = [
  { to: "/community-reports", label: "Community Reports" },
  { to: "/scam-prevention-guide", label: "Scam Prevention Guide" },
  { to: "/leaderboard", label: "Leaderboard" },
  { to: "/creators", label: "Creators" },
  { to: "/fake-guru-detector", label: "Fake Guru Detector" },
  { to: "/price-tracker", label: "Price Tracker" },
  { to: "/upload", label: "Upload Images" },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/cookies", label: "Cookies" },
  { to: "/disclaimer", label: "Disclaimer" },
  { to: "/affiliate-disclosure", label: "Affiliate Disclosure" },
  { to: "/review-policy", label: "Review Policy" },
  { to: "/creator-agreement", label: "Creator Agreement" },
  { to: "/transparency", label: "Transparency Report" },
];

/** Admins also see the AI usage logs in the header; the review queue sits next to them. */
export const ADMIN_NAV: readonly NavItem[] = ADMIN_PAGES.flatMap((page) =>
  "headerLabel" in page ? [{ to: page.path, label: page.headerLabel, compact: "compact" in page }] : [],
);
