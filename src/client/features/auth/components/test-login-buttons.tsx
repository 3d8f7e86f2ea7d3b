import { FlaskConical } from "lucide-react";
import { authRoutes } from "../../../../shared/contracts/auth.routes";
import { Button } from "../../../components/ui/button";
import { endpointUrl } from "../../../lib/endpoint-client";
import { useAuthOptions } from "../api/get-auth-options";

const TEST_ROLES = [
  { role: "user", label: "Test login: User" },
  { role: "admin", label: "Test login: Admin" },
  { role: "affiliate", label: "Test login: Affiliate" },
] as const;

/**
 * Demo accounts for development and test servers only (docs/decisions/0040); shown
 * when the auth options say so. Test login is a navigation, not a data call.
 */
export function TestLoginButtons({ next }: { next: string }) {
  const options = useAuthOptions();
  if (!options.data?.testLogin) return null;
  return (
    <section
      aria-labelledby="test-login-heading"
      className="mt-6 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="test-login-heading" className="flex items-center gap-2 text-sm font-semibold">
        <FlaskConical aria-hidden="true" className="h-4 w-4" />
        Test accounts
      </h2>
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        This server allows demo sign-ins. They are not available in production.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {TEST_ROLES.map(({ role, label }) => (
          <Button
            key={role}
            variant="outline"
            size="sm"
            onClick={() =>
              window.location.assign(endpointUrl({ route: authRoutes.testLogin }, { query: { role, next } }))
            }
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
