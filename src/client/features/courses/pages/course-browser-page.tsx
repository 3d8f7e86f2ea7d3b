// Placeholder: replaced by the page of issue 3.
export function CourseBrowserPage() {
  return <p className="p-6">Coming in this change.</p>;
}
