import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FigureCell, STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from '@/components/admin/stacked-table';

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const formatPercent = (value: number | null) => (value === null ? '–' : percent.format(value));

export interface FigureTableProps {
  labelledBy: string;
  columns: string[];
  rows: { key: string; label: string; cells: (string | number)[] }[];
  emptyText?: string;
}

/** A small table of figures: a row header, then right-aligned numbers. */
export function FigureTable({ labelledBy, columns, rows, emptyText }: FigureTableProps) {
  return (
    <StackedTableContainer labelledBy={labelledBy}>
      <Table size="small" role="table" aria-labelledby={labelledBy} sx={STACKED_TABLE_SX}>
        <StackedTableHead columns={columns} figures />
        <TableBody role="rowgroup">
          {rows.length === 0 && (
            <TableRow role="row">
              <TableCell role="cell" colSpan={columns.length}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.key} role="row">
              <TableCell component="th" scope="row" role="rowheader">
                {row.label}
              </TableCell>
              {row.cells.map((cell, i) => (
                <FigureCell key={columns[i + 1]} column={columns[i + 1]!}>
                  {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                </FigureCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </StackedTableContainer>
  );
}
