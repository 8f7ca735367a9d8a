/** "•••• 3000": enough of an account number to recognise it (lists, mails), not enough to use it. */
export function maskAccountNumber(value: string | null | undefined): string {
  if (!value) return '';
  return value.length <= 4 ? value : `•••• ${value.slice(-4)}`;
}
