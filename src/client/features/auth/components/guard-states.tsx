import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "../../../components/ui/card";
import { PageSpinner } from "../../../components/ui/spinner";
import { useReturnPath } from "../../../lib/use-return-path";

/** Sends a guest to /login?next={current path and query}, saying so while it does. */
export function RedirectToLogin() {
  const next = useReturnPath();
  const navigate = useNavigate();
  const target = `/login?next=${next}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageSpinner label="Redirecting to login…" />;
}

export function GuardMessage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="space-y-2">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardContent>
      </Card>
    </div>
  );
}

export function GuardError({ retry }: { retry: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="space-y-4">
          <CardTitle>We couldn't check your sign-in</CardTitle>
          <CardDescription>The server did not answer. Check your connection and try again.</CardDescription>
          <Button onClick={retry}>Try Again</Button>
        </CardContent>
      </Card>
    </div>
  );
}
