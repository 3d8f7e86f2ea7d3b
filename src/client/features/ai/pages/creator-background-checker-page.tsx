// STUB (being written).
export function CreatorBackgroundCheckerPage() {
  return <h1 className="text-2xl font-bold">Creator Background Checker</h1>;
}
