// Hosts where many sellers' pages live side by side (course platforms, marketplaces, site builders,
// social networks, link pages): a page on one of them says nothing about who sells it. The page
// reader does not take the host's name for the seller there (page-facts/seller.ts); a submission on
// such a host gets no website for its stand-in creator and no "same site" suggestion in the admins'
// queue. Subdomains count as the host (jane.teachable.com is on teachable.com).

export const SHARED_HOSTS: ReadonlySet<string> = new Set([
  // course platforms and checkouts
  "teachable.com",
  "thinkific.com",
  "kajabi.com",
  "mykajabi.com",
  "podia.com",
  "learnworlds.com",
  "systeme.io",
  "clickfunnels.com",
  "myclickfunnels.com",
  "samcart.com",
  "thrivecart.com",
  "kartra.com",
  "stan.store",
  "payhip.com",
  "gumroad.com",
  "hotmart.com",
  "clickbank.net",
  "digistore24.com",
  "jvzoo.com",
  "skool.com",
  "whop.com",
  "circle.so",
  "mn.co",
  // marketplaces
  "udemy.com",
  "skillshare.com",
  "coursera.org",
  "domestika.org",
  "masterclass.com",
  "amazon.com",
  "etsy.com",
  "patreon.com",
  "substack.com",
  "medium.com",
  // site builders and hosting
  "wixsite.com",
  "wix.com",
  "squarespace.com",
  "webflow.io",
  "carrd.co",
  "notion.site",
  "github.io",
  "netlify.app",
  "vercel.app",
  "pages.dev",
  "sites.google.com",
  "blogspot.com",
  "wordpress.com",
  // social networks and link pages
  "youtube.com",
  "youtu.be",
  "instagram.com",
  "facebook.com",
  "tiktok.com",
  "x.com",
  "twitter.com",
  "linkedin.com",
  "linktr.ee",
  "beacons.ai",
  "bit.ly",
]);

/** Whether `host` (lower case, without "www.") is a shared host or a subdomain of one. */
export function isSharedHost(host: string): boolean {
  let rest = host;
  for (;;) {
    if (SHARED_HOSTS.has(rest)) return true;
    const dot = rest.indexOf(".");
    if (dot === -1) return false;
    rest = rest.slice(dot + 1);
  }
}
