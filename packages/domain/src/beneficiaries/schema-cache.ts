/** Spec §9: a served schema (a contact's, the bank form's) is good for 5 minutes. */
export const SCHEMA_CACHE_MS = 5 * 60_000;

/**
 * Spec §5: a cached schema is thrown away when its title lacks the currency, its date is not a date, or it is older
 * than 5 minutes.
 */
export function isUsableSchema(
  schema: { title: string; generated_at: string } | undefined,
  currency: string,
  now: number,
): boolean {
  if (!schema?.title.includes(currency)) return false;
  const made = Date.parse(schema.generated_at);
  return Number.isFinite(made) && now - made <= SCHEMA_CACHE_MS;
}
