import { purposeChoices } from '@corridor/domain/payouts/purpose';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import '@/ui/table.css';
import type { FailedRow } from './batch-model.ts';

const PURPOSE_KEY = 'purpose_code';

export type GridColumn = { key: string; label: string };

type ErrorGridProps = {
  /** Every column of the file, in its order. */
  columns: readonly GridColumn[];
  /** The columns that failed in any row when the file was checked: the ones shown until "Show every column". */
  failingKeys: ReadonlySet<string>;
  rows: readonly FailedRow[];
  /** Rows whose edits are being checked again. */
  checking: ReadonlySet<number>;
  onEdit: (rowNumber: number, key: string, value: string) => void;
  /** How many rows show before "Show more" (a file can fail on every one of its rows). */
  pageSize?: number;
};

const PAGE_SIZE = 25;

/**
 * The failing rows of a file as an editable grid: one text box per cell, the cell's error right under it (tied to
 * the box with aria-describedby, so a screen reader reads it on focus), and each row's state at its end. Only the
 * columns that failed show at first, with the row's first column to say whose row it is; the rest on request.
 * Tab and Shift+Tab move cell to cell; nothing here traps the keyboard.
 */
export function ErrorGrid({ columns, failingKeys, rows, checking, onEdit, pageSize = PAGE_SIZE }: ErrorGridProps) {
  const [isShowingAll, setShowingAll] = useState(false);
  const [visible, setVisible] = useState(pageSize);
  const nameKey = columns[0]?.key;
  const shown = isShowingAll ? columns : columns.filter((c) => c.key === nameKey || failingKeys.has(c.key));
  const left = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const fileKeys = new Set(columns.map((c) => c.key));
  return (
    <div className="stack bulk-grid">
      <div className="bulk-grid-toolbar">
        <p aria-live="polite" className="bulk-grid-summary">
          {left === 0
            ? 'Every row is fixed.'
            : `${left} ${left === 1 ? 'row' : 'rows'} still ${left === 1 ? 'has' : 'have'} errors.`}
        </p>
        {columns.length > shown.length || isShowingAll ? (
          <Button variant="link" onClick={() => setShowingAll((v) => !v)} aria-pressed={isShowingAll}>
            {isShowingAll ? 'Show only failing columns' : 'Show every column'}
          </Button>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide grid with the arrow keys */}
      <section className="table-scroll" tabIndex={0} aria-label="Rows to fix">
        <table className="data-table bulk-grid-table">
          <caption className="visually-hidden">Rows to fix: edit a cell and it is checked again</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {shown.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, visible).map((row) => (
              <GridRow
                key={row.rowNumber}
                row={row}
                columns={shown}
                fileKeys={fileKeys}
                isChecking={checking.has(row.rowNumber)}
                onEdit={onEdit}
              />
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > visible ? (
        <Button variant="secondary" onClick={() => setVisible((v) => v + pageSize)}>
          Show {Math.min(pageSize, rows.length - visible)} more rows ({rows.length - visible} not shown)
        </Button>
      ) : null}
    </div>
  );
}

type GridRowProps = {
  row: FailedRow;
  columns: readonly GridColumn[];
  /** Every column of the file: an error about anything else (the row as a whole) shows in the row's status. */
  fileKeys: ReadonlySet<string>;
  isChecking: boolean;
  onEdit: ErrorGridProps['onEdit'];
};

function GridRow({ row, columns, fileKeys, isChecking, onEdit }: GridRowProps) {
  const errorCount = Object.keys(row.errors).length;
  const rowErrors = Object.entries(row.errors).filter(([key]) => !fileKeys.has(key));
  return (
    <tr className={errorCount > 0 ? 'has-errors' : 'is-fixed'}>
      <th scope="row" className="bulk-grid-row-number">
        <span className="bulk-grid-cell-label" aria-hidden="true">
          Row{' '}
        </span>
        {row.rowNumber}
      </th>
      {columns.map((c) => {
        const id = `bulk-cell-${row.rowNumber}-${c.key}`;
        const error = row.errors[c.key];
        return (
          <td key={c.key} className={error ? 'bulk-grid-cell has-error' : 'bulk-grid-cell'}>
            {/* The column's name above the box on a phone, where the grid stacks (the box is named by aria-label). */}
            <span className="bulk-grid-cell-label" aria-hidden="true">
              {c.label}
            </span>
            <input
              id={id}
              className="field-input bulk-grid-input"
              value={row.values[c.key] ?? ''}
              aria-label={`${c.label}, row ${row.rowNumber}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onEdit(row.rowNumber, c.key, e.currentTarget.value)}
              spellCheck={false}
              autoComplete="off"
              list={c.key === PURPOSE_KEY ? `${id}-choices` : undefined}
            />
            {c.key === PURPOSE_KEY ? (
              // The purposes a row may name, for its destination currency, offered as the box is typed in.
              <datalist id={`${id}-choices`}>
                {purposeChoices(row.values.destination_currency ?? '').map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </datalist>
            ) : null}
            {error ? (
              <span className="field-error bulk-grid-error" id={`${id}-error`}>
                {error}
              </span>
            ) : null}
          </td>
        );
      })}
      <td className="bulk-grid-status">
        {isChecking ? (
          <span className="muted">Checking…</span>
        ) : errorCount > 0 ? (
          <span className="bulk-grid-status-error">
            {errorCount} {errorCount === 1 ? 'error' : 'errors'}
            {rowErrors.map(([key, message]) => (
              <span key={key} className="field-error bulk-grid-row-error">
                {message}
              </span>
            ))}
          </span>
        ) : (
          <span className="bulk-grid-status-ok">Fixed</span>
        )}
      </td>
    </tr>
  );
}
