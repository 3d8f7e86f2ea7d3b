// What a guest sees in place of a members' form on a shared page (the course page's review and
// ad-sighting boxes): "Sign in to … or create a free account.", both links coming back to the page.
import { Link } from "react-router";

const signInLinkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function SignInLinks({
  action,
  returnTo,
  after,
}: {
  /** The sign-in link's text ("Sign in to report an ad"). */
  action: string;
  /** Where sign-in and sign-up come back to. */
  returnTo: string;
  /** A sentence after the links. */
  after?: string;
}) {
  const next = encodeURIComponent(returnTo);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <Link to={`/login?next=${next}`} className={signInLinkClasses}>
        {action}
      </Link>{" "}
      or{" "}
      <Link to={`/signup?next=${next}`} className={signInLinkClasses}>
        create a free account
      </Link>
      .{after ? ` ${after}` : null}
    </p>
  );
}
