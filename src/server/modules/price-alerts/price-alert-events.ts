// What the price-alert check tells other modules, as an in-transaction domain event
// (lib/domain-events.ts): the catalogue's current prices were checked against members' targets. The
// check (price-alerts-check.job.ts) fires its own alerts first, each in its own transaction, then
// emits PRICES_CHECKED in a transaction of the app's events; the consequence is handled by its owner,
// registered by the composition root (event-handlers.ts): the watchers whose watchlist price target
// is reached are told (watchlist/notify-watchers.ts), all in that one transaction. The price-alerts
// module itself imports no watchlist code.
import { defineEvent } from "../../lib/domain-events";

export interface PricesChecked {
  /** When the prices were checked: the notices' time. */
  at: Date;
  /** PUBLIC_ORIGIN, for absolute links in the e-mail the check leads to; without it they carry the path. */
  publicOrigin?: string | undefined;
}

/** The price-alert check ran: every course's current price was compared with the targets set on it. */
export const PRICES_CHECKED = defineEvent<PricesChecked>("price-alerts.prices-checked");
