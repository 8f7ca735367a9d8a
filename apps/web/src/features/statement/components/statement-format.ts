/** The first 8 characters of a transaction id: enough to tell rows apart and to search for; the copy has it all. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}
