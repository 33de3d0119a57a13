import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

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
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} component="th" scope="col" align={i === 0 ? 'left' : 'right'}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </TableCell>
              {row.cells.map((cell, i) => (
                <TableCell key={columns[i + 1]} align="right">
                  {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
