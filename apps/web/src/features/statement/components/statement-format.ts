const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_UP_TO = 12;

/**
 * A transaction id short enough for its column and still telling rows apart: a uuid by its first 8 characters, a
 * reference of up to 12 (FX-7K2M9Q4T, FW1000000002) whole, a longer one (SME_{account}_{time}) by its start and its
 * end, where references of one account differ. The copy button and a screen reader have it all.
 */
export function shortId(id: string): string {
  if (UUID.test(id)) return id.slice(0, 8);
  if (id.length <= WHOLE_UP_TO) return id;
  return `${id.slice(0, 4)}…${id.slice(-7)}`;
}
