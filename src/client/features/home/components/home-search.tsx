import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/** Sends trimmed search text to the course browser as q (blank: the whole catalogue). */
export function HomeSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/courses?q=${encodeURIComponent(q)}` : "/courses");
  }

  return (
    <search className="mx-auto mt-8 w-full max-w-xl">
      <form onSubmit={handleSearch} className="flex w-full gap-2">
        <label htmlFor="home-search" className="sr-only">
          Search courses
        </label>
        <Input
          id="home-search"
          name="q"
          type="search"
          placeholder="Search courses"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-12 text-base"
        />
        <Button type="submit" size="lg">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
    </search>
  );
}
