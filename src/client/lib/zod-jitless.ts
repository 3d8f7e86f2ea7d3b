// The browser's "zod" (vite.config.ts aliases the bare specifier here). zod 4 probes for eval with
// `new Function` when a schema is built, to compile fast parsers; under our CSP (no 'unsafe-eval')
// that probe is reported as a script-src violation even though zod catches it. `jitless` skips the
// probe. This module runs before any contract module, because they all import "zod" and ESM
// evaluates a module's imports first. The server keeps zod's default (JIT on).
import { config } from "zod/v4/core";

config({ jitless: true });

export * from "zod/v4";
