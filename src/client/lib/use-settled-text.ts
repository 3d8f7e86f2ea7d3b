// A search box's text and the text it settles on: the trimmed text once typing has paused for
// `delayMs`, so a query runs per pause rather than per key. `settleNow` (a submit) skips the wait.
import { useEffect, useState } from "react";

export function useSettledText(delayMs: number) {
  const [text, setText] = useState("");
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return { text, setText, settled, settleNow: () => setSettled(text.trim()) };
}
