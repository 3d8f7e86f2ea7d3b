// STUB (being written): the red-flag detector. The signature is the contract other modules use.
import type { AnalysisField, Detection } from "../../../shared/contracts/analysis";

export const DETECTOR_VERSION = "builtin-1";

export interface TextField {
  field: AnalysisField;
  text: string;
}

/** Findings over each field; positions are offsets into that field's own text. */
export function detect(fields: readonly TextField[]): Detection {
  void fields;
  return { redFlags: [], positives: [] };
}
