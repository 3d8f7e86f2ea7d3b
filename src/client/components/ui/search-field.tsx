import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, type ButtonVariant } from "./button";
import { cn } from "./cn";
import { Input } from "./input";
import { Label } from "./label";

/**
 * A search form's box and its Search button, under a label (read only by screen readers when
 * `hiddenLabel`). The box keeps its `name`, so the form still works as a plain GET form; a box
 * with no `name` is for a form that only filters on the screen.
 */
export function SearchField({
  label,
  hiddenLabel = false,
  name,
  placeholder,
  maxLength,
  value,
  onChange,
  size = "md",
  buttonVariant,
}: {
  label: string;
  hiddenLabel?: boolean;
  name?: string;
  placeholder: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  size?: "md" | "lg";
  buttonVariant?: ButtonVariant;
}) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id} className={cn(hiddenLabel && "sr-only")}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name={name}
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={size === "lg" ? "h-12 text-base" : undefined}
        />
        <Button type="submit" size={size} variant={buttonVariant}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </div>
    </>
  );
}

/** The text in a search box, following `value` (the address's) when links or back/forward change it. */
export function useSearchDraft(value: string) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return [draft, setDraft] as const;
}
