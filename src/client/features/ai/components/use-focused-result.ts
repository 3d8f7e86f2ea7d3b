// The latest result of an AI tool, and the ref for its heading: a new result takes focus, so
// keyboard and screen-reader users land on it.
import { useEffect, useRef, useState } from "react";

export function useFocusedResult<T>() {
  const [result, setResult] = useState<T | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  return [result, setResult, headingRef] as const;
}
