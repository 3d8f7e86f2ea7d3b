// robots.txt for the page watch (RFC 9309, the parts a single-page reader needs): the groups for
// our product token ("HypeCheck") if there are any, else those for "*"; Allow and Disallow paths
// with * and $; the longest matching rule wins and Allow wins a tie; /robots.txt itself is always
// allowed. A robots.txt that cannot be fetched (none, an error, a timeout) allows everything, as
// most crawlers read it.
//
// The file is remote input, so matching runs in linear time whatever its rules say (no regular
// expression is built from them: compiled to a backtracking RegExp, `Disallow: /*a*a*a*a*a*a*a*b`
// held the event loop for 0.6 s on a path of 45 "a"s, and two more *s for 2 minutes on 50). A
// rule is split at its *s into literal parts: the first must start the path, each next one is
// found with indexOf after the previous one (the leftmost place is always the right one when * is
// the only wildcard), and with a final $ the last one must end the path after them. Each part is
// looked for once, so a check costs about the path's length plus the rule's, for every rule; a
// rule that cannot beat the best match so far is not tried. Bounds on what one file can make us do:
// - a file is read up to ROBOTS_MAX_BYTES (512 KiB; RFC 9309 asks for at least 500 KiB);
// - a rule longer than MAX_RULE_LENGTH (2,048 characters, the longest course URL accepted:
//   COURSE_URL_MAX_LENGTH) is ignored;
// - of the groups that apply to us, the first MAX_RULES rules (2,000) are read, later ones ignored.
import { FetchPageError, type FetchPageOptions, fetchPage } from "./fetch-page";

export const ROBOTS_AGENT = "hypecheck";
/** Larger robots.txt files are not read (RFC 9309 asks parsers to read at least 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;
/** Longer Allow or Disallow paths are ignored. */
export const MAX_RULE_LENGTH = 2048;
/** Rules of the applying groups read; later ones are ignored. */
export const MAX_RULES = 2000;

export interface RobotsRules {
  /** Whether a path (with its query) may be fetched. */
  allows(pathAndQuery: string): boolean;
}

interface Rule {
  allow: boolean;
  /** The path's length as written (with its * and $): the longest matching rule wins. */
  length: number;
  /** The literal text between the *s (at least one part, possibly empty). */
  parts: string[];
  /** Ended by $: the path must end where the rule does. */
  anchored: boolean;
}

export const ALLOW_ALL: RobotsRules = { allows: () => true };

function compile(allow: boolean, path: string): Rule {
  const anchored = path.endsWith("$");
  const parts = (anchored ? path.slice(0, -1) : path).split("*");
  return { allow, length: path.length, parts, anchored };
}

/** Whether a rule matches a path, in one left-to-right pass (see the file header). */
function matches(rule: Rule, path: string): boolean {
  const { parts, anchored } = rule;
  const first = parts[0] ?? "";
  if (!path.startsWith(first)) return false;
  const lastIndex = parts.length - 1;
  if (lastIndex === 0) return !anchored || path.length === first.length;
  let position = first.length;
  for (let i = 1; i < lastIndex; i++) {
    const part = parts[i] ?? "";
    if (part === "") continue;
    const at = path.indexOf(part, position);
    if (at === -1) return false;
    position = at + part.length;
  }
  const last = parts[lastIndex] ?? "";
  if (anchored) return path.length - last.length >= position && path.endsWith(last);
  return last === "" || path.includes(last, position);
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
    const hash = raw.indexOf("#");
    const line = (hash === -1 ? raw : raw.slice(0, hash)).trim();
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
      if (path.length > MAX_RULE_LENGTH) continue;
      current.rules.push(compile(key === "allow", path));
    } else {
      lastWasAgent = false;
    }
  }
  const token = agent.toLowerCase();
  const ours = groups.filter((g) => g.agents.some((a) => a !== "*" && token.startsWith(a)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes("*"));
  const rules = chosen.flatMap((g) => g.rules).slice(0, MAX_RULES);
  if (rules.length === 0) return ALLOW_ALL;
  return {
    allows(pathAndQuery) {
      if (pathAndQuery === "/robots.txt") return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (best && (rule.length < best.length || (rule.length === best.length && !rule.allow))) continue;
        if (!matches(rule, pathAndQuery)) continue;
        best = rule;
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
