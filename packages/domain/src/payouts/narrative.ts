/**
 * The payment reference the recipient's bank shows (`statement_narrative`, spec §5: "the payment reference, otherwise
 * the client name stripped to letters and spaces"): what the person typed, or the business's name with anything but
 * letters and spaces left out (banks' reference fields refuse many symbols), spaces collapsed.
 */
export const STATEMENT_NARRATIVE_MAX_LENGTH = 140;

export function statementNarrative(typed: string | null | undefined, clientName: string): string {
  const reference = typed?.trim();
  if (reference) return reference.slice(0, STATEMENT_NARRATIVE_MAX_LENGTH);
  return clientName
    .replace(/[^\p{L} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, STATEMENT_NARRATIVE_MAX_LENGTH);
}
