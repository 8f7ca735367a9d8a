import type { ReactNode } from 'react';
import './table.css';

export type PlainColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The cell that names the row; read as a row header by screen readers. */
  isRowHeader?: boolean;
};

type PlainTableProps<Row> = {
  /** Names the table for assistive technology; shown only when `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/**
 * A static, read-only <table> that screen readers browse with their table commands: the text alternative of a
 * chart. Lists people act on (sorting, selecting, moving row by row) use DataTable, React Aria's grid; this one
 * stays library-free so the dashboard keeps within its JavaScript budget. Scrolls sideways on narrow screens
 * (the scroll area is focusable for keyboards).
 */
export function PlainTable<Row>({ caption, isCaptionVisible = false, columns, rows, rowKey }: PlainTableProps<Row>) {
  return (
    // A scrollable region must be reachable by keyboard, so it takes focus and is named after its table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll wide tables with the arrow keys
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
      <table className="data-table">
        <caption className={isCaptionVisible ? 'table-caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? 'align-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) =>
                c.isRowHeader ? (
                  <th key={c.key} scope="row" className={c.align === 'end' ? 'align-end' : undefined}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={c.align === 'end' ? 'align-end' : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
