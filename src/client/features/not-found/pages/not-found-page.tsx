import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/** Any unknown path (SPEC section 2): Go Home, Browse Courses, and a search that sends q to /courses. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/courses?q=${encodeURIComponent(q)}` : "/courses");
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        We couldn't find the page you were looking for. It may have moved, or it isn't available yet.
      </p>
      <search className="mt-8 w-full">
        <form onSubmit={handleSearch} className="flex w-full gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            Search courses
          </label>
          <Input
            id="not-found-search"
            name="q"
            type="search"
            placeholder="Search courses"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </Button>
        </form>
      </search>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          Go Home
        </Link>
        <Link to="/courses" className={buttonClasses({ variant: "outline" })}>
          Browse Courses
        </Link>
      </div>
    </div>
  );
}
