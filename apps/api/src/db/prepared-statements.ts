import { createHash } from 'node:crypto';

// Parsing and planning are most of what a small statement costs PostgreSQL: for the payout's wide statements they
// were ~0.2–0.4 ms each under load, more than running them. A statement with parameters that keeps coming back is
// therefore sent as a named prepared statement: node-postgres parses it once per connection, and every later call
// only binds and executes it (PostgreSQL replans it when a table it reads changes, and keeps a generic plan only when
// that costs no more). Each one stays in its connection's memory for the connection's life, so naming is bounded: a
// text is named from its third use (a statement built for one request's list of ids never is), never when longer than
// `maxText` (a bulk insert written for its number of rows), and no more than `maxNames` texts are.
export type StatementNames = (text: string) => string | undefined;

export function statementNames({ maxNames = 1_000, maxText = 16_384, usesBeforeNaming = 3 } = {}): StatementNames {
  const names = new Map<string, string>();
  const uses = new Map<string, number>();
  return (text) => {
    const known = names.get(text);
    if (known || text.length > maxText || names.size >= maxNames) return known;
    const used = (uses.get(text) ?? 0) + 1;
    if (used < usesBeforeNaming) {
      if (uses.size >= 10 * maxNames) uses.clear();
      uses.set(text, used);
      return undefined;
    }
    uses.delete(text);
    // A digest, so the same text has the same name in every process and no two texts share one.
    const name = `c_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

/** The process's names, shared by its connection pools. */
export const processStatementNames = statementNames();

/** node-postgres's query config: named when `nameOf` names it (a statement without parameters is sent as text). */
export function queryConfig(nameOf: StatementNames, text: string, values?: unknown[]) {
  const name = values ? nameOf(text) : undefined;
  return name ? { name, text, values } : { text, values };
}
