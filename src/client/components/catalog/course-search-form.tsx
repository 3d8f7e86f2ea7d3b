import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "../ui/cn";
import { SearchField } from "../ui/search-field";

/**
 * A search box that sends its trimmed text to the course browser as q (blank: the whole
 * catalogue). Home and the 404 screen use it.
 */
export function CourseSearchForm({ size = "md", className }: { size?: "md" | "lg"; className?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/courses?q=${encodeURIComponent(q)}` : "/courses");
  }

  return (
    <search className={cn("w-full", className)}>
      <form method="get" action="/courses" onSubmit={handleSearch} className="w-full">
        <SearchField
          label="Search courses"
          hiddenLabel
          name="q"
          placeholder="Search courses"
          value={query}
          onChange={setQuery}
          size={size}
        />
      </form>
    </search>
  );
}
