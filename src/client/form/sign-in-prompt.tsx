// What a guest sees where members get a form: sign in (or create a free account) and come back.
import { Link } from "react-router";

const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function SignInPrompt({ action, returnTo }: { action: string; returnTo: string }) {
  const next = encodeURIComponent(returnTo);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <Link to={`/login?next=${next}`} className={linkClasses}>
        Sign in to {action}
      </Link>{" "}
      or{" "}
      <Link to={`/signup?next=${next}`} className={linkClasses}>
        create a free account
      </Link>
      .
    </p>
  );
}
