const CASE_NUMBER_VISIBLE_CHARS = 6;

/** Case numbers show their first six characters and an ellipsis (§2.7). */
export function shortenCaseNumber(caseNumber: string): string {
  return caseNumber.length > CASE_NUMBER_VISIBLE_CHARS ? `${caseNumber.slice(0, CASE_NUMBER_VISIBLE_CHARS)}…` : caseNumber;
}
