// How the page reader builds its word patterns: each concept's words are listed by language (one
// commented entry per group of languages) and joined once at load.

/** One case-insensitive, Unicode-aware pattern from a list of alternatives; `flags` to add "g". */
export const joined = (parts: readonly string[], flags = "iu") => new RegExp(parts.join("|"), flags);
