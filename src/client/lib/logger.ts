// Request failures (and the start-up cache clean-up) are logged to the console.
// console.warn, not console.error: a failure the UI already explains is not a program error, and
// the end-to-end suite treats console errors as bugs.
export function logWarning(message: string, detail?: unknown): void {
  if (detail === undefined) console.warn(`[HypeCheck] ${message}`);
  else console.warn(`[HypeCheck] ${message}`, detail);
}
