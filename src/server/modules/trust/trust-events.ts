// What a rescore tells other modules, as an in-transaction domain event (lib/domain-events.ts):
// the courses whose trust band the new score moved. The trust engine (trust-engine.ts) emits it in
// the rescore's own transaction, before the new scores are written; the consequence is handled by
// its owner, registered by the composition root (event-handlers.ts): the watchers' notice
// (watchlist/notify-watchers.ts). The trust module itself imports no watchlist code.
import type { TrustBand } from "../../../shared/domain/trust-bands";
import { defineEvent } from "../../lib/domain-events";

/** One course whose band the rescore moved: an unscored course had no band to leave, so is not one. */
export interface TrustBandChange {
  courseId: number;
  from: TrustBand;
  to: TrustBand;
  /** The new score. */
  score: number;
}

export interface TrustBandsChanged {
  /** The batch's courses whose band moved, in id order (never empty). */
  courses: readonly TrustBandChange[];
  /** When the rescore scored them. */
  at: Date;
}

/** A rescore moved courses to another trust band (one event per scored batch that moved any). */
export const TRUST_BANDS_CHANGED = defineEvent<TrustBandsChanged>("trust.bands-changed");
