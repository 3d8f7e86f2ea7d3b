// A member's name as the server shows it: in full to admins ("Robin Example"), shortened in public
// ("Robin E."), read through one group of columns from users.
import { users } from "../../db/schema/auth";

/** The member's name columns, to spread into a select that joins users. */
export const MEMBER_NAME = { firstName: users.firstName, lastName: users.lastName };

interface NameColumns<N extends null> {
  firstName: string | N;
  lastName: string | N;
}

/** "Robin Example", as admins see a member; null when no member was joined (an account gone). */
export function fullName(name: NameColumns<never>): string;
export function fullName(name: NameColumns<null>): string | null;
export function fullName(name: NameColumns<null>): string | null {
  return name.firstName === null ? null : `${name.firstName} ${name.lastName ?? ""}`.trim();
}

/** "Dana K.": the first name and the initial of the last, never the full name. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
