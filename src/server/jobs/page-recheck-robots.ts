// robots.txt for the page watch (RFC 9309, the parts a single-page reader needs): the groups for
// our product token ("HypeCheck") if there are any, else those for "*"; Allow and Disallow paths
// with * and $; the longest matching rule wins and Allow wins a tie. A robots.txt that cannot be
// fetched (none, an error, a timeout) allows everything, as most crawlers read it.
import { FetchPageError, type FetchPageOptions, fetchPage } from "../analysis/fetch-page";

export const ROBOTS_AGENT = "hypecheck";
/** Larger robots.txt files are not read (RFC 9309 asks parsers to read at least 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;

export interface RobotsRules {
  /** Whether a path (with its query) may be fetched. */
  allows(pathAndQuery: string): boolean;
}

interface Rule {
  allow: boolean;
  length: number;
  pattern: RegExp;
}

export const ALLOW_ALL: RobotsRules = { allows: () => true };

function compile(path: string): RegExp {
  const anchored = path.endsWith("$");
  const body = (anchored ? path.slice(0, -1) : path)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

export function parseRobots(text: string, agent: string = ROBOTS_AGENT): RobotsRules {
  interface Group {
    agents: string[];
    rules: Rule[];
  }
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      // An empty Disallow allows everything: no rule.
      if (!current || value === "") continue;
      const path = value.startsWith("/") || value.startsWith("*") ? value : `/${value}`;
      current.rules.push({ allow: key === "allow", length: path.length, pattern: compile(path) });
    } else {
      lastWasAgent = false;
    }
  }
  const token = agent.toLowerCase();
  const ours = groups.filter((g) => g.agents.some((a) => a !== "*" && token.startsWith(a)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes("*"));
  const rules = chosen.flatMap((g) => g.rules);
  if (rules.length === 0) return ALLOW_ALL;
  return {
    allows(pathAndQuery) {
      if (pathAndQuery === "/robots.txt") return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.pattern.test(pathAndQuery)) continue;
        if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}

/** The rules of an origin's robots.txt, fetched with the same safe fetcher; any failure allows all. */
export async function fetchRobots(
  origin: string,
  options: Pick<FetchPageOptions, "allowPrivate" | "userAgent" | "timeoutMs">,
): Promise<RobotsRules> {
  try {
    const fetched = await fetchPage(`${origin}/robots.txt`, { ...options, maxBytes: ROBOTS_MAX_BYTES });
    return parseRobots(fetched.body);
  } catch (error) {
    if (error instanceof FetchPageError) return ALLOW_ALL;
    throw error;
  }
}
