// STUB (being written).
export function AiUsagePage() {
  return <h1 className="text-2xl font-bold">AI Usage Logs</h1>;
}
