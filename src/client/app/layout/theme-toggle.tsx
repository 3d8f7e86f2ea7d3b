import { Moon, Sun } from "lucide-react";
import { buttonClasses } from "../../components/ui/button";
import { useTheme } from "../../lib/theme";

export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-pressed={dark}
      aria-label={withLabel ? undefined : "Dark mode"}
      className={buttonClasses({ variant: "ghost", size: withLabel ? "md" : "icon", className })}
    >
      {dark ? (
        <Moon aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Sun aria-hidden="true" className="h-5 w-5" />
      )}
      {withLabel ? <span>Dark mode</span> : null}
    </button>
  );
}
