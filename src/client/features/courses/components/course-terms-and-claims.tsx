// On the course page: the terms box and the earnings claim statement check, read from the stored
// detector findings (GET /api/courses/{id}/trust, the same query as the AI Insights tab). Findings
// stored before these checks existed show nothing until the course is rescored.
import { TermsAndClaims } from "../../../components/analysis/terms-and-claims";
import { useCourseTrust } from "../api/get-course-trust";

export function CourseTermsAndClaims({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const trust = useCourseTrust(courseId);
  const findings = trust.data?.findings;
  if (!findings) return null;
  return <TermsAndClaims findings={findings} courseTitle={courseTitle} />;
}
