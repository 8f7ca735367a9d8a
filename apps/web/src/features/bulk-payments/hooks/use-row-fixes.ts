import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailedRow } from '../components/batch-model.ts';

/** Checks one row's cells again; resolves with the errors left, by column (empty when the row is fine). */
export type RevalidateRow = (
  rowNumber: number,
  values: Readonly<Record<string, string>>,
) => Promise<Record<string, string>>;

const DEBOUNCE_MS = 400;

/**
 * The failing rows as the person fixes them. Each edit shows at once; the row is checked again once typing pauses
 * (one call per row, not per key stroke), and an answer for values that have changed since is thrown away, so a
 * slow answer never puts back an error the person has already fixed. A failed check leaves the row's errors as they
 * were and says why.
 */
export function useRowFixes(initial: readonly FailedRow[], revalidate: RevalidateRow) {
  const [rows, setRows] = useState<readonly FailedRow[]>(initial);
  const [checking, setChecking] = useState<ReadonlySet<number>>(new Set());
  const [checkError, setCheckError] = useState<string | null>(null);
  const latest = useRef(new Map<number, Readonly<Record<string, string>>>());
  const timers = useRef(new Map<number, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) window.clearTimeout(t);
    };
  }, []);

  const check = useCallback(
    async (rowNumber: number, values: Readonly<Record<string, string>>) => {
      try {
        const errors = await revalidate(rowNumber, values);
        if (latest.current.get(rowNumber) !== values) return;
        setCheckError(null);
        setRows((all) => all.map((r) => (r.rowNumber === rowNumber ? { ...r, errors } : r)));
      } catch (error) {
        if (latest.current.get(rowNumber) !== values) return;
        setCheckError(error instanceof Error ? error.message : 'We could not check this row.');
      } finally {
        if (latest.current.get(rowNumber) === values) {
          setChecking((s) => {
            const next = new Set(s);
            next.delete(rowNumber);
            return next;
          });
        }
      }
    },
    [revalidate],
  );

  const edit = useCallback(
    (rowNumber: number, key: string, value: string) => {
      setRows((all) =>
        all.map((r) => {
          if (r.rowNumber !== rowNumber) return r;
          const values = { ...r.values, [key]: value };
          latest.current.set(rowNumber, values);
          const previous = timers.current.get(rowNumber);
          if (previous !== undefined) window.clearTimeout(previous);
          timers.current.set(
            rowNumber,
            window.setTimeout(() => {
              timers.current.delete(rowNumber);
              void check(rowNumber, values);
            }, DEBOUNCE_MS),
          );
          return { ...r, values };
        }),
      );
      setChecking((s) => new Set(s).add(rowNumber));
    },
    [check],
  );

  const fixedCount = rows.filter((r) => Object.keys(r.errors).length === 0).length;
  return { rows, checking, checkError, edit, fixedCount };
}
