/**
 * The WHERE clause of a list's filters. Only the filters given are put in the SQL, so each combination is its own
 * plain statement with its own plan, and every value is a numbered parameter ($n, after those already in `params`),
 * never text in the SQL.
 */
export type Conditions = {
  /** The statement's parameters: those it was given, then one per value added. */
  readonly params: unknown[];
  /** A condition on one more parameter: `sql` gets that parameter's placeholder. */
  add(sql: (p: string) => string, value: unknown): void;
  /** A condition without a parameter of its own. */
  push(sql: string): void;
  /** One more parameter (a LIMIT, one half of a keyset pair), and its placeholder. */
  param(value: unknown): string;
  /** The conditions joined by AND. */
  sql(): string;
};

export function conditions(first: readonly string[], params: unknown[]): Conditions {
  const where = [...first];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return {
    params,
    add: (sql, value) => {
      where.push(sql(param(value)));
    },
    push: (sql) => {
      where.push(sql);
    },
    param,
    sql: () => where.join(' AND '),
  };
}
