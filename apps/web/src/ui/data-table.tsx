import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import './table.css';

export type DataColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The cell that names the row, read out when moving between rows. */
  isRowHeader?: boolean;
};

type DataTableProps<Row> = {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

const alignClass = (align: DataColumn<unknown>['align']) => (align === 'end' ? 'align-end' : undefined);

/**
 * A table from React Aria: one Tab stop, then the arrow keys move between rows and cells (Home, End, Page Up and
 * Down too) and each row is read with its row header. It scrolls sideways on narrow screens, following the
 * focused cell.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const items = rows.map((row) => ({ id: rowKey(row), row }));
  return (
    <div className="table-scroll">
      <Table aria-label={caption} className="data-table">
        <TableHeader columns={columns}>
          {(c) => (
            <Column id={c.key} isRowHeader={c.isRowHeader} className={alignClass(c.align)}>
              {c.header}
            </Column>
          )}
        </TableHeader>
        <TableBody items={items}>
          {(item) => (
            <Row id={item.id} columns={columns} className="data-table-row">
              {(c) => <Cell className={alignClass(c.align)}>{c.cell(item.row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
