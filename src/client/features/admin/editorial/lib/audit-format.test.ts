import { describe, expect, it } from "vitest";
import { actionLabel, fieldLabel, formatAuditValue } from "./audit-format";

describe("audit-format", () => {
  it("names review decisions audited on a course in words", () => {
    expect(actionLabel("review-moderated")).toBe("Review moderated");
    expect(actionLabel("review-proof")).toBe("Proof of enrolment decided");
    expect(fieldLabel("review 42")).toBe("Review #42");
    expect(formatAuditValue("review 42", "verified enrolment")).toBe("verified enrolment");
  });

  it("leaves an action or field it does not know as it was stored", () => {
    expect(actionLabel("something-new")).toBe("something-new");
    expect(fieldLabel("reviewer")).toBe("reviewer");
  });
});
