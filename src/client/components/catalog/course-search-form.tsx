import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";

/**
 * A search box that sends its trimmed text to the course browser as q (blank: the whole
 * catalogue). Home and the 404 screen use it.
 */
export function CourseSearchForm({ size = "md", className }: { size?: "md" | "lg"; className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/courses?q=${encodeURIComponent(q)}` : "/courses");
  }

  return (
    <search className={cn("w-full", className)}>
      <form method="get" action="/courses" onSubmit={handleSearch} className="flex w-full gap-2">
        <label htmlFor={id} className="sr-only">
          Search courses
        </label>
        <Input
          id={id}
          name="q"
          type="search"
          placeholder="Search courses"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={size === "lg" ? "h-12 text-base" : undefined}
        />
        <Button type="submit" size={size === "lg" ? "lg" : undefined}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
    </search>
  );
}
