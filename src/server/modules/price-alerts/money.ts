// The database keeps integer cents; the API speaks dollars as numbers (19.99).

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$497" or "$19.99", for sentences people read (notifications, e-mail, the good-deal reason). */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString("en-US")}` : `$${(cents / 100).toFixed(2)}`;
}
