// STUB (being written).
export function AiCourseAnalyzerPage() {
  return <h1 className="text-2xl font-bold">AI Course Analyzer</h1>;
}
