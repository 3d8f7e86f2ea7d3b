// The authorities whose records HypeCheck reads, by short name, full name, jurisdiction and the
// host they publish from. A record from an authority not listed keeps the name its source gives.
import { siteKey } from "./names";

export interface Authority {
  code: string;
  name: string;
  jurisdiction: string;
  hosts: readonly string[];
  /** Lower-case phrases that name it in a source's own words. */
  phrases: readonly string[];
}

export const AUTHORITIES: readonly Authority[] = [
  {
    code: "FTC",
    name: "US Federal Trade Commission",
    jurisdiction: "US",
    hosts: ["ftc.gov"],
    phrases: ["federal trade commission"],
  },
  {
    code: "SEC",
    name: "US Securities and Exchange Commission",
    jurisdiction: "US",
    hosts: ["sec.gov"],
    phrases: ["securities and exchange commission"],
  },
  {
    code: "CFTC",
    name: "US Commodity Futures Trading Commission",
    jurisdiction: "US",
    hosts: ["cftc.gov"],
    phrases: ["commodity futures trading commission"],
  },
  {
    code: "DOJ",
    name: "US Department of Justice",
    jurisdiction: "US",
    hosts: ["justice.gov"],
    phrases: ["department of justice"],
  },
  {
    code: "UK FCA",
    name: "UK Financial Conduct Authority",
    jurisdiction: "GB",
    hosts: ["fca.org.uk"],
    phrases: ["financial conduct authority"],
  },
  {
    code: "ASA",
    name: "UK Advertising Standards Authority",
    jurisdiction: "GB",
    hosts: ["asa.org.uk"],
    phrases: ["advertising standards authority"],
  },
  {
    code: "ACCC",
    name: "Australian Competition and Consumer Commission",
    jurisdiction: "AU",
    hosts: ["accc.gov.au"],
    phrases: ["australian competition and consumer commission"],
  },
  {
    code: "ASIC",
    name: "Australian Securities and Investments Commission",
    jurisdiction: "AU",
    hosts: ["asic.gov.au"],
    phrases: ["australian securities and investments commission"],
  },
];

/** The authority publishing from this host (or one of its subdomains), if listed. */
export function authorityOfHost(address: string): Authority | null {
  const host = siteKey(address);
  if (host === null) return null;
  return AUTHORITIES.find((a) => a.hosts.some((h) => host === h || host.endsWith(`.${h}`))) ?? null;
}

/** The authority a source's words name ("Federal Trade Commission", "FTC"), if listed. */
export function authorityNamed(text: string): Authority | null {
  const lower = text.toLowerCase();
  return (
    AUTHORITIES.find(
      (a) => a.code.toLowerCase() === lower.trim() || a.phrases.some((phrase) => lower.includes(phrase)),
    ) ?? null
  );
}
